import { describe, expect, it } from 'vitest';
import { createEntity } from '../../../shared/db/entity-store';
import { SCHEDULED_REPORT_LOG } from '../../../shared/domain/schedule-reports/scheduled-reports';
import {
  ListFilters,
  ScheduledReport,
  ScheduledReportFormData,
  ScheduledReportLog,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/schedule-reports`;

/** A procurement manager (holds core.reports.schedule and purchasing.orders.view) of the test's own. */
const owner = () => crmStaff(['procurement_manager'], { row_scope: 'all' });

const form = (recipients: number[], over: Record<string, string | string[]> = {}) => ({
  name: 'Open orders',
  report_key: 'open_purchase_orders',
  period: 'last_7_days',
  frequency: 'weekdays',
  time: '08:00',
  'formats[]': ['csv'],
  'recipient_ids[]': recipients.map(String),
  send_if_data: '1',
  ...over,
});

const store = (headers: Record<string, string>, body: Record<string, string | string[]>) =>
  call(url, { method: 'POST', headers, form: body });

describe('schedule-reports', () => {
  it('stores, lists, updates and deletes an own schedule with its next run in Riyadh time', async () => {
    const me = await owner();
    const stored = await store(me.headers, form([me.id]));
    expect(stored.status).toBe(201);
    const data = expectSingle(stored.body, ScheduledReport);
    expect(data).toMatchObject({
      report: { key: 'open_purchase_orders' },
      frequency: 'weekdays',
      enabled: true,
    });
    // 08:00 Riyadh is 05:00 UTC, on a Sunday to Thursday.
    const next = new Date(data.next_run_at as string);
    expect(next.getUTCHours()).toBe(5);
    expect(next.getUTCDay()).toBeLessThanOrEqual(4);
    const index = await call(url, { headers: me.headers });
    expect(index.body.response.data.map((row: { id: number }) => row.id)).toEqual([data.id]);
    const updated = await call(`${url}/${data.id}/update`, {
      method: 'POST',
      headers: me.headers,
      form: form([me.id], { frequency: 'monthly', day_of_month: '31', time: '23:30' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ frequency: 'monthly', day_of_month: 31, day_of_week: null });
    expect(new Date(updated.body.data.next_run_at).getUTCHours()).toBe(20);
    const deleted = await call(`${url}/${data.id}`, { method: 'DELETE', headers: me.headers });
    expect(deleted.status).toBe(200);
    expect((await call(url, { headers: me.headers })).body.response.data).toEqual([]);
  });

  it('answers the form data with only the reports the caller may see', async () => {
    const me = await owner();
    const response = await call(`${url}/get-form-data`, { headers: me.headers });
    const data = expectSingle(response.body, ScheduledReportFormData);
    const reportKeys = data.reports.map((report) => report.key);
    expect(reportKeys).toContain('open_purchase_orders');
    expect(reportKeys).not.toContain('collections');
    expect(data.frequencies.map((choice) => choice.key)).toEqual(['daily', 'weekdays', 'weekly', 'monthly']);
    expect(data.time_zone).toBe('Asia/Riyadh');
  });

  it('refuses a report, a recipient or a timing the caller may not use (422, English and Arabic)', async () => {
    const me = await owner();
    const agent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const collections = await store(me.headers, form([me.id], { report_key: 'collections' }));
    expect(collections.status).toBe(422);
    expect(collections.body.errors.report_key).toBeDefined();
    // A sales agent does not hold purchasing.orders.view: no recipient of open orders.
    const outsider = await store(me.headers, form([agent.id]));
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.recipient_ids[0]).toContain(String(agent.id));
    const weekly = await call(url, {
      method: 'POST',
      headers: { ...me.headers, 'Accept-Language': 'ar' },
      form: form([me.id], { frequency: 'weekly', time: '25:00' }),
    });
    expect(weekly.status).toBe(422);
    expect(JSON.stringify(weekly.body.errors)).toMatch(/[\u0600-\u06FF]/);
    const noDay = await store(me.headers, form([me.id], { frequency: 'weekly' }));
    expect(noDay.status).toBe(422);
    expect(noDay.body.errors.day_of_week).toBeDefined();
  });

  it("answers 404 for another owner's schedule and log", async () => {
    const me = await owner();
    const other = await owner();
    const theirs = await store(other.headers, form([other.id]));
    const id = theirs.body.data.id;
    expect(
      (await call(`${url}/${id}/update`, { method: 'POST', headers: me.headers, form: form([me.id]) }))
        .status,
    ).toBe(404);
    expect((await call(`${url}/${id}`, { method: 'DELETE', headers: me.headers })).status).toBe(404);
    const log = await createEntity(SCHEDULED_REPORT_LOG, {
      schedule_id: id,
      owner_id: other.id,
      report_key: 'open_purchase_orders',
      status: 'success',
      due_at: new Date().toISOString(),
      started_at: new Date().toISOString(),
      duration_ms: 120,
      row_count: 3,
      file_keys: [`prints/scheduled-reports/${id}/1.csv`],
      recipient_ids: [other.id],
      dropped_recipient_ids: [],
      attempts: 1,
      error: null,
      ttl: Math.ceil(Date.now() / 1000) + 90 * 86_400,
    });
    expect((await call(`${url}/logs/${log.id}`, { headers: me.headers })).status).toBe(404);
    const shown = await call(`${url}/logs/${log.id}`, { headers: other.headers });
    const data = expectSingle(shown.body, ScheduledReportLog);
    expect(data.file_urls[0]?.url).toContain('X-Amz-Expires=900');
    const logs = await call(`${url}/logs?schedule_id=${id}`, { headers: other.headers });
    expect(logs.body.response.data.map((row: { id: number }) => row.id)).toEqual([log.id]);
    expect((await call(`${url}/logs?schedule_id=${id}`, { headers: me.headers })).body.response.data).toEqual(
      [],
    );
    expectSingle((await call(`${url}/logs/filters`, { headers: me.headers })).body, ListFilters);
  });

  it('keeps at most 20 enabled per owner: 20 parallel stores at 19 enabled, one lands', async () => {
    const me = await owner();
    for (let index = 0; index < 19; index++)
      expect((await store(me.headers, form([me.id]))).status).toBe(201);
    const raced = await Promise.all(Array.from({ length: 20 }, () => store(me.headers, form([me.id]))));
    const statuses = raced.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    // A disabled schedule is not counted.
    expect((await store(me.headers, form([me.id], { enabled: '0' }))).status).toBe(201);
    expect((await call(`${url}?per_page=50`, { headers: me.headers })).body.response.meta.total).toBe(21);
  });

  it('refuses a member without core.reports.schedule (403) and a call without a token (401)', async () => {
    const agent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    for (const path of ['', '/get-form-data', '/logs', '/logs/filters'])
      expect((await call(`${url}${path}`, { headers: agent.headers })).status).toBe(403);
    expect((await store(agent.headers, form([agent.id]))).status).toBe(403);
    expect((await call(`${url}/1`, { method: 'DELETE', headers: agent.headers })).status).toBe(403);
    for (const path of ['', '/get-form-data', '/logs', '/logs/1'])
      expect((await call(`${url}${path}`, { headers: keyHeaders() })).status).toBe(401);
  });
});
