import { findEntity } from '../../db/entity-store';
import { approvableSubject, type SubjectDefinition } from '../acceptances/approvable-types';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { SALE, type SaleEntity } from './sales';

/**
 * A sale as the subject of one of its approvals (contract, force to emptying, reschedule, discount
 * or striving change): read by its agent's scope for holds and sales with `sales.sales.view`, shown
 * by its unit's sale tab ("View Sale"), summarised by the approval's snapshot (its amount in SAR)
 * with the sale's client, project and unit, and when the change was asked (`requestedAt`).
 */
export const saleSubject = (
  requestedAt: (sale: SaleEntity) => string | null | undefined,
): SubjectDefinition =>
  approvableSubject({
    kind: 'sale',
    family: 'holds-and-sales',
    viewAbility: 'sales.sales.view',
    scope: BOOKING_SCOPE,
    load: (id) => findEntity(SALE, id),
    showPath: (sale) => `/sales-support/saleable-details/${sale.unit_id}/sale`,
    summary: (sale, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: acceptance.amount,
      percentage: null,
      project_id: sale.project_id,
      client_id: sale.client_id,
      unit_id: sale.unit_id,
      starts_at: null,
      ends_at: null,
      requested_at: requestedAt(sale) ?? acceptance.requested_at,
      requester_id: acceptance.requested_by_id,
    }),
  });
