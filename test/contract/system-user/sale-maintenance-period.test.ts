import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleMaintenancePeriod } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const setPeriod = (saleId: number, headers: Record<string, string>, months: string) =>
  call(`${saleUrl(saleId)}/maintenance-period`, { headers, form: { months } });

describe('{system_user_url}/sales-support/sales/{sale_id}/maintenance-period', () => {
  it('sets the months, and the period ends that many months after delivery', async () => {
    const sale = await draftSale();
    const before = await setPeriod(sale.saleId, sale.agent.headers, '18');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(expectSingle(before.body, SaleMaintenancePeriod)).toEqual({
      sale_id: sale.saleId,
      sale_status: 'draft',
      maintenance_months: 18,
      default_months: 12,
      delivered_at: null,
      maintenance_ends_at: null,
    });
    await setSale(sale.saleId, { status: 'delivered', delivered_at: '2026-01-31T09:00:00.000Z' });
    const after = await setPeriod(sale.saleId, sale.agent.headers, '24');
    expect(expectSingle(after.body, SaleMaintenancePeriod)).toMatchObject({
      maintenance_months: 24,
      delivered_at: '2026-01-31T09:00:00.000Z',
      maintenance_ends_at: '2028-01-31T09:00:00.000Z',
    });
    expect((await findEntity(SALE, sale.saleId))?.maintenance_months).toBe(24);
  });

  it('answers 422 on months out of range, 409 on a cancelled sale, and writes nothing', async () => {
    const sale = await draftSale();
    for (const months of ['-1', '121', 'twelve', '']) {
      const answer = await setPeriod(sale.saleId, sale.agent.headers, months);
      expect(answer.status, months).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['months']);
    }
    await setSale(sale.saleId, { status: 'cancelled' });
    const cancelled = await setPeriod(sale.saleId, sale.agent.headers, '6');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('The sale is cancelled.');
    expect((await findEntity(SALE, sale.saleId))?.maintenance_months).toBeUndefined();
  });

  it('answers 404 outside the row scope and 403 without the ability', async () => {
    const sale = await draftSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await setPeriod(sale.saleId, stranger.headers, '6')).status).toBe(404);
    expect((await setPeriod(sale.saleId, collections.headers, '6')).status).toBe(403);
    expect((await findEntity(SALE, sale.saleId))?.maintenance_months).toBeUndefined();
  });

  it('of 20 parallel changes, the stored months are those of one that landed, and the rest answer 409', async () => {
    const sale = await draftSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => setPeriod(sale.saleId, sale.agent.headers, String(index + 1))),
    );
    const landed = answers.filter((answer) => answer.status === 200);
    expect(landed.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(
      true,
    );
    const stored = (await findEntity(SALE, sale.saleId))?.maintenance_months;
    expect(landed.map((answer) => answer.body.data.maintenance_months)).toContain(stored);
  });
});
