import { findEntity, linkedIds, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { ACCEPTANCE, type AcceptanceEntity } from '../acceptances/acceptances';
import type { StaffCaller } from '../callers/callers';
import { COMPANY, COMPANY_ID } from '../company/company';
import { riyadhDay } from '../home/riyadh-day';
import { MATERIAL, type MaterialEntity, materialName, materialNumber } from '../materials/materials';
import { sarAmountInWords } from '../prints/amount-in-words';
import { documentHtml } from '../prints/document-html';
import { formatHalalas } from '../prints/format-print-variables';
import type { PrintLanguage } from '../prints/print-templates';
import { type RenderDocumentOptions, type RenderedDocument, renderDocument } from '../prints/render-document';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import type { PurchaseRequestEntity } from '../purchase-requests/purchase-request-scope';
import { inScope } from '../users/row-scope';
import { USER } from '../users/users';
import { OFFERS_COMPARISON } from './offers-comparisons';
import { lineSubtotal, lineVat } from './order-money';
import {
  ORDER_SCOPE,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER_DETAIL,
  type PurchaseOrderEntity,
  type PurchaseRequest,
} from './purchase-orders';
import { requestDetailIds } from './record-lines';
import { SUPPLIER_PROFILE } from './suppliers';

/*
 * The purchasing prints (STAFF-DOMAIN-2 1.6): the request, the request for quotation each invited
 * supplier receives, and the purchase order, through the print engine (shared/domain/prints).
 * Arabic by default; a DRAFT stamp until the request is approved or the order issued.
 */

/** What a print writes where a value is missing. */
export const NONE = '—';

type Labels = Readonly<Record<string, readonly [en: string, ar: string]>>;

/** The purchasing codes as the prints show them, in each language. */
const LABELS: Labels = {
  pending_acceptance: ['Pending approval', 'بانتظار الاعتماد'],
  approved: ['Approved', 'معتمد'],
  rejected: ['Rejected', 'مرفوض'],
  cancelled: ['Cancelled', 'ملغى'],
  closed: ['Closed', 'مغلق'],
  low: ['Low', 'منخفضة'],
  normal: ['Normal', 'عادية'],
  high: ['High', 'عالية'],
  urgent: ['Urgent', 'عاجلة'],
  pending_budget: ['Awaiting budget', 'بانتظار الميزانية'],
  issued: ['Issued', 'صادر'],
  on_hold: ['On hold', 'معلق'],
  partially_received: ['Partly received', 'مستلم جزئيًا'],
  received: ['Received', 'مستلم'],
  waiting: ['Waiting', 'لم تبدأ'],
  pending: ['Pending', 'قيد الاعتماد'],
  skipped: ['Skipped', 'تم تجاوزها'],
};

/** A code as a print shows it (the code itself when it has no label). */
export const purchasingLabel = (code: string | null | undefined, language: PrintLanguage): string => {
  if (!code) return NONE;
  const label = LABELS[code];
  return label ? label[language === 'ar' ? 1 : 0] : code;
};

/** A time's Riyadh day, or the dash. */
const dayOf = (iso: string | null | undefined): string =>
  iso && !Number.isNaN(Date.parse(iso)) ? riyadhDay(new Date(iso)) : NONE;

/** Text as a print variable takes it: at most 500 characters, the dash when empty. */
const text = (value: string | null | undefined): string => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed.slice(0, 500) : NONE;
};

/** The request's number as printed (a request stored before numbering: its id). */
export const requestNumber = (request: Pick<PurchaseRequestEntity, 'id' | 'number'>) =>
  request.number ?? `PR-${request.id}`;

/** The approval steps of acceptances, in order: the step, who decided (or who may), the decision, the day. */
export async function approvalRows(acceptances: AcceptanceEntity[], language: PrintLanguage) {
  const steps = acceptances.flatMap((acceptance) => acceptance.steps);
  const users = await loadEntities(
    steps.flatMap((step) => [step.decided_by_id, ...step.reviewer_ids]).map((id) => ({ type: USER, id })),
  );
  const nameOf = (id: number | null) => users.get(USER, id)?.name;
  return steps.map((step) => ({
    step: step.name,
    by:
      nameOf(step.decided_by_id) ??
      (step.reviewer_ids
        .map((id) => nameOf(id))
        .filter(Boolean)
        .join(language === 'ar' ? '، ' : ', ') ||
        NONE),
    decision: purchasingLabel(step.status, language),
    date: dayOf(step.decided_at),
  }));
}

/** The acceptances of ids (those that exist), in the order given. */
async function acceptancesOf(ids: Array<number | null | undefined>): Promise<AcceptanceEntity[]> {
  const loaded = await loadEntities(ids.map((id) => ({ type: ACCEPTANCE, id: id ?? null })));
  return ids.flatMap((id) => loaded.get(ACCEPTANCE, id ?? null) ?? []);
}

/** A request's lines, oldest first, with their materials. */
async function requestLines(request: PurchaseRequestEntity) {
  const ids = await requestDetailIds(request);
  const loaded = await loadEntities(ids.map((id) => ({ type: PURCHASE_REQUEST_DETAIL, id })));
  const lines = loaded.list(PURCHASE_REQUEST_DETAIL, ids);
  const materials = await loadEntities(lines.map((line) => ({ type: MATERIAL, id: line.material_id })));
  return lines.map((line) => ({ line, material: materials.get(MATERIAL, line.material_id) }));
}

/** A material's code and name as a print shows them. */
const materialCells = (material: MaterialEntity | undefined, language: PrintLanguage) => ({
  code: material ? material.code || materialNumber(material.id) : NONE,
  name: material ? materialName(material, language) : NONE,
});

/** The header every request document shares: company, number, dates, title, project. */
async function requestHeader(request: PurchaseRequestEntity) {
  const [company, project] = await Promise.all([
    findEntity(COMPANY, COMPANY_ID),
    request.project_id ? findEntity(PROJECT, request.project_id) : undefined,
  ]);
  return {
    variables: {
      'company.name_ar': company?.name_ar || NONE,
      'company.name_en': company?.name || NONE,
      'company.vat_number': company?.vat_number || NONE,
      'print.date': riyadhDay(new Date()),
      'request.number': requestNumber(request),
      'request.date': riyadhDay(new Date(request.created_at)),
      'request.title': text(request.title),
      'project.name': text(project?.name),
    },
    project,
  };
}

/** The stamp of a request's print: none once approved (or closed after it), else DRAFT; CANCELLED. */
const requestStamp = (request: Pick<PurchaseRequest, 'status'>): RenderDocumentOptions =>
  request.status === 'cancelled'
    ? { stamp: 'cancelled' }
    : ['approved', 'closed'].includes(request.status)
      ? {}
      : { stamp: 'draft' };

/** The purchase request print's variables (STAFF-DOMAIN-2 1.6). */
export async function purchaseRequestPrintVariables(request: PurchaseRequestEntity, language: PrintLanguage) {
  const [{ variables }, lines, item, requester, acceptances] = await Promise.all([
    requestHeader(request),
    requestLines(request),
    request.project_item_id ? findEntity(PROJECT_ITEM, request.project_item_id) : undefined,
    request.from_user_id ? findEntity(USER, request.from_user_id) : undefined,
    acceptancesOf([request.acceptance_id]),
  ]);
  return {
    ...variables,
    'request.status': purchasingLabel(request.status, language),
    'project_item.name': item
      ? `${item.code} ${language === 'en' ? (item.name_en ?? item.name_ar) : item.name_ar}`
      : NONE,
    // The HR issue brings the departments' names: until then the department prints by its number.
    'department.name': request.department_id
      ? `${language === 'ar' ? 'الإدارة' : 'Department'} ${request.department_id}`
      : NONE,
    'requester.name': text(requester?.name),
    'request.priority': purchasingLabel(request.priority ?? 'normal', language),
    'request.needed_by': request.needed_by ?? NONE,
    'request.estimate_total': request.estimate_total ?? 0,
    'request.note': text(request.note),
    lines: lines.map(({ line, material }, index) => {
      const qty = line.amount ?? 0;
      const price = line.estimated_unit_price;
      return {
        sequence: index + 1,
        ...materialCells(material, language),
        unit: line.unit ?? material?.unit ?? NONE,
        qty,
        specifications: text(line.technical_specifications),
        unit_estimate: price === null || price === undefined ? NONE : formatHalalas(price),
        estimate: price === null || price === undefined ? NONE : formatHalalas(Math.round(qty * price)),
      };
    }),
    approvals: await approvalRows(acceptances, language),
  };
}

/** Purchase Request: print — the request as a PDF behind a short-lived link. */
export async function printPurchaseRequest(
  request: PurchaseRequestEntity,
  language: PrintLanguage,
): Promise<RenderedDocument> {
  return renderDocument('purchase_request', await purchaseRequestPrintVariables(request, language), {
    language,
    ...requestStamp(request),
    fileName: `${requestNumber(request)}${requestStamp(request).stamp ? '-draft' : ''}.pdf`,
  });
}

/** Who a supplier writes back to about a request for quotation: the staff member who sent it. */
export interface RfqContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The request for quotation one supplier receives (STAFF-DOMAIN-2 1.6): the request's lines without
 * estimates, the reply-by date, the delivery site and the contact; no other supplier is named.
 */
export async function renderRfqDocument(
  request: PurchaseRequestEntity,
  rfq: { supplierName: string; replyBy: string; contact: RfqContact; language: PrintLanguage },
): Promise<RenderedDocument> {
  const [{ variables, project }, lines] = await Promise.all([requestHeader(request), requestLines(request)]);
  const { language } = rfq;
  return renderDocument(
    'purchase_request_rfq',
    {
      ...variables,
      'supplier.name': text(rfq.supplierName),
      'rfq.reply_by': rfq.replyBy,
      'rfq.needed_by': request.needed_by ?? NONE,
      'delivery.site': text(project?.name),
      'contact.name': text(rfq.contact.name),
      'contact.email': text(rfq.contact.email),
      'contact.phone': text(rfq.contact.phone),
      lines: lines.map(({ line, material }, index) => ({
        sequence: index + 1,
        ...materialCells(material, language),
        unit: line.unit ?? material?.unit ?? NONE,
        qty: line.amount ?? 0,
        specifications: text(line.technical_specifications),
      })),
    },
    { language, fileName: `RFQ-${requestNumber(request)}.pdf` },
  );
}

/** The order's lines as printed: material, unit, qty, price, VAT and the line's total with VAT. */
async function orderLineRows(order: PurchaseOrderEntity, language: PrintLanguage) {
  const ids = (await linkedIds({ type: PURCHASE_ORDER, id: order.id }, PURCHASE_ORDER_DETAIL)).reverse();
  const details = (await loadEntities(ids.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })))).list(
    PURCHASE_ORDER_DETAIL,
    ids,
  );
  // Lines written before the order kept its own copy read the offer and request lines they stand for.
  const offerLines = await loadEntities(
    details.map((detail) => ({
      type: PURCHASE_REQUEST_OFFER_DETAIL,
      id: detail.purchase_request_offer_details_id,
    })),
  );
  const requestLineOf = (detail: (typeof details)[number]) =>
    detail.request_details_id ??
    offerLines.get(PURCHASE_REQUEST_OFFER_DETAIL, detail.purchase_request_offer_details_id)
      ?.request_details_id ??
    null;
  const requestLinesRead = await loadEntities(
    details.map((detail) => ({ type: PURCHASE_REQUEST_DETAIL, id: requestLineOf(detail) })),
  );
  const materialOf = (detail: (typeof details)[number]) =>
    detail.material_id ?? requestLinesRead.get(PURCHASE_REQUEST_DETAIL, requestLineOf(detail))?.material_id;
  const materials = await loadEntities(
    details.map((detail) => ({ type: MATERIAL, id: materialOf(detail) ?? null })),
  );
  return details.map((detail, index) => {
    const offerLine = offerLines.get(PURCHASE_REQUEST_OFFER_DETAIL, detail.purchase_request_offer_details_id);
    const requestLine = requestLinesRead.get(PURCHASE_REQUEST_DETAIL, requestLineOf(detail));
    const material = materials.get(MATERIAL, materialOf(detail) ?? null);
    const priced = {
      qty: detail.ordered_qty ?? offerLine?.qty ?? 0,
      unit_price: detail.unit_price ?? offerLine?.one_piece_price ?? 0,
      vat_rate: detail.vat_rate ?? offerLine?.vat_rate ?? material?.vat_rate ?? 15,
    };
    const cells = materialCells(material, language);
    const vat = lineVat(priced);
    return {
      sequence: index + 1,
      material: material ? `${cells.code} ${cells.name}` : NONE,
      unit: requestLine?.unit ?? material?.unit ?? NONE,
      qty: priced.qty,
      unit_price: priced.unit_price,
      vat_rate: `${priced.vat_rate} %`,
      vat,
      line_total: lineSubtotal(priced) + vat,
    };
  });
}

/** An order's stamp: DRAFT until it is issued (waiting for its budget), CANCELLED when cancelled. */
const orderStamp = (order: Pick<PurchaseOrderEntity, 'status'>): RenderDocumentOptions =>
  order.status === 'cancelled'
    ? { stamp: 'cancelled' }
    : order.status === 'pending_budget'
      ? { stamp: 'draft' }
      : {};

/** The order's number as printed (an order stored before numbering: its id). */
export const orderNumber = (order: Pick<PurchaseOrderEntity, 'id' | 'number'>) =>
  order.number ?? `PO-${order.id}`;

/** The purchase order print's variables (STAFF-DOMAIN-2 1.6). */
export async function purchaseOrderPrintVariables(order: PurchaseOrderEntity, language: PrintLanguage) {
  const [company, project, supplier, profile, request, comparison, lines] = await Promise.all([
    findEntity(COMPANY, COMPANY_ID),
    findEntity(PROJECT, order.project_id),
    findEntity(USER, order.supplier_id),
    findEntity(SUPPLIER_PROFILE, order.supplier_id),
    findEntity(PURCHASE_REQUEST, order.purchase_request_id),
    order.offers_comparison_id ? findEntity(OFFERS_COMPARISON, order.offers_comparison_id) : undefined,
    orderLineRows(order, language),
  ]);
  const subtotal = order.subtotal ?? lines.reduce((sum, line) => sum + line.line_total - line.vat, 0);
  const vat = order.vat ?? lines.reduce((sum, line) => sum + line.vat, 0);
  const total = order.total ?? subtotal + vat;
  const acceptances = await acceptancesOf([request?.acceptance_id, comparison?.acceptance_id]);
  return {
    'company.name_ar': company?.name_ar || NONE,
    'company.name_en': company?.name || NONE,
    'company.vat_number': company?.vat_number || NONE,
    'print.date': riyadhDay(new Date()),
    'order.number': orderNumber(order),
    'order.date': riyadhDay(new Date(order.created_at)),
    'order.status': purchasingLabel(order.status, language),
    'order.title': text(order.title),
    'request.number': request ? requestNumber(request) : NONE,
    'supplier.name': text(profile?.name ?? supplier?.name),
    'supplier.cr_number': text(
      profile?.cr_number ?? (supplier?.id_number ? String(supplier.id_number) : null),
    ),
    'supplier.vat_number': text(profile?.vat_number),
    'supplier.national_address': text(profile?.national_address),
    'project.name': text(project?.name),
    // Warehouses come with the warehouse part of purchasing: until then one prints by its number.
    'delivery.warehouse': order.warehouse_id
      ? `${language === 'ar' ? 'المستودع' : 'Warehouse'} ${order.warehouse_id}`
      : NONE,
    'delivery.site': text(project?.name),
    lines,
    'order.subtotal': subtotal,
    'order.vat': vat,
    'order.total': total,
    'order.total_words': sarAmountInWords(total),
    'order.payment_terms': text(order.payment_terms),
    'order.supplying_duration': text(order.supplying_duration),
    'order.note': text(order.note),
    approvals: await approvalRows(acceptances, language),
  };
}

/**
 * purchase order: get-print-contnet — the order as the app previews and shares it: the filled
 * HTML, the variables as printed, and a short-lived link to the PDF.
 */
export async function purchaseOrderPrintContent(order: PurchaseOrderEntity, language: PrintLanguage) {
  const variables = await purchaseOrderPrintVariables(order, language);
  const stamp = orderStamp(order);
  const document = await renderDocument('purchase_order', variables, {
    language,
    ...stamp,
    fileName: `${orderNumber(order)}${stamp.stamp === 'draft' ? '-draft' : ''}.pdf`,
  });
  const content = documentHtml('purchase_order', variables, language);
  return {
    html: content.html,
    variables: content.variables,
    pdf_url: document.url,
    pdf_name: document.name,
    language,
    stamp: stamp.stamp ?? null,
  };
}

/** The print content of an order in the caller's `purchasing` row scope, or 404 (out of scope reads as missing). */
export async function scopedOrderPrintContent(caller: StaffCaller, orderId: number, language: PrintLanguage) {
  const order = await findEntity(PURCHASE_ORDER, orderId);
  if (!order || !inScope(caller, 'purchasing', order, ORDER_SCOPE)) throw new NotFoundError('purchase order');
  return purchaseOrderPrintContent(order, language);
}
