import { findEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import { downloadableFiles } from '../../files/files';
import type { Locale } from '../../i18n';
import { acceptanceRecords } from '../acceptances/acceptance-record';
import { ACCEPTANCE } from '../acceptances/acceptances';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOrNull } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import {
  PURCHASE_ORDER,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
} from '../purchasing/purchase-orders';
import { offerDetailIds, requestDetailIds } from '../purchasing/record-lines';
import { USER, type UserEntity, userSimple } from '../users/users';
import { staffPurchaseRequestRecords } from './purchase-request-records';
import {
  PURCHASE_REQUEST_COMMENT,
  type PurchaseRequestCommentEntity,
  type PurchaseRequestEntity,
  scopedPurchaseRequest,
} from './purchase-request-scope';

/** The most purchase orders of one request the show lists (one per awarded supplier). */
const ORDERS_LIMIT = 100;

/** A request's offers (oldest first) with their suppliers and lines (prices in SAR, without VAT). */
export async function requestOffers(request: PurchaseRequestEntity) {
  const offerIds = (
    await linkedIds({ type: PURCHASE_REQUEST, id: request.id }, PURCHASE_REQUEST_OFFER)
  ).reverse();
  const loaded = await loadEntities(offerIds.map((id) => ({ type: PURCHASE_REQUEST_OFFER, id })));
  const offers = loaded.list(PURCHASE_REQUEST_OFFER, offerIds);
  const lineIds = await Promise.all(offers.map(offerDetailIds));
  const related = await loadEntities([
    ...offers.map((offer) => ({ type: USER, id: offer.supplier_id })),
    ...lineIds.flat().map((id) => ({ type: PURCHASE_REQUEST_OFFER_DETAIL, id })),
  ]);
  return offers.map((offer, index) => ({
    id: offer.id,
    purchase_request_id: offer.purchase_request_id,
    supplier_id: offer.supplier_id,
    status: offer.status,
    offer_number: offer.offer_number,
    description: offer.description,
    valid_until: offer.valid_until ?? null,
    payment_terms: offer.payment_terms ?? null,
    delivery_days: offer.delivery_days ?? null,
    vat_included: offer.vat_included ?? false,
    subtotal: sarOrNull(offer.subtotal),
    vat: sarOrNull(offer.vat),
    total: sarOrNull(offer.total),
    replaces_offer_id: offer.replaces_offer_id ?? null,
    created_at: offer.created_at,
    supplier: userSimple(related.get(USER, offer.supplier_id)),
    lines: related.list(PURCHASE_REQUEST_OFFER_DETAIL, lineIds[index] ?? []).map((line) => ({
      id: line.id,
      request_details_id: line.request_details_id,
      qty: line.qty,
      one_piece_price: sarOrNull(line.one_piece_price),
      vat_rate: line.vat_rate ?? 15,
      expected_delivery_date: line.expected_delivery_date,
      total: sarOrNull(line.total),
    })),
  }));
}

/** A request's lines in the order asked, with their materials and progress. */
async function requestLines(request: PurchaseRequestEntity, locale: Locale) {
  const ids = await requestDetailIds(request);
  const loaded = await loadEntities(ids.map((id) => ({ type: PURCHASE_REQUEST_DETAIL, id })));
  const details = loaded.list(PURCHASE_REQUEST_DETAIL, ids);
  const materials = await loadEntities(details.map((detail) => ({ type: MATERIAL, id: detail.material_id })));
  return details.map((detail) => {
    const material = materials.get(MATERIAL, detail.material_id);
    const amount = detail.amount ?? 0;
    const ordered = detail.ordered_qty ?? 0;
    const issued = detail.issued_from_stock_qty ?? 0;
    const closed = detail.closed_qty ?? 0;
    return {
      id: detail.id,
      material_id: detail.material_id,
      material: material
        ? { id: material.id, code: material.code, name: materialName(material, locale), unit: material.unit }
        : null,
      amount: detail.amount,
      unit: detail.unit ?? material?.unit ?? null,
      estimated_unit_price: sarOrNull(detail.estimated_unit_price),
      technical_specifications: detail.technical_specifications,
      ordered_qty: ordered,
      issued_from_stock_qty: issued,
      closed_qty: closed,
      orderable_qty: detail.orderable_qty ?? Math.max(0, amount - ordered - issued - closed),
    };
  });
}

/** A request's comments, oldest first, with their writers and files. */
async function requestComments(request: PurchaseRequestEntity) {
  const ids = (
    await linkedIds({ type: PURCHASE_REQUEST, id: request.id }, PURCHASE_REQUEST_COMMENT)
  ).reverse();
  const loaded = await loadEntities(ids.map((id) => ({ type: PURCHASE_REQUEST_COMMENT, id })));
  const comments = loaded.list(PURCHASE_REQUEST_COMMENT, ids);
  const users = await loadEntities(comments.map((comment) => ({ type: USER, id: comment.user_id })));
  return Promise.all(comments.map((comment) => commentRecord(comment, users.get(USER, comment.user_id))));
}

/** A comment as answered: its files as short-lived download URLs. */
export async function commentRecord(comment: PurchaseRequestCommentEntity, user: UserEntity | undefined) {
  return {
    id: comment.id,
    purchase_request_id: comment.purchase_request_id,
    user_id: comment.user_id,
    body: comment.body,
    attachments: await downloadableFiles(comment.attachments),
    created_at: comment.created_at,
    user: userSimple(user),
  };
}

/**
 * Purchase Request: show. One request in the caller's row scope (404 otherwise) with its lines
 * (ordered, issued, closed and orderable quantities), offers, invitations (none until requests for
 * quotation are sent), comments, its acceptance (steps, `can_accept` for the caller) and its
 * purchase orders.
 */
export async function showStaffPurchaseRequest(caller: StaffCaller, id: number, locale: Locale) {
  const request = await scopedPurchaseRequest(caller, id);
  const [[record], lines, offers, comments, acceptance, orders, item] = await Promise.all([
    staffPurchaseRequestRecords([request]),
    requestLines(request, locale),
    requestOffers(request),
    requestComments(request),
    request.acceptance_id ? findEntity(ACCEPTANCE, request.acceptance_id) : Promise.resolve(undefined),
    listPage(PURCHASE_ORDER, 1, ORDERS_LIMIT, { filters: { purchase_request_id: request.id } }),
    request.project_item_id ? findEntity(PROJECT_ITEM, request.project_item_id) : Promise.resolve(undefined),
  ]);
  const [acceptanceRecord] = acceptance ? await acceptanceRecords([acceptance], caller.id, locale) : [];
  return {
    ...(record as NonNullable<typeof record>),
    projectItem: item
      ? { id: item.id, code: item.code, name: locale === 'en' && item.name_en ? item.name_en : item.name_ar }
      : null,
    lines,
    offers,
    invitations: [] as Array<{
      id: number;
      supplier_id: number | null;
      status: string | null;
      sent_at: string | null;
      sent_count: number | null;
      supplier: ReturnType<typeof userSimple>;
    }>,
    comments,
    acceptance: acceptanceRecord ?? null,
    purchaseOrders: orders.items.map((order) => ({
      id: order.id,
      number: order.number ?? null,
      title: order.title,
      status: order.status,
      supplier_id: order.supplier_id,
      subtotal: sarOrNull(order.subtotal),
      vat: sarOrNull(order.vat),
      total: sarOrNull(order.total),
      created_at: order.created_at,
    })),
  };
}
