import { randomUUID } from 'node:crypto';
import { abilitiesFor } from '../../shared/auth/abilities';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity, getEntity, linkedIds, listPage } from '../../shared/db/entity-store';
import { indexRoleMembers, roleMembers } from '../../shared/domain/acceptances/role-members';
import { halalasOfSar } from '../../shared/domain/money';
import { PROJECT_ITEM } from '../../shared/domain/projects/project-items';
import { PROJECT } from '../../shared/domain/projects/projects';
import { OFFERS_COMPARISON } from '../../shared/domain/purchasing/offers-comparisons';
import { advanceOf, orderTotals } from '../../shared/domain/purchasing/order-money';
import {
  PAYMENT,
  PURCHASE_ORDER,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
} from '../../shared/domain/purchasing/purchase-orders';
import { SUPPLIER_PROFILE } from '../../shared/domain/purchasing/suppliers';
import { crmStaff } from './crm-staff';
import { keyHeaders } from './http';

/** The demo suppliers (users seeded with supplier profiles), by the ids the seed gave them. */
async function supplierIds(): Promise<number[]> {
  const { items } = await listPage(SUPPLIER_PROFILE, 1, 10);
  return items.map((profile) => profile.id).sort((a, b) => a - b);
}

/**
 * A reviewer of a role the approval steps open for: one already in the role when there is one
 * (the seeded demo member), else a new one indexed in the role.
 */
export async function roleReviewer(role: string) {
  const abilities = abilitiesFor([role]);
  const [existing] = await roleMembers(role);
  const id = existing ?? (await crmStaff([role], { row_scope: 'all' })).id;
  if (existing === undefined) await indexRoleMembers(id, [role]);
  const token = await issueAccessToken('user', id, abilities);
  return { id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A procurement officer of the test's own (procurement's purchasing scope: every request and order). */
export const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own' });

/**
 * A member holding the procurement officer's abilities whose purchasing scope is demo project 2's
 * only (a project manager's scope): the fixtures' records, on project 1, are outside it.
 */
export const outsider = () =>
  crmStaff(
    ['project_manager'],
    { row_scope: 'own', project_ids: [2] },
    abilitiesFor(['procurement_officer']),
  );

export interface QuotedLine {
  material_id: number;
  qty: number;
  /** SAR estimate per unit. */
  estimate: number;
  /** SAR price per unit of each offer, in supplier order. */
  prices: number[];
}

/**
 * A budget line of project 1 of the test's own (`budget` SAR) and an approved request on it by
 * `fromUserId`, its lines fully orderable, quoted by `offers` of the demo suppliers (status
 * `received`, valid for 10 days unless `validUntil`), made directly through the entity store (the
 * offers' entry path is helper A's PR update).
 */
export async function quotedRequest(
  fromUserId: number,
  options: {
    budget?: number;
    lines?: QuotedLine[];
    offers?: number;
    validUntil?: string;
    itemId?: number;
  } = {},
) {
  const lines = options.lines ?? [
    { material_id: 101, qty: 10, estimate: 400, prices: [410, 420, 430] },
    { material_id: 205, qty: 2, estimate: 1800, prices: [1790, 1800, 1850] },
  ];
  const budget = halalasOfSar(options.budget ?? 1_000_000);
  const item =
    options.itemId !== undefined
      ? await getEntity(PROJECT_ITEM, options.itemId, 'project item')
      : await createEntity(
          PROJECT_ITEM,
          {
            project_id: 1,
            code: `T-${randomUUID().slice(0, 6)}`,
            name_ar: 'بند اختبار',
            name_en: 'Test budget line',
            budget,
            committed: 0,
            remaining: budget,
            is_active: true,
          },
          { links: [{ type: PROJECT, id: 1 }] },
        );
  const estimate = lines.reduce((sum, line) => sum + Math.round(line.qty * halalasOfSar(line.estimate)), 0);
  const request = await createEntity(PURCHASE_REQUEST, {
    from_user_id: fromUserId,
    project_id: 1,
    title: `Test request ${randomUUID().slice(0, 6)}`,
    status: 'approved',
    number: `PR-T-${randomUUID().slice(0, 8)}`,
    project_item_id: item.id,
    department_id: 3,
    type: 'materials',
    priority: 'normal',
    needed_by: null,
    note: null,
    estimate_total: estimate,
    sourcing_status: 'offers_received',
    order_status: 'not_ordered',
    cancel_reason: null,
    acceptance_id: null,
  });
  const requestLines = [];
  for (const line of lines)
    requestLines.push(
      await createEntity(
        PURCHASE_REQUEST_DETAIL,
        {
          material_id: line.material_id,
          purchase_request_id: request.id,
          amount: line.qty,
          technical_specifications: null,
          unit: 'm3',
          estimated_unit_price: halalasOfSar(line.estimate),
          ordered_qty: 0,
          issued_from_stock_qty: 0,
          closed_qty: 0,
          orderable_qty: line.qty,
        },
        { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
      ),
    );
  const suppliers = await supplierIds();
  const offers = [];
  for (let index = 0; index < (options.offers ?? 3); index++) {
    const priced = lines.map((line) => ({
      qty: line.qty,
      unit_price: halalasOfSar(line.prices[index] ?? line.estimate),
      vat_rate: 15,
    }));
    const totals = orderTotals(priced);
    const offer = await createEntity(
      PURCHASE_REQUEST_OFFER,
      {
        purchase_request_id: request.id,
        supplier_id: suppliers[index % suppliers.length] ?? null,
        status: 'received',
        description: `Offer ${index + 1}`,
        offer_number: 1000 + index,
        total: totals.total,
        valid_until: options.validUntil ?? new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        payment_terms: '30% advance',
        delivery_days: 7,
        vat_included: false,
        subtotal: totals.subtotal,
        vat: totals.vat,
        file: null,
        recorded_by_id: fromUserId,
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    const details = [];
    for (const [lineIndex, line] of priced.entries())
      details.push(
        await createEntity(
          PURCHASE_REQUEST_OFFER_DETAIL,
          {
            request_details_id: requestLines[lineIndex]?.id as number,
            request_offer_id: offer.id,
            qty: line.qty,
            one_piece_price: line.unit_price,
            expected_delivery_date: null,
            total: Math.round(line.qty * line.unit_price),
            vat_rate: 15,
          },
          { links: [{ type: PURCHASE_REQUEST_OFFER, id: offer.id }] },
        ),
      );
    offers.push({ offer, details });
  }
  return { item, request, requestLines, offers };
}

/** An approved comparison of a quoted request awarding every line to offer `winner` (no approval run). */
export async function approvedComparison(quoted: Awaited<ReturnType<typeof quotedRequest>>, winner = 0) {
  const chosen = quoted.offers[winner] as (typeof quoted.offers)[number];
  return createEntity(
    OFFERS_COMPARISON,
    {
      number: `OC-T-${randomUUID().slice(0, 8)}`,
      purchase_request_id: quoted.request.id,
      project_id: 1,
      offer_ids: quoted.offers.map(({ offer }) => offer.id),
      awards: chosen.details.map((detail) => ({
        request_details_id: detail.request_details_id,
        offer_detail_id: detail.id,
        offer_id: chosen.offer.id,
        supplier_id: chosen.offer.supplier_id as number,
      })),
      recommended_total: chosen.details.reduce((sum, detail) => sum + (detail.total ?? 0), 0),
      justification: 'Lowest price',
      sole_source_reason: null,
      status: 'approved',
      acceptance_id: null,
      requested_by_id: quoted.request.from_user_id as number,
      decided_at: new Date().toISOString(),
    },
    { links: [{ type: PURCHASE_REQUEST, id: quoted.request.id }] },
  );
}

/**
 * An issued order of the test's own (no lines): `total` SAR with VAT, `advance` percent, and
 * `received` SAR of value already received, made by `createdBy`.
 */
export async function issuedOrder(
  createdBy: number,
  options: { total: number; advance: number; received?: number },
) {
  const total = halalasOfSar(options.total);
  const received = halalasOfSar(options.received ?? 0);
  const subtotal = Math.round(total / 1.15);
  return createEntity(PURCHASE_ORDER, {
    title: `Test order ${randomUUID().slice(0, 6)}`,
    payment_terms: null,
    supplying_duration: null,
    note: null,
    status: 'issued',
    total,
    purchase_request_offer_id: null,
    purchase_request_id: 1,
    supplier_id: (await supplierIds())[0] ?? 1,
    project_id: 1,
    number: `PO-T-${randomUUID().slice(0, 8)}`,
    project_item_id: null,
    subtotal,
    vat: total - subtotal,
    receipt_status: received > 0 ? 'partially_received' : 'not_received',
    billing_status: 'not_billed',
    payment_status: 'unpaid',
    payments_committed: 0,
    payments_paid: 0,
    payment_room: total,
    delivery_room: advanceOf(total, options.advance) + received,
    received_value: received,
    advance_pct: options.advance,
    pay_against: 'receipt',
    on_hold_reason: null,
    raise_budget_id: null,
    created_by_id: createdBy,
  });
}

/** An order's payments as stored, oldest first. */
export async function storedPayments(orderId: number) {
  const ids = (await linkedIds({ type: PURCHASE_ORDER, id: orderId }, PAYMENT)).reverse();
  return Promise.all(ids.map((id) => getEntity(PAYMENT, id, 'payment')));
}
