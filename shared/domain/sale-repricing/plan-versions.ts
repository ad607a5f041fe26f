import { prepareCreate, prepareUpdate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import type { TransactItem } from '../../db/transactions';
import {
  PAYMENT_PLAN,
  type PaymentPlan,
  type PaymentPlanEntity,
  type ScheduleLine,
} from '../sales-support/init-sale-payment-plan';

/** The lines a reschedule replaced, kept as they were (STAFF-DOMAIN 6.4: the previous plan is kept as a version). */
export interface PaymentPlanVersion {
  sale_id: number;
  plan_version: number;
  total: number;
  lines: ScheduleLine[];
  replaced_at: string;
  replaced_by_user_id: number | null;
  acceptance_id: number | null;
}

/** Read by id from the plan's `previous_version_ids`: no list is declared. */
export const PAYMENT_PLAN_VERSION = entityType<PaymentPlanVersion>('PAYMENT_PLAN_VERSION');
export type PaymentPlanVersionEntity = EntityOf<typeof PAYMENT_PLAN_VERSION>;

/**
 * The items that replace a plan's lines (conditioned on the plan's version read) and keep the lines
 * replaced as a `PAYMENT_PLAN_VERSION`; `changes` adds other plan fields (a new total, a cleared
 * pending reschedule).
 */
export async function replacePlanLines(
  plan: PaymentPlanEntity,
  lines: ScheduleLine[],
  by: { user_id: number | null; acceptance_id: number | null },
  changes: Partial<PaymentPlan> = {},
): Promise<{ entity: PaymentPlanEntity; items: TransactItem[] }> {
  const kept = await prepareCreate(PAYMENT_PLAN_VERSION, {
    sale_id: plan.sale_id,
    plan_version: plan.plan_version,
    total: plan.total,
    lines: plan.lines,
    replaced_at: new Date().toISOString(),
    replaced_by_user_id: by.user_id,
    acceptance_id: by.acceptance_id,
  });
  const update = await prepareUpdate(
    PAYMENT_PLAN,
    plan.id,
    {
      ...changes,
      lines,
      plan_version: plan.plan_version + 1,
      previous_version_ids: [...(plan.previous_version_ids ?? []), kept.entity.id],
    },
    { recordName: 'payment plan', current: plan, expectedVersion: plan.version },
  );
  return { entity: update.entity, items: [...update.items, ...kept.items] };
}
