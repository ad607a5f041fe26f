import { getEntity, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import { lockedError, recordUnlocked } from '../acceptances/record-lock';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { actorUserId, settingsSale } from '../sale-settings/settings-sale';
import type { SaleEntity } from '../sales/sales';
import {
  PAYMENT_PLAN,
  type PaymentPlanEntity,
  type ScheduleLine,
} from '../sales-support/init-sale-payment-plan';
import { RESCHEDULE_APPROVABLE } from './approvable-names';
import { replacePlanLines } from './plan-versions';
import { rescheduleApprovable } from './reschedule-acceptance';
import { linesHeld, type RequestedLine, rescheduledLines, rescheduleNeedsApproval } from './reschedule-lines';

/** The sale states whose plan may be rescheduled: money is still owed and the deed has not moved. */
export const RESCHEDULABLE_STATUSES = ['draft', 'contract_pending', 'contracted', 'ready_for_emptying'];

/** New lines as asked: Riyadh days, amounts in halalas; `amounts` one shorter leaves the last line the rest. */
export interface RescheduleInput {
  due_dates: string[];
  amounts: number[];
  /** The plan version the caller looked at: another one now (the plan moved since) answers 409. */
  plan_version?: number | undefined;
}

/** A plan line on the wire, in the record's field order (whatever order the stored line keeps), amounts in SAR. */
export const lineOnWire = (line: ScheduleLine) => ({
  sequence: line.sequence,
  kind: line.kind,
  due_date: line.due_date,
  amount: sarOfHalalas(line.amount),
  paid_amount: sarOfHalalas(line.paid_amount),
  status: line.status,
});

const planBalance = (plan: PaymentPlanEntity) => plan.total - linesHeld(plan.lines);

/** The plan as the reschedule route answers it: its lines, what is held and owed, and a pending request. */
export function rescheduleOnWire(
  sale: SaleEntity,
  plan: PaymentPlanEntity,
  outcome: { applied: boolean; acceptance_id: number | null },
) {
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    applied: outcome.applied,
    acceptance_id: outcome.acceptance_id,
    plan_version: plan.plan_version,
    client_total: sarOfHalalas(plan.total),
    held: sarOfHalalas(linesHeld(plan.lines)),
    balance: sarOfHalalas(planBalance(plan)),
    lines: plan.lines.map(lineOnWire),
    pending_lines:
      plan.pending_reschedule?.lines.map((line) => ({
        due_date: line.due_date,
        amount: sarOfHalalas(line.amount),
      })) ?? null,
  };
}

/** The requested lines, checked: dates today or later and ascending, amounts adding up to the balance exactly. */
export function requestedLines(input: RescheduleInput, balance: number, today: string): RequestedLine[] {
  const errors: FieldMessages = {};
  const { due_dates: dates, amounts } = input;
  if (dates.some((day) => day < today))
    errors.due_dates = [{ key: 'validation.after_or_equal', params: { date: 'today' } }];
  else if (dates.some((day, index) => index > 0 && day <= (dates[index - 1] as string)))
    errors.due_dates = [{ key: 'sale_repricing.due_dates_ascending' }];
  const given = amounts.reduce((sum, amount) => sum + amount, 0);
  const rest = amounts.length === dates.length - 1 ? balance - given : null;
  if (amounts.length !== dates.length && rest === null)
    errors.amounts = [{ key: 'sale_repricing.amounts_count', params: { count: dates.length } }];
  else if ((rest === null && given !== balance) || (rest !== null && rest <= 0))
    errors.amounts = [
      { key: 'sale_repricing.amounts_sum', params: { balance: sarOfHalalas(balance).toFixed(2) } },
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return dates.map((due_date, index) => ({ due_date, amount: amounts[index] ?? (rest as number) }));
}

/** The sale in the viewer's scope, in a state whose plan may change, and its plan. */
export async function reschedulableSale(viewer: StaffCaller, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  if (!RESCHEDULABLE_STATUSES.includes(sale.status) || !sale.pricing)
    throw new ConflictError('sale_repricing.not_reschedulable', { status: sale.status });
  return { sale, plan: await getEntity(PAYMENT_PLAN, saleId, 'payment plan') };
}

/**
 * Reschedule payments (STAFF-DOMAIN 6.4): the plan's unpaid part replaced by the requested lines
 * (paid parts frozen, the old lines kept as a version). Applied at once in one transaction under
 * the plan's version (every payment and re-pricing writes the plan, so one landing meanwhile
 * cancels it: 409); when the line count changes or the last due date moves more than 90 days, the
 * request waits on the plan for a sales manager's approval instead (`sale_reschedule`).
 */
export async function reschedulePayments(
  viewer: StaffCaller,
  actor: Actor,
  saleId: number,
  input: RescheduleInput,
  now = new Date(),
) {
  const { sale, plan } = await reschedulableSale(viewer, saleId);
  if (input.plan_version !== undefined && input.plan_version !== plan.plan_version)
    throw new ConflictError('sale_repricing.plan_moved', { version: plan.plan_version });
  const balance = planBalance(plan);
  if (balance <= 0) throw new ConflictError('sale_repricing.nothing_to_reschedule');
  const requested = requestedLines(input, balance, riyadhDay(now));
  if (rescheduleNeedsApproval(plan.lines, requested)) {
    let pending = plan;
    const acceptance = await submitForAcceptance(rescheduleApprovable, saleId, {
      also: async () => {
        const update = await prepareUpdate(
          PAYMENT_PLAN,
          plan.id,
          {
            pending_reschedule: {
              lines: requested,
              requested_by_user_id: actorUserId(actor),
              requested_at: now.toISOString(),
            },
          },
          { recordName: 'payment plan', current: plan, expectedVersion: plan.version },
        );
        pending = update.entity;
        return update.items;
      },
    });
    return rescheduleOnWire(sale, pending, { applied: false, acceptance_id: acceptance.id });
  }
  const replaced = await replacePlanLines(plan, rescheduledLines(plan.lines, requested), {
    user_id: actorUserId(actor),
    acceptance_id: null,
  });
  // The lock check, the plan and the version of the lines it replaces (with its list entry).
  await transaction('reschedule', { budget: 10 })
    .add(recordUnlocked(RESCHEDULE_APPROVABLE, saleId))
    .include('payment-plan', replaced)
    .commit({ 'record-unlocked': lockedError, '*': () => new ConflictError() });
  return rescheduleOnWire(sale, replaced.entity, { applied: true, acceptance_id: null });
}
