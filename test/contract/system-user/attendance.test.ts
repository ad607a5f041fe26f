import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { ATTENDANCE } from '../../../shared/domain/attendance/attendance';
import { openAttendanceId } from '../../../shared/domain/attendance/attendance-guards';
import { checkOut, writeCheckIn } from '../../../shared/domain/attendance/check-in-out';
import type { StaffCaller } from '../../../shared/domain/callers/callers';
import { Attendance, AttendanceMonth, ListFilters, TodayAttendance } from '../../../shared/schemas/records';
import { HEAD_OFFICE, ownEmployee } from '../../support/attendance-fixtures';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/hr/attendance`;
const inside = { lat: String(HEAD_OFFICE.lat + 0.0004), lng: String(HEAD_OFFICE.lng), accuracy_m: '10' };
/** About 560 m north of the head office: outside its 150 m. */
const outside = { lat: String(HEAD_OFFICE.lat + 0.005), lng: String(HEAD_OFFICE.lng), accuracy_m: '10' };

const checkIn = (headers: Record<string, string>, form = inside) =>
  call(`${url}/check-in`, { method: 'POST', headers, form });

describe('system-user/attendance: today, check-in and check-out', () => {
  it("answers today's shift, site and radius, and that a check-in is possible", async () => {
    const employee = await ownEmployee();
    const response = await call(`${url}/today`, { headers: employee.headers });
    expect(response.status).toBe(200);
    const today = expectSingle(response.body, TodayAttendance);
    expect(today.work_site).toMatchObject({ id: 1, lat: 24.6905, lng: 46.6855, radius_m: 150 });
    expect(today.shift).toMatchObject({ id: 1, grace_late_min: 15 });
    expect(today).toMatchObject({
      attendance: null,
      can_check_in: true,
      can_check_out: false,
      worked_min: 0,
    });
  });

  it('checks in inside the site, then today shows the open record and a check-out', async () => {
    const employee = await ownEmployee();
    const response = await checkIn(employee.headers);
    expect(response.status).toBe(201);
    const record = expectSingle(response.body, Attendance);
    expect(record).toMatchObject({ status: 'open', source: 'mobile', check_out_at: null, work_site_id: 1 });
    expect(record.employee.id).toBe(employee.id);
    expect(await openAttendanceId(employee.id)).toBe(record.id);
    const today = expectSingle(
      (await call(`${url}/today`, { headers: employee.headers })).body,
      TodayAttendance,
    );
    expect(today).toMatchObject({
      can_check_in: false,
      can_check_out: true,
      check_in_at: record.check_in_at,
    });
    expect(today.attendance?.id).toBe(record.id);

    const again = await checkIn(employee.headers);
    expect(again.status).toBe(409);

    const out = await call(`${url}/check-out`, { method: 'POST', headers: employee.headers, form: inside });
    expect(out.status).toBe(200);
    const closed = expectSingle(out.body, Attendance);
    expect(closed.id).toBe(record.id);
    expect(closed.check_out_at).not.toBeNull();
    expect(await openAttendanceId(employee.id)).toBeUndefined();
    // A second check-out: nothing open.
    expect(
      (await call(`${url}/check-out`, { method: 'POST', headers: employee.headers, form: inside })).status,
    ).toBe(409);
    // Today is recorded: one record a day.
    expect((await checkIn(employee.headers)).status).toBe(409);
  });

  it('refuses a check-in outside the radius with the distance (422, English and Arabic)', async () => {
    const employee = await ownEmployee();
    const english = await checkIn(employee.headers, outside);
    expect(english.status).toBe(422);
    expect(english.body.errors.lat[0]).toMatch(/556 m .* 150 m/);
    const arabic = await checkIn({ ...employee.headers, 'Accept-Language': 'ar' }, outside);
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.lat[0]).toContain('556');
    expect(arabic.body.errors.lat[0]).toContain('موقع عملك');
    expect(await openAttendanceId(employee.id)).toBeUndefined();
  });

  it('refuses a bad position (422, English and Arabic)', async () => {
    const employee = await ownEmployee();
    const english = await checkIn(employee.headers, { lat: '95', lng: 'east', accuracy_m: '' });
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors).sort()).toEqual(['accuracy_m', 'lat', 'lng']);
    const arabic = await checkIn({ ...employee.headers, 'Accept-Language': 'ar' }, { ...inside, lat: '95' });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.lat[0]).toContain('خط العرض');
  });

  it('answers a double tap with the same Idempotency-Key with the first record', async () => {
    const employee = await ownEmployee();
    const headers = { ...employee.headers, 'Idempotency-Key': `tap-${employee.id}` };
    const [first, second] = await Promise.all([checkIn(headers), checkIn(headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.id).toBe(second.body.data.id);
    const third = await checkIn(headers);
    expect(third.body.data.id).toBe(first.body.data.id);
    const outHeaders = { ...employee.headers, 'Idempotency-Key': `out-${employee.id}` };
    const outs = await Promise.all(
      [1, 2].map(() => call(`${url}/check-out`, { method: 'POST', headers: outHeaders, form: inside })),
    );
    expect(outs.map((out) => out.status)).toEqual([200, 200]);
    expect(outs[0]?.body.data.check_out_at).toBe(outs[1]?.body.data.check_out_at);
  });

  it('lands exactly one of 20 parallel check-ins (the open guard)', async () => {
    const employee = await ownEmployee();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(employee.headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const landed = answers.find((answer) => answer.status === 201)?.body.data.id;
    expect(await openAttendanceId(employee.id)).toBe(landed);
  });

  it('closes a day with its minutes and status from the shift (check-out at a given time)', async () => {
    const employee = await ownEmployee();
    // Tuesday 2026-11-10, 08:40 Riyadh, out at 17:10: 40 minutes late, 70 over.
    const open = await writeCheckIn(
      employee.id,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      new Date('2026-11-10T05:40:00Z'),
    );
    const closed = await checkOut(
      { id: employee.id } as StaffCaller,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      'en',
      new Date('2026-11-10T14:10:00Z'),
    );
    expect(closed).toMatchObject({
      id: open.id,
      worked_min: 510,
      late_min: 40,
      early_leave_min: 0,
      overtime_min: 70,
      status: 'late',
    });
    expect((await findEntity(ATTENDANCE, open.id))?.status).toBe('late');
  });

  it('needs a staff bearer with hr.self.use, and an employee profile', async () => {
    expect((await call(`${url}/today`, { headers: keyHeaders() })).status).toBe(401);
    const other = await ownEmployee({ abilities: ['core.home.view'] });
    expect((await call(`${url}/today`, { headers: other.headers })).status).toBe(403);
    expect((await checkIn(other.headers)).status).toBe(403);
    const noProfile = await ownEmployee({ withProfile: false });
    expect((await call(`${url}/today`, { headers: noProfile.headers })).status).toBe(404);
    expect((await checkIn(noProfile.headers)).status).toBe(404);
  });
});

describe('system-user/attendance: show and records', () => {
  it("shows one's own record, and another employee's is 404", async () => {
    const employee = await ownEmployee();
    const stranger = await ownEmployee();
    const record = expectSingle((await checkIn(employee.headers)).body, Attendance);
    const mine = await call(`${url}/${record.id}`, { headers: employee.headers });
    expect(mine.status).toBe(200);
    expect(expectSingle(mine.body, Attendance).id).toBe(record.id);
    expect((await call(`${url}/${record.id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await call(`${url}/999999999`, { headers: employee.headers })).status).toBe(404);
  });

  it('lists a month of own records with totals, and refuses a bad month (422)', async () => {
    const employee = await ownEmployee();
    await writeCheckIn(
      employee.id,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      new Date('2026-10-13T05:00:00Z'),
    );
    await checkOut(
      { id: employee.id } as StaffCaller,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      'en',
      new Date('2026-10-13T13:00:00Z'),
    );
    await writeCheckIn(
      employee.id,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      new Date('2026-10-14T06:00:00Z'),
    );
    await checkOut(
      { id: employee.id } as StaffCaller,
      { ...HEAD_OFFICE, accuracy_m: 5 },
      undefined,
      'en',
      new Date('2026-10-14T13:00:00Z'),
    );
    const response = await call(`${url}/records?month=2026-10`, { headers: employee.headers });
    expect(response.status).toBe(200);
    const month = expectSingle(response.body, AttendanceMonth);
    expect(month.items.map((item) => [item.work_date, item.status])).toEqual([
      ['2026-10-13', 'present'],
      ['2026-10-14', 'late'],
    ]);
    expect(month.totals).toMatchObject({ present: 2, late: 1, absent: 0, worked_min: 900, late_min: 60 });
    const late = expectSingle(
      (await call(`${url}/records?month=2026-10&status=late`, { headers: employee.headers })).body,
      AttendanceMonth,
    );
    expect(late.items).toHaveLength(1);
    expect(late.totals.present).toBe(2);
    const bad = await call(`${url}/records?month=2026-13`, {
      headers: { ...employee.headers, 'Accept-Language': 'ar' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month[0]).toContain('الشهر');
    expect((await call(`${url}/records?month=oct`, { headers: employee.headers })).status).toBe(422);
  });

  it('answers the records filters', async () => {
    const employee = await ownEmployee();
    const filters = expectSingle(
      (await call(`${url}/records/filters`, { headers: employee.headers })).body,
      ListFilters,
    );
    expect(filters.filters.map((filter) => filter.key)).toEqual(['month', 'status']);
    const arabic = expectSingle(
      (await call(`${url}/records/filters`, { headers: { ...employee.headers, 'Accept-Language': 'ar' } }))
        .body,
      ListFilters,
    );
    expect(arabic.filters[1]?.options.find((option) => option.value === 'late')?.label).toBe('متأخر');
  });
});
