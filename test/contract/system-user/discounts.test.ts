import { describe, expect, it } from 'vitest';
import { findEntity, listPage } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { DISCOUNT_APPROVABLE } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { UNIT } from '../../../shared/domain/units/units';
import {
  Acceptance,
  AcceptanceShow,
  Discount,
  DiscountFormData,
  ListFilters,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff, freshDepartment } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/crm/discounts`;
const agentOf = (department: number) =>
  crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });

const valid = (overrides: Record<string, string> = {}) => ({
  name: `Staff offer ${Math.random().toString(36).slice(2, 8)}`,
  type: 'seasonal',
  value_type: 'percentage',
  value: '1.5',
  max_value: '20000',
  target_type: 'project',
  project_id: '1',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  ...overrides,
});

const store = (headers: Record<string, string>, form: Record<string, string>) => call(url, { headers, form });

describe('{system_user_url}/crm/discounts', () => {
  it('stores a pending discount that an approval by the sales manager makes active on every surface', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const stored = await store(agent.headers, valid({ name: 'Winter launch' }));
    expect(stored.status).toBe(201);
    const discount = expectSingle(stored.body, Discount);
    expect(discount).toMatchObject({
      status: 'pending',
      value: '1.5',
      value_type: 'percentage',
      project_id: 1,
      name_text: 'Winter launch (1.5%)',
      start_date: '2026-12-01T00:00:00.000Z',
      end_date: '2026-12-31T00:00:00.000Z',
    });
    expect(await findEntity(DISCOUNT, discount.id)).toMatchObject({
      requested_by_user_id: agent.id,
      department_id: department,
    });

    const acceptanceId = await openAcceptanceId(DISCOUNT_APPROVABLE, discount.id);
    expect(acceptanceId).toBeDefined();
    const manager = await demoStaff('demo.sales-manager@example.com', ['sales_manager']);
    const shown = await call(`${systemUserUrl}/acceptances/${acceptanceId}`, { headers: manager.headers });
    expect(expectSingle(shown.body, AcceptanceShow)).toMatchObject({
      policy_name: 'discount up to 2%',
      can_accept: true,
      requestedBy: expect.objectContaining({ id: agent.id }),
    });
    const accepted = await call(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, {
      method: 'POST',
      headers: manager.headers,
    });
    expect(expectSingle(accepted.body, Acceptance).status).toBe('approved');

    const staffShow = await call(`${url}/${discount.id}`, { headers: agent.headers });
    expect(expectSingle(staffShow.body, Discount)).toMatchObject({
      status: 'approved',
      status_updated_by_user_id: manager.id,
    });
    const systemShow = await call(`${baseUrl}/system/discounts/${discount.id}`, { headers: keyHeaders() });
    expect(expectSingle(systemShow.body, Discount)).toMatchObject({ id: discount.id, status: 'approved' });
    const systemList = await call(`${baseUrl}/system/discounts?search=winter&status=approved&project_id=1`, {
      headers: keyHeaders(),
    });
    expect(expectList(systemList.body, Discount, `${baseUrl}/system/discounts`).map((d) => d.id)).toContain(
      discount.id,
    );
  });

  it('shows a discount to its requester, their department and an all scope only (404 to others)', async () => {
    const department = freshDepartment();
    const [agent, otherAgent, manager, otherManager, director] = await Promise.all([
      agentOf(department),
      agentOf(department),
      crmStaff(['sales_manager'], { row_scope: 'department', department_id: department }),
      crmStaff(['sales_manager'], { row_scope: 'department', department_id: freshDepartment() }),
      demoStaff(demo.staffEmail, ['admin']),
    ]);
    const discount = expectSingle((await store(agent.headers, valid())).body, Discount);
    for (const viewer of [agent, manager, director])
      expect((await call(`${url}/${discount.id}`, { headers: viewer.headers })).status).toBe(200);
    for (const viewer of [otherAgent, otherManager]) {
      const hidden = await call(`${url}/${discount.id}`, { headers: viewer.headers });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ message: 'The requested discount was not found.' });
    }
    const ids = async (headers: Record<string, string>, query = '') =>
      expectList((await call(`${url}?per_page=100${query}`, { headers })).body, Discount, url).map(
        (d) => d.id,
      );
    expect(await ids(agent.headers)).toEqual([discount.id]);
    expect(await ids(agent.headers, '&status=pending')).toEqual([discount.id]);
    expect(await ids(agent.headers, '&status=approved')).toEqual([]);
    expect(await ids(manager.headers, '&status=pending')).toEqual([discount.id]);
    expect(await ids(otherAgent.headers)).toEqual([]);
    expect(await ids(otherManager.headers)).toEqual([]);
    expect(await ids(director.headers, `&search=${encodeURIComponent(discount.name ?? '')}`)).toEqual([
      discount.id,
    ]);
    // A scoped caller combines the other filters too: its scope's list, filtered inside the read.
    const other = discount.type === 'cash' ? 'loyalty' : 'cash';
    expect(await ids(agent.headers, `&type=${discount.type}`)).toEqual([discount.id]);
    expect(await ids(agent.headers, `&type=${other}`)).toEqual([]);
    expect(
      await ids(
        manager.headers,
        `&type=${discount.type}&value_type=${discount.value_type}&status=pending&project_id=${discount.project_id}`,
      ),
    ).toEqual([discount.id]);
    expect(await ids(otherManager.headers, `&type=${discount.type}&status=pending`)).toEqual([]);
    // An all scope combines as the system index does, and sees the discounts the system surface serves.
    const seeded = await call(`${url}?type=early_payment&status=approved`, { headers: director.headers });
    const systemSeeded = await call(`${baseUrl}/system/discounts?type=early_payment&status=approved`, {
      headers: keyHeaders(),
    });
    expect(seeded.body.response.meta.total).toBeGreaterThan(0);
    expect(seeded.body.response.meta.total).toBe(systemSeeded.body.response.meta.total);
    const second = await call(`${url}/2`, { headers: director.headers });
    const systemSecond = await call(`${baseUrl}/system/discounts/2`, { headers: keyHeaders() });
    // Download addresses are signed per answer: compared without them.
    const withoutUrls = (record: ReturnType<typeof Discount.parse>) => ({
      ...record,
      value_type_icon: null,
      project: record.project ? { ...record.project, image: null } : null,
    });
    expect(withoutUrls(expectSingle(second.body, Discount))).toEqual(
      withoutUrls(expectSingle(systemSecond.body, Discount)),
    );
  });

  it('answers 422 on every value rule, in English and Arabic, and writes nothing', async () => {
    const agent = await agentOf(freshDepartment());
    const empty = await call(url, { method: 'POST', headers: agent.headers });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ['end_date', 'name', 'project_id', 'start_date', 'target_type', 'type', 'value', 'value_type'].sort(),
    );
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [{ value: '0' }, { value: ['The value field must be greater than 0.'] }],
      [{ value: '150' }, { value: ['The value field must not be greater than 100.'] }],
      [
        { value_type: 'fixed', value: '30000', max_value: '20000' },
        { value: ['The value field must not be greater than 20000.'] },
      ],
      [{ max_value: '0' }, { max_value: ['The max value field must be greater than 0.'] }],
      [
        { start_date: '2026-12-10', end_date: '2026-12-01' },
        { end_date: ['The end date field must be a date after or equal to start date.'] },
      ],
      [{ target_type: 'unit' }, { unit_id: ['The unit id field is required when target type is unit.'] }],
      [{ project_id: '99999999' }, { project_id: ['The selected project id is invalid.'] }],
      [
        { target_type: 'client', client_id: '99999999' },
        { client_id: ['The selected client id is invalid.'] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const refused = await store(agent.headers, valid(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBe(422);
      expect(refused.body.errors).toEqual(errors);
    }
    // A unit of another project does not exist for this one.
    const unit = (await listPage(UNIT, 1, 1, { filters: { project_id: 2 } })).items[0];
    const elsewhere = await store(agent.headers, valid({ target_type: 'unit', unit_id: String(unit?.id) }));
    expect(elsewhere.body.errors).toEqual({ unit_id: ['The selected unit id is invalid.'] });
    const arabic = await call(url, {
      headers: { ...agent.headers, 'Accept-Language': 'ar' },
      form: valid({ value: '0' }),
    });
    expect(arabic.body.errors.value).toEqual(['يجب أن تكون قيمة حقل القيمة أكبر من 0.']);
    const mine = await call(`${url}?per_page=100`, { headers: agent.headers });
    expect(expectList(mine.body, Discount, url)).toEqual([]);
  });

  it('stores a unit discount with the unit’s building', async () => {
    const agent = await agentOf(freshDepartment());
    const unit = (await listPage(UNIT, 1, 1, { filters: { project_id: 1 } })).items[0];
    const stored = await store(
      agent.headers,
      valid({ target_type: 'unit', unit_id: String(unit?.id), value: '4' }),
    );
    expect(expectSingle(stored.body, Discount)).toMatchObject({
      target_type: 'unit',
      unit_id: unit?.id,
      building_id: unit?.building_id,
      status: 'pending',
    });
  });

  it('answers 403 to a token without crm.discounts.manage on store', async () => {
    const viewer = await crmStaff(['finance_manager'], { row_scope: 'all' });
    expect((await call(url, { headers: viewer.headers })).status).toBe(200);
    const refused = await store(viewer.headers, valid());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('gives the form data and the filters in the request’s language', async () => {
    const agent = await agentOf(freshDepartment());
    const form = expectSingle(
      (await call(`${url}/create-update-data`, { headers: agent.headers })).body,
      DiscountFormData,
    );
    expect(form.target_types.map((option) => option.value)).toEqual([
      'project',
      'building',
      'unit',
      'client',
    ]);
    expect(form.projects.map((project) => project.id)).toContain(1);
    expect(form.max_percentage).toBe(100);
    const filters = expectSingle(
      (await call(`${url}/filters`, { headers: { ...agent.headers, 'Accept-Language': 'ar' } })).body,
      ListFilters,
    );
    const status = filters.filters.find((filter) => filter.key === 'status');
    expect(status?.options.find((option) => option.value === 'approved')?.label).toBe('فعال');
  });
});
