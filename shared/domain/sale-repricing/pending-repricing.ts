import { findEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';
import type { ApprovableType } from '../acceptances/approvable-types';
import { riyadhDay } from '../home/riyadh-day';
import { sarOfHalalas } from '../money';
import { saleSubject } from '../sales/sale-subject';
import { SALE, type Sale, type SaleEntity, type SalePricing, saleHeld } from '../sales/sales';
import { planOf, repricingItems } from './repricing';

/** A sale field that holds a re-pricing waiting for approval. */
type PendingField = 'pending_discount' | 'pending_striving';

/**
 * A re-pricing of a sale that waits for a sales manager (one step), held in `field` on the sale
 * until decided. Approved: the sale re-priced by `reprice` from its snapshot as it is now and the
 * plan rescaled, in the decision's transaction, with `alsoWrite` (a total now below what the sale
 * holds, after payments since the request, cannot be written: 409, the reviewer rejects). Rejected
 * or cancelled: the pending change leaves the sale, whose price stays. The requester is the sale's
 * agent (the engine describes a record by its id alone).
 */
export function pendingRepricing<F extends PendingField>(options: {
  type: string;
  policy: string;
  field: F;
  summary: (id: number) => { en: string; ar: string };
  /** What the approval is worth, in halalas, for the reviewer's list. */
  amount: (sale: SaleEntity & { pricing: SalePricing }) => number;
  reprice: (sale: SaleEntity, pending: NonNullable<SaleEntity[F]>) => SalePricing;
  alsoWrite?: (sale: SaleEntity, pending: NonNullable<SaleEntity[F]>) => Partial<Sale>;
}): ApprovableType {
  const { field } = options;
  const cleared = { [field]: null } as Partial<Sale>;
  return {
    type: options.type,
    recordName: 'sale',
    policies: [
      {
        name: options.policy,
        steps: [{ name: 'Sales manager', reviewer: { kind: 'role', role: 'sales_manager' } }],
      },
    ],
    subject: saleSubject((sale) => sale[field]?.requested_at),
    describe: async (id) => {
      const sale = await findEntity(SALE, id);
      if (!sale?.pricing) return undefined;
      return {
        summary: options.summary(id),
        amount: sarOfHalalas(options.amount(sale as SaleEntity & { pricing: SalePricing })),
        project_id: sale.project_id,
        client_id: sale.client_id,
        subtype: null,
        requester_id: sale.sale_support_user_id ?? 0,
      };
    },
    onApproved: async (context): Promise<TransactItem[]> => {
      const sale = await getEntity(SALE, context.id, 'sale');
      const pending = sale[field];
      if (!pending) return [];
      const repriced = options.reprice(sale, pending);
      if (repriced.client_total < saleHeld(sale)) throw new ConflictError('sale_repricing.price_stale');
      const written = await repricingItems(
        sale,
        await planOf(sale),
        repriced,
        { ...cleared, ...options.alsoWrite?.(sale, pending) },
        riyadhDay(new Date(context.at)),
      );
      return written.items;
    },
    onRejected: dropped,
    onCancelled: dropped,
  };

  async function dropped(context: { id: number }): Promise<TransactItem[]> {
    const sale = await getEntity(SALE, context.id, 'sale');
    if (!sale[field]) return [];
    const update = await prepareUpdate(SALE, sale.id, cleared, {
      recordName: 'sale',
      current: sale,
      expectedVersion: sale.version,
    });
    return update.items;
  }
}
