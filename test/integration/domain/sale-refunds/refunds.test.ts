import { beforeAll, describe, expect, it } from 'vitest';
import { countsOf, getEntity, updateEntity } from '../../../../shared/db/entity-store';
import { decideAcceptance } from '../../../../shared/domain/acceptances/decisions';
import { loadAcceptance } from '../../../../shared/domain/acceptances/engine';
import { readStaffCaller } from '../../../../shared/domain/callers/staff-caller';
import { CLIENT } from '../../../../shared/domain/clients/clients';
import { PROJECT } from '../../../../shared/domain/projects/projects';
import { deleteOperation } from '../../../../shared/domain/sale-operations/operation-changes';
import { payOperation } from '../../../../shared/domain/sale-operations/pay';
import { refundFormData } from '../../../../shared/domain/sale-refunds/refund-data';
import { requestRefund } from '../../../../shared/domain/sale-refunds/refund-request';
import { SALE } from '../../../../shared/domain/sales/sales';
import { UNIT } from '../../../../shared/domain/units/units';
import { ConflictError, NotFoundError, ValidationError } from '../../../../shared/errors';
import { crmStaff } from '../../../support/crm-staff';
import { financeReviewer, storedSale } from '../../../support/refund-fixtures';
import { ownSale } from '../../../support/sale-fixtures';

const IBAN = 'SA0380000000608010167519';
const paidAt = () => new Date(Date.now() - 60_000).toISOString();
let finance: Awaited<ReturnType<typeof financeReviewer>>;
beforeAll(async () => {
  finance = await financeReviewer();
});

const approve = (acceptanceId: number | null) =>
  decideAcceptance(acceptanceId as number, finance, 'accept', 'checked');

/** A contracted sale holding its SAR 5,000 earnest money and `paid` halalas more. */
async function saleHolding(paid: number) {
  const own = await ownSale();
  await updateEntity(CLIENT, own.sale.client_id, { iban_number: IBAN }, { recordName: 'client' });
  if (paid > 0)
    await payOperation(own.viewer, own.sale.id, { amount: paid, method: 'cash', paid_at: paidAt() });
  return own;
}

describe('refunds (shared/domain/sale-refunds)', () => {
  it('form data: paid, refunded, the forfeited earnest money as a deduction, the most refundable and the client IBAN', async () => {
    const { sale, viewer } = await saleHolding(10_000_000);
    await updateEntity(
      SALE,
      sale.id,
      { orbon_status: 'forfeited', orbon_amount: 500_000 },
      { recordName: 'sale' },
    );
    const data = await refundFormData(viewer, sale.id, 'refund');
    expect(data).toMatchObject({
      sale_id: sale.id,
      kind: 'refund',
      cancels_sale: true,
      paid_total: 105_000,
      refunded_total: 0,
      held: 105_000,
      deductions: [{ kind: 'forfeited_orbon', amount: 5_000 }],
      deductions_total: 5_000,
      max_refundable: 100_000,
      allowed: true,
      blocker: null,
      iban_number: IBAN,
    });
    const stranger = await readStaffCaller((await crmStaff(['sales_agent'], { row_scope: 'own' })).id);
    await expect(refundFormData(stranger, sale.id, 'partial_refund')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a full refund waits for finance, then pays out in one write: refund operation, lines given back, sale cancelled, unit available', async () => {
    const { sale, viewer } = await saleHolding(10_000_000);
    const unitBefore = await getEntity(UNIT, sale.unit_id, 'unit');
    const countsBefore =
      (await countsOf([{ type: PROJECT, id: sale.project_id }])).get({
        type: PROJECT,
        id: sale.project_id,
      }) ?? {};
    const refund = await requestRefund(viewer, sale.id, 'refund', {
      amount: 10_500_000,
      reason: 'The client withdrew',
      method: 'bank_transfer',
    });
    expect(refund).toMatchObject({ status: 'pending_acceptance', amount: 10_500_000, iban_number: IBAN });
    const acceptance = await loadAcceptance(refund.acceptance_id as number);
    expect(acceptance).toMatchObject({
      approvable_type: 'sale_refund',
      approvable_id: refund.id,
      status: 'pending',
    });
    expect(acceptance.steps[0]?.reviewer_ids).toContain(finance.id);
    // Nothing moved before the approval.
    expect((await storedSale(sale.id)).sale.refunded_total ?? 0).toBe(0);

    await approve(refund.acceptance_id);
    const after = await storedSale(sale.id);
    expect(after.sale).toMatchObject({ status: 'cancelled', refunded_total: 10_500_000 });
    expect(after.held).toBe(0);
    expect(after.linesHold).toBe(0);
    expect(after.linesTotal).toBe(sale.pricing?.client_total);
    expect(after.plan.lines.every((line) => line.status === 'cancelled')).toBe(true);
    const operation = after.operations.find((entry) => entry.kind === 'refund');
    expect(operation).toMatchObject({ amount: 10_500_000, method: 'bank_transfer', status: 'paid' });
    expect(operation?.receipt_no).toMatch(/^RF-\d{4}-\d{6}$/);
    // Latest due first: the installment (paid last) before the down payment before the earnest money.
    const sequences = operation?.allocations.map((part) => part.sequence) ?? [];
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    expect(after.refunds[0]).toMatchObject({
      status: 'paid',
      operation_id: operation?.id,
      decided_by_user_id: finance.id,
    });
    const unit = await getEntity(UNIT, sale.unit_id, 'unit');
    expect(unit).toMatchObject({ status: 'available' });
    expect(unit.sale_id ?? null).toBeNull();
    const counts =
      (await countsOf([{ type: PROJECT, id: sale.project_id }])).get({
        type: PROJECT,
        id: sale.project_id,
      }) ?? {};
    expect(Number(counts[`UNIT_STATUS#${unitBefore.status}`] ?? 0)).toBe(
      Number(countsBefore[`UNIT_STATUS#${unitBefore.status}`] ?? 0) - 1,
    );
    expect(Number(counts['UNIT_STATUS#available'] ?? 0)).toBe(
      Number(countsBefore['UNIT_STATUS#available'] ?? 0) + 1,
    );
  });

  it('a partial refund keeps the sale live and reopens the latest lines; over the limit 422 names it, at request and at approval', async () => {
    const { sale, viewer } = await saleHolding(10_000_000);
    const over = requestRefund(viewer, sale.id, 'partial_refund', {
      amount: 10_500_001,
      reason: 'x',
      method: 'cash',
    });
    await expect(over).rejects.toMatchObject({
      fields: { amount: [{ key: 'sale_refunds.amount_over_refundable', params: { limit: '105000.00' } }] },
    });
    const first = await requestRefund(viewer, sale.id, 'partial_refund', {
      amount: 6_000_000,
      reason: 'discount',
      method: 'cash',
    });
    const second = await requestRefund(viewer, sale.id, 'partial_refund', {
      amount: 6_000_000,
      reason: 'again',
      method: 'cash',
    });
    await approve(first.acceptance_id);
    const after = await storedSale(sale.id);
    expect(after.sale).toMatchObject({ status: 'contracted', refunded_total: 6_000_000 });
    expect(after.linesHold).toBe(after.held);
    // Both fit alone, not together: the second's approval is refused naming what is left.
    await expect(approve(second.acceptance_id)).rejects.toMatchObject({
      fields: { amount: [{ key: 'sale_refunds.amount_over_refundable', params: { limit: '45000.00' } }] },
    });
    expect((await loadAcceptance(second.acceptance_id as number)).status).toBe('pending');
    expect((await storedSale(sale.id)).sale.refunded_total).toBe(6_000_000);
    // The refund's operation is not a payment: deleting it would count the money in again.
    const refundOperation = after.operations.find((entry) => entry.kind === 'partial_refund');
    await expect(
      deleteOperation(viewer, sale.id, refundOperation?.id as number, 'undo'),
    ).rejects.toMatchObject({ messageKey: 'sale_operations.not_deletable' });
    // A rejection closes it without moving money.
    await decideAcceptance(second.acceptance_id as number, finance, 'reject', 'over the limit');
    expect((await storedSale(sale.id)).refunds.find((entry) => entry.id === second.id)?.status).toBe(
      'rejected',
    );
  });

  it('of 20 refund approvals at once whose sum exceeds what the sale holds, only what fits lands; each other is a 422', async () => {
    const { sale, viewer } = await saleHolding(9_500_000);
    // Held: SAR 100,000; 20 × SAR 7,000 > it: at most 14 fit.
    const amount = 700_000;
    const requests = [];
    for (let n = 0; n < 20; n++)
      requests.push(
        await requestRefund(viewer, sale.id, 'partial_refund', { amount, reason: `r${n}`, method: 'cash' }),
      );
    const results = await Promise.allSettled(requests.map((refund) => approve(refund.acceptance_id)));
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason;
      expect(error, String(error)).toBeInstanceOf(ValidationError);
    }
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(14);
    const after = await storedSale(sale.id);
    expect(after.sale.refunded_total).toBe(14 * amount);
    expect(after.held).toBe(10_000_000 - 14 * amount);
    expect(after.linesHold).toBe(after.held);
    expect(after.operations.filter((entry) => entry.kind === 'partial_refund')).toHaveLength(14);
    expect(after.refunds.filter((entry) => entry.status === 'paid')).toHaveLength(14);
  }, 180_000);

  it('refunds racing payments (20 at once, mixed): the invariant and the plan agree at the end', async () => {
    const { sale, viewer } = await saleHolding(4_500_000);
    const total = sale.pricing?.client_total ?? 0;
    const requests = [];
    for (let n = 0; n < 10; n++)
      requests.push(
        await requestRefund(viewer, sale.id, 'partial_refund', {
          amount: 500_000,
          reason: `r${n}`,
          method: 'cash',
        }),
      );
    const payments = Array.from({ length: 10 }, () =>
      payOperation(viewer, sale.id, { amount: 300_000, method: 'cash', paid_at: paidAt() }),
    );
    const results = await Promise.allSettled([
      ...requests.map((refund) => approve(refund.acceptance_id)),
      ...payments,
    ]);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ValidationError);
    const after = await storedSale(sale.id);
    const landedRefunds = after.refunds.filter((entry) => entry.status === 'paid').length;
    const landedPayments = after.operations.filter(
      (entry) => entry.kind !== 'partial_refund' && entry.amount === 300_000,
    ).length;
    expect(after.sale.refunded_total).toBe(landedRefunds * 500_000);
    expect(after.sale.paid_total).toBe(5_000_000 + landedPayments * 300_000);
    expect(after.held).toBeGreaterThanOrEqual(0);
    expect(after.held).toBeLessThanOrEqual(total);
    expect(after.linesHold).toBe(after.held);
    expect(after.linesTotal).toBe(total);
    // Held SAR 50,000 at first and payments only add: every refund fits.
    expect(landedRefunds).toBe(10);
    expect(landedPayments).toBe(10);
  }, 180_000);

  it('refuses a cancelled sale (409) and a bank transfer without an IBAN (422)', async () => {
    const own = await ownSale();
    await expect(
      requestRefund(own.viewer, own.sale.id, 'refund', { amount: 100, reason: 'x', method: 'bank_transfer' }),
    ).rejects.toMatchObject({ fields: { iban_number: [{ key: 'sale_refunds.iban_required' }] } });
    await updateEntity(SALE, own.sale.id, { status: 'cancelled' }, { recordName: 'sale' });
    await expect(
      requestRefund(own.viewer, own.sale.id, 'refund', { amount: 100, reason: 'x', method: 'cash' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
