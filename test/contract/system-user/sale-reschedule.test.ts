import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { riyadhDay } from '../../../shared/domain/home/riyadh-day';
import { RESCHEDULE_APPROVABLE } from '../../../shared/domain/sale-repricing/approvable-names';
import { PAYMENT_PLAN_VERSION } from '../../../shared/domain/sale-repricing/plan-versions';
import { addDays, PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { Acceptance, SaleReschedule } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { agreement, pay, salesManager } from '../../support/sale-repricing-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const rescheduleUrl = (saleId: number) => `${saleUrl(saleId)}/reschedule-payments`;
const reschedule = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(rescheduleUrl(saleId), { headers, form });

const today = () => riyadhDay(new Date());
/** Two lines in place of the draft sale's two open ones (down payment +7 days, balance +30 days), the last moved 30 days. */
const twoLines = (first: string) => ({
  'due_dates[0]': addDays(today(), 14),
  'due_dates[1]': addDays(today(), 60),
  'amounts[0]': first,
});

describe('{system_user_url}/sales-support/sales/{sale_id}/reschedule-payments', () => {
  it('replaces the unpaid part at once: paid parts frozen, new sequences, the old plan kept as a version', async () => {
    const sale = await draftSale();
    await setSale(sale.saleId, { status: 'contracted' });
    // SAR 1,000 of the down payment paid: that line keeps its paid part.
    expect((await pay(sale.saleId, sale.agent.headers, '1000')).status).toBe(201);
    const before = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    const answer = await reschedule(sale.saleId, sale.agent.headers, twoLines('400000'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(expectSingle(answer.body, SaleReschedule)).toEqual({
      sale_id: sale.saleId,
      sale_status: 'contracted',
      applied: true,
      acceptance_id: null,
      plan_version: 2,
      client_total: 916_937.5,
      held: 6_000,
      balance: 910_937.5,
      lines: [
        { sequence: 1, kind: 'orbon', due_date: today(), amount: 5_000, paid_amount: 5_000, status: 'paid' },
        {
          sequence: 2,
          kind: 'down_payment',
          due_date: addDays(today(), 7),
          amount: 1_000,
          paid_amount: 1_000,
          status: 'paid',
        },
        {
          sequence: 4,
          kind: 'installment',
          due_date: addDays(today(), 14),
          amount: 400_000,
          paid_amount: 0,
          status: 'pending',
        },
        {
          sequence: 5,
          kind: 'installment',
          due_date: addDays(today(), 60),
          amount: 510_937.5,
          paid_amount: 0,
          status: 'pending',
        },
      ],
      pending_lines: null,
    });
    const plan = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    expect(plan.previous_version_ids).toHaveLength(1);
    expect(await findEntity(PAYMENT_PLAN_VERSION, plan.previous_version_ids?.[0] ?? 0)).toMatchObject({
      sale_id: sale.saleId,
      plan_version: 1,
      lines: before.lines,
      replaced_by_user_id: sale.agent.id,
    });
    expect(await agreement(sale.saleId)).toEqual({
      plan: [91_693_750, 91_693_750],
      held: 600_000,
      sale: [91_693_750, 600_000],
    });
    // A payment after it pays the new lines, oldest first.
    expect((await pay(sale.saleId, sale.agent.headers, '500')).status).toBe(201);
    expect((await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan')).lines[2]).toMatchObject({
      sequence: 4,
      paid_amount: 50_000,
      status: 'partially_paid',
    });
  });

  it('answers 422 naming the balance, the dates or the count, and writes nothing', async () => {
    const sale = await draftSale();
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [
        { ...twoLines('400000'), 'amounts[1]': '1' },
        {
          amounts: ['The new lines must add up to the balance of 911937.50 SAR exactly, each more than 0.'],
        },
      ],
      [
        { ...twoLines('911937.50') },
        {
          amounts: ['The new lines must add up to the balance of 911937.50 SAR exactly, each more than 0.'],
        },
      ],
      [
        { ...twoLines('400000'), 'due_dates[0]': addDays(today(), -1) },
        { due_dates: ['The due dates field must be a date after or equal to today.'] },
      ],
      [
        { ...twoLines('400000'), 'due_dates[1]': addDays(today(), 14) },
        { due_dates: ['Each due date must be after the one before it.'] },
      ],
      [
        { 'due_dates[0]': addDays(today(), 14), 'amounts[0]': '1', 'amounts[1]': '2', 'amounts[2]': '3' },
        {
          amounts: [
            'Give one amount for each of the 1 due dates (or one fewer: the last line takes the rest).',
          ],
        },
      ],
    ];
    for (const [form, errors] of cases) {
      const answer = await reschedule(sale.saleId, sale.agent.headers, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    const arabic = await reschedule(
      sale.saleId,
      { ...sale.agent.headers, 'Accept-Language': 'ar' },
      { ...twoLines('400000'), 'amounts[1]': '1' },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.amounts[0]).toContain('911937.50');
    expect((await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan')).plan_version).toBe(1);
  });

  it('sends a change of line count to a sales manager: the plan waits, then takes the lines on approval', async () => {
    const [sale, manager] = await Promise.all([draftSale(), salesManager()]);
    const asked = await reschedule(sale.saleId, sale.agent.headers, {
      'due_dates[0]': addDays(today(), 200),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pending = expectSingle(asked.body, SaleReschedule);
    expect(pending).toMatchObject({
      applied: false,
      plan_version: 1,
      balance: 911_937.5,
      pending_lines: [{ due_date: addDays(today(), 200), amount: 911_937.5 }],
    });
    expect(pending.acceptance_id).toBe(await openAcceptanceId(RESCHEDULE_APPROVABLE, sale.saleId));
    // One request at a time; a change that needs no approval waits too (the plan is locked).
    expect(
      (await reschedule(sale.saleId, sale.agent.headers, { 'due_dates[0]': addDays(today(), 300) })).status,
    ).toBe(409);
    const locked = await reschedule(sale.saleId, sale.agent.headers, twoLines('400000'));
    expect(locked.status).toBe(409);
    // A payment landing meanwhile pays the new line: it is lowered by it on approval.
    expect((await pay(sale.saleId, sale.agent.headers, '1000')).status).toBe(201);

    const decided = await call(`${systemUserUrl}/acceptances/${pending.acceptance_id}/accept`, {
      method: 'POST',
      headers: manager.headers,
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(expectSingle(decided.body, Acceptance).status).toBe('approved');
    const plan = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    expect(plan.pending_reschedule ?? null).toBeNull();
    expect(plan.plan_version).toBe(2);
    expect(plan.lines.map((line) => [line.sequence, line.kind, line.amount, line.paid_amount])).toEqual([
      [1, 'orbon', 500_000, 500_000],
      [2, 'down_payment', 100_000, 100_000],
      [4, 'installment', 91_093_750, 0],
    ]);
    expect(await agreement(sale.saleId)).toEqual({
      plan: [91_693_750, 91_693_750],
      held: 600_000,
      sale: [91_693_750, 600_000],
    });
  });

  it('leaves the plan as it was when the reschedule is rejected', async () => {
    const [sale, manager] = await Promise.all([draftSale(), salesManager()]);
    const asked = expectSingle(
      (await reschedule(sale.saleId, sale.agent.headers, { 'due_dates[0]': addDays(today(), 200) })).body,
      SaleReschedule,
    );
    const rejected = await call(`${systemUserUrl}/acceptances/${asked.acceptance_id}/reject`, {
      headers: manager.headers,
      form: { reason: 'Too long' },
    });
    expect(expectSingle(rejected.body, Acceptance).status).toBe('rejected');
    const plan = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    expect([plan.plan_version, plan.pending_reschedule ?? null, plan.lines.length]).toEqual([1, null, 3]);
    // Unlocked again: a change that needs no approval applies.
    expect((await reschedule(sale.saleId, sale.agent.headers, twoLines('400000'))).body.data.applied).toBe(
      true,
    );
  });

  it('answers 404 outside the row scope, 403 without the ability, 409 once emptied or with nothing owed', async () => {
    const sale = await draftSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await reschedule(sale.saleId, stranger.headers, twoLines('400000'))).status).toBe(404);
    expect((await reschedule(sale.saleId, collections.headers, twoLines('400000'))).status).toBe(403);
    await setSale(sale.saleId, { status: 'emptied' });
    const emptied = await reschedule(sale.saleId, sale.agent.headers, twoLines('400000'));
    expect(emptied.status).toBe(409);
    expect(emptied.body.message).toBe('A sale in status emptied has no payment plan to change.');
    await setSale(sale.saleId, { status: 'contracted' });
    const plan = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    await updateEntity(
      PAYMENT_PLAN,
      sale.saleId,
      { lines: plan.lines.map((line) => ({ ...line, paid_amount: line.amount, status: 'paid' as const })) },
      { recordName: 'payment plan', current: plan },
    );
    expect((await reschedule(sale.saleId, sale.agent.headers, twoLines('400000'))).status).toBe(409);
    expect((await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan')).plan_version).toBe(1);
  });

  it('applies one of 20 parallel reschedules of one plan version; racing payments, the plan still agrees with the sale', async () => {
    const sale = await draftSale();
    await setSale(sale.saleId, { status: 'contracted' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reschedule(sale.saleId, sale.agent.headers, {
          ...twoLines(String(400_000 + index)),
          plan_version: '1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = statuses.indexOf(200);
    const won = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    expect(won.previous_version_ids).toHaveLength(1);
    expect(won.lines.find((line) => line.sequence === 4)?.amount).toBe((400_000 + winner) * 100);

    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? pay(sale.saleId, sale.agent.headers, '100')
          : reschedule(sale.saleId, sale.agent.headers, {
              'due_dates[0]': addDays(today(), 20),
              'due_dates[1]': addDays(today(), 61),
              'amounts[0]': '300000',
            }),
      ),
    );
    expect(mixed.every((answer) => [200, 201, 409, 422].includes(answer.status))).toBe(true);
    const paid = mixed.filter((answer, index) => index % 2 === 0 && answer.status === 201).length;
    expect(await agreement(sale.saleId)).toEqual({
      plan: [91_693_750, 91_693_750],
      held: 500_000 + paid * 10_000,
      sale: [91_693_750, 500_000 + paid * 10_000],
    });
  });
});
