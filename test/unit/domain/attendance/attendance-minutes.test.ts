import { describe, expect, it } from 'vitest';
import { dayMinutes, shiftWindow } from '../../../../shared/domain/attendance/attendance-minutes';
import { distanceMetres } from '../../../../shared/domain/attendance/geofence';
import { DEFAULT_SHIFTS, DEFAULT_WORK_SITES, type Shift } from '../../../../shared/domain/hr/hr-reference';

const OFFICE = DEFAULT_SHIFTS[0] as Shift; // 08:00-16:00, grace 15/15, half day < 4 h, absent < 2 h, Ramadan 10:00-16:00
const DAY = '2026-12-08'; // a Tuesday
/** A Riyadh wall-clock time of DAY as an instant (UTC+3). */
const at = (time: string, day = DAY) => new Date(`${day}T${time}:00+03:00`);
const minutes = (
  checkIn: string,
  checkOut: string,
  extra: { kind?: 'working' | 'weekend' | 'holiday'; ramadan?: boolean } = {},
) =>
  dayMinutes({
    day: DAY,
    kind: extra.kind ?? 'working',
    shift: OFFICE,
    ramadan: extra.ramadan ?? false,
    checkIn: at(checkIn),
    checkOut: at(checkOut),
  });

describe('dayMinutes', () => {
  it('a full day within grace is present, with nothing late, early or over', () => {
    expect(minutes('08:10', '15:50')).toEqual({
      worked_min: 460,
      late_min: 0,
      early_leave_min: 0,
      overtime_min: 0,
      status: 'present',
    });
  });

  it('late beyond grace counts every minute late and makes the day late', () => {
    expect(minutes('08:16', '16:00')).toMatchObject({ late_min: 16, status: 'late' });
    expect(minutes('08:15', '16:00')).toMatchObject({ late_min: 0, status: 'present' });
  });

  it('leaving early beyond grace counts its minutes; within grace nothing', () => {
    expect(minutes('08:00', '15:30')).toMatchObject({ early_leave_min: 30, status: 'present' });
    expect(minutes('08:00', '15:45')).toMatchObject({ early_leave_min: 0 });
  });

  it('overtime is the time worked after the shift ends', () => {
    expect(minutes('07:30', '18:15')).toMatchObject({ overtime_min: 135, late_min: 0, worked_min: 645 });
    expect(minutes('17:00', '19:00')).toMatchObject({ overtime_min: 120 });
  });

  it('status by the thresholds: under 2 h absent, under 4 h half day (before late)', () => {
    expect(minutes('08:00', '09:59')).toMatchObject({ worked_min: 119, status: 'absent' });
    expect(minutes('08:00', '10:00')).toMatchObject({ worked_min: 120, status: 'half_day' });
    expect(minutes('09:00', '12:59')).toMatchObject({ status: 'half_day', late_min: 60 });
    expect(minutes('09:00', '13:00')).toMatchObject({ status: 'late' });
  });

  it("Ramadan's hours (10:00-16:00) for the staff they apply to", () => {
    expect(minutes('10:10', '16:00', { ramadan: true })).toMatchObject({ late_min: 0, status: 'present' });
    expect(minutes('10:10', '16:00')).toMatchObject({ late_min: 130, status: 'late' });
    expect(shiftWindow(DAY, OFFICE, true).start.toISOString()).toBe('2026-12-08T07:00:00.000Z');
  });

  it('on a weekend or holiday every worked minute is overtime and nothing is late', () => {
    for (const kind of ['weekend', 'holiday'] as const)
      expect(minutes('11:00', '14:30', { kind })).toEqual({
        worked_min: 210,
        late_min: 0,
        early_leave_min: 0,
        overtime_min: 210,
        status: 'present',
      });
  });
});

describe('distanceMetres', () => {
  const site = DEFAULT_WORK_SITES[0] as (typeof DEFAULT_WORK_SITES)[number];
  it('measures a point from the head office', () => {
    expect(distanceMetres(site, site)).toBe(0);
    // 0.001 degree of latitude is about 111 m.
    expect(distanceMetres(site, { lat: site.lat + 0.001, lng: site.lng })).toBe(111);
    expect(distanceMetres(site, { lat: site.lat + 0.005, lng: site.lng })).toBeGreaterThan(150);
  });
});
