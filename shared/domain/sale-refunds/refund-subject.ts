import type { ApprovableSubject } from '../acceptances/approvable-types';
import { sarOfHalalas } from '../money';
import type { SaleEntity } from '../sales/sales';
import type { SaleRefund } from './sale-refunds';

/** A refund request as the approval engine shows it: its amount in SAR, the sale's project and client. */
export function refundSubject(refund: SaleRefund & { id: number }, sale: SaleEntity): ApprovableSubject {
  const amount = sarOfHalalas(refund.amount).toFixed(2);
  const full = refund.kind === 'refund';
  return {
    summary: {
      en: `${full ? 'Refund' : 'Partial refund'} of SAR ${amount} on sale #${sale.id}`,
      ar: `${full ? 'استرداد' : 'استرداد جزئي'} بمبلغ ${amount} ريال على البيع رقم ${sale.id}`,
    },
    amount: sarOfHalalas(refund.amount),
    project_id: sale.project_id,
    client_id: sale.client_id,
    subtype: refund.kind,
    requester_id: refund.requested_by_user_id,
  };
}
