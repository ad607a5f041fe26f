import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesTo, waitForMessage } from '../../../infra/local/outbox-reader';
import { createEntity, findEntity, linkedIds } from '../../../shared/db/entity-store';
import { ACCEPTANCE, type Acceptance } from '../../../shared/domain/acceptances/acceptances';
import { MATERIAL } from '../../../shared/domain/materials/materials';
import { formatHalalas } from '../../../shared/domain/prints/format-print-variables';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  type PurchaseRequest,
} from '../../../shared/domain/purchasing/purchase-orders';
import { RFQ_INVITATION } from '../../../shared/domain/purchasing/rfq';
import { SUPPLIER_PROFILE } from '../../../shared/domain/purchasing/suppliers';
import { USER, userUniques } from '../../../shared/domain/users/users';
import { parseMimeMessage } from '../../../shared/notifications/mime';
import {
  DownloadableFile,
  PurchaseOrderPrintContent,
  RfqInvitedSuppliers,
  RfqSent,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';
import { downloadPdf, pdfText, squeezed } from '../../support/pdf-text';

const requestsUrl = `${systemUserUrl}/purchasing/purchase-requests`;
const ordersUrl = `${systemUserUrl}/purchasing/purchase-orders`;
const fresh = () => randomUUID().replaceAll('-', '').slice(0, 8);
/** A demo project every fixture of this file belongs to. */
const PROJECT_ID = 1;

const officer = () => crmStaff(['procurement_officer'], { row_scope: 'all' });

/** A material of the test's own. */
async function material(name: string) {
  const code = `T-${fresh().toUpperCase()}`;
  return createEntity(MATERIAL, {
    code,
    name_ar: name,
    name_en: `Material ${code}`,
    material_category_id: 1,
    unit: 't',
    specifications: null,
    vat_rate: 15,
    is_stock_item: true,
    default_supplier_ids: [],
    over_receipt_allowance_pct: null,
    min_stock: null,
    last_purchase_price: null,
    is_active: true,
    reference_count: 0,
  });
}

/** A supplier of the test's own: a user without roles and its profile (blocked on demand). */
async function supplier(options: { blocked?: boolean } = {}) {
  const tag = fresh();
  const user = {
    name: `مورد ${tag}`,
    email: `supplier.${tag}@example.com`,
    phone: null,
    job_title: null,
    id_number: null,
    roles: [],
  };
  const created = await createEntity(USER, user, { uniques: userUniques(user) });
  await createEntity(
    SUPPLIER_PROFILE,
    {
      name: user.name,
      email: `rfq.${tag}@example.com`,
      cr_number: `700${tag.replace(/\D/g, '1').slice(0, 7).padEnd(7, '1')}`,
      vat_number: '310123456100003',
      iban: null,
      national_address: `RIYA${tag.slice(0, 4)}, Riyadh 14331`,
      material_category_ids: [1],
      is_blocked: options.blocked ?? false,
    },
    { id: created.id },
  );
  return {
    id: created.id,
    name: user.name,
    email: `rfq.${tag}@example.com`,
  };
}

/** An approval of a request with its two steps: the project manager approved, procurement pending. */
async function acceptance(requestedBy: number, approver: { id: number; name: string }) {
  const step = (sequence: number, name: string, decided: boolean) => ({
    sequence,
    name,
    reviewer: { kind: 'role', role: 'project_manager' },
    mode: 'any' as const,
    exclude_requester: true,
    bypass_if_same_reviewer: false,
    status: decided ? ('approved' as const) : ('pending' as const),
    reviewer_ids: [approver.id],
    approved_by_ids: decided ? [approver.id] : [],
    inbox: [],
    opened_at: '2026-11-20T08:00:00.000Z',
    decided_by_id: decided ? approver.id : null,
    decided_at: decided ? '2026-11-21T08:00:00.000Z' : null,
    comment: null,
  });
  const fields: Acceptance = {
    approvable_type: 'purchase_request',
    approvable_id: 0,
    title_en: 'Purchase request',
    title_ar: 'طلب شراء',
    project_id: PROJECT_ID,
    client_id: null,
    amount: 1000,
    subtype: null,
    requested_by_id: requestedBy,
    requested_at: '2026-11-20T08:00:00.000Z',
    status: 'pending',
    current_sequence: 2,
    policy_name: 'purchase_request',
    bulk_allowed: false,
    reminder_hours: 24,
    sla_hours: 48,
    escalation_role: null,
    remind_at: null,
    due_at: null,
    escalated_at: null,
    decided_at: null,
    decided_by_id: null,
    decision_comment: null,
    steps: [step(1, 'Project manager', true), step(2, 'Procurement manager', false)] as never,
    events: [],
  };
  return createEntity(ACCEPTANCE, fields);
}

/** A purchase request of the test's own with two lines (one estimated), in `status`. */
async function purchaseRequest(
  status: PurchaseRequest['status'],
  more: Partial<PurchaseRequest> & { from_user_id?: number } = {},
) {
  const tag = fresh();
  const [steel, cement] = await Promise.all([material('حديد تسليح اختبار'), material('أسمنت اختبار')]);
  const request = await createEntity(
    PURCHASE_REQUEST,
    {
      from_user_id: more.from_user_id ?? null,
      project_id: PROJECT_ID,
      title: `طلب اختبار ${tag}`,
      status,
      number: `PR-2026-T${tag}`,
      department_id: 4,
      type: 'materials',
      priority: 'high',
      needed_by: '2026-12-15',
      note: null,
      estimate_total: 3_240_000,
      sourcing_status: 'none',
      order_status: 'not_ordered',
      cancel_reason: null,
      acceptance_id: null,
      ...more,
    },
    { links: [{ type: 'PROJECT', id: PROJECT_ID }] },
  );
  const line = (materialId: number, amount: number, price: number | null, specs: string) =>
    createEntity(
      PURCHASE_REQUEST_DETAIL,
      {
        material_id: materialId,
        purchase_request_id: request.id,
        amount,
        technical_specifications: specs,
        unit: 't',
        estimated_unit_price: price,
        ordered_qty: 0,
        issued_from_stock_qty: 0,
        closed_qty: 0,
        orderable_qty: amount,
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
  await line(steel.id, 12, 270_000, 'SASO 2-2021');
  await line(cement.id, 40, null, 'Type I');
  return { request, steel, cement };
}

/** A purchase order of the test's own for `supplierId`: one steel line of 12 t at 2,700.00 with 15 % VAT. */
async function purchaseOrder(supplierId: number, status: string, createdBy: number) {
  const { request, steel } = await purchaseRequest('approved');
  const order = await createEntity(PURCHASE_ORDER, {
    title: `أمر اختبار ${fresh()}`,
    payment_terms: '30% مقدمًا والباقي عند الاستلام',
    supplying_duration: '14 يومًا',
    note: 'Deliver to gate 3',
    status,
    total: 3_726_000,
    purchase_request_offer_id: null,
    purchase_request_id: request.id,
    supplier_id: supplierId,
    project_id: PROJECT_ID,
    number: `PO-2026-T${fresh()}`,
    subtotal: 3_240_000,
    vat: 486_000,
    created_by_id: createdBy,
    warehouse_id: 1,
  });
  await createEntity(
    PURCHASE_ORDER_DETAIL,
    {
      purchase_request_offer_details_id: null,
      purchase_order_id: order.id,
      material_id: steel.id,
      ordered_qty: 12,
      unit_price: 270_000,
      vat_rate: 15,
    },
    { links: [{ type: PURCHASE_ORDER, id: order.id }] },
  );
  return { order, steel };
}

async function printed(url: string, headers: Record<string, string>) {
  const response = await call(url, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const file = expectSingle(response.body, DownloadableFile);
  const pdf = await downloadPdf(file.url);
  expect(pdf.length).toBe(file.size);
  return { file, pdf };
}

const sendMail = (
  requestId: number,
  headers: Record<string, string>,
  form: Record<string, string | string[]>,
) => call(`${requestsUrl}/${requestId}/send-mail`, { headers, form });

/** The PDF attached to the RFQ e-mail to `to` sent at or after `since`. */
async function attachedPdf(to: string, since: number, number: string) {
  const message = await waitForMessage(
    baseUrl,
    to,
    since,
    (each) => each.channel === 'email' && each.subject.includes(number),
  );
  const mime = parseMimeMessage((message as { mime?: string }).mime ?? '');
  const part = mime.parts.find((each) => each.headers['content-type'] === 'application/pdf');
  expect(part, 'the PDF attachment').toBeDefined();
  return { message, pdf: part?.content as Buffer };
}

// One test at a time: the prints share one Chromium, and run slower side by side (27 s against 16 s).
describe('{system_user_url}/purchasing: the purchasing documents', () => {
  it('prints a purchase request in Arabic with its lines, estimates and approval steps, DRAFT until approved', async () => {
    const { headers, id } = await officer();
    const approver = { id, name: (await findEntity(USER, id))?.name ?? '' };
    const approval = await acceptance(id, approver);
    const { request, steel, cement } = await purchaseRequest('pending_acceptance', {
      acceptance_id: approval.id,
      from_user_id: id,
    });
    const { file, pdf } = await printed(`${requestsUrl}/${request.id}/print`, headers);
    expect(file.name).toBe(`${request.number}-draft.pdf`);
    const text = pdfText(pdf);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/pr-print.pdf', pdf);
    expect(text).toContain(request.number as string);
    expect(squeezed(text)).toContain(squeezed('طلب شراء رقم'));
    expect(text).toContain(steel.code);
    expect(text).toContain(cement.code);
    expect(text).toContain('SASO');
    expect(text).toContain('Type I');
    // 12 t at 2,700.00: the estimate 32,400.00; the unestimated line prints a dash.
    expect(text).toContain(formatHalalas(270_000));
    expect(text).toContain(formatHalalas(3_240_000));
    expect(text).toContain('Project manager');
    expect(text).toContain('Procurement manager');
    expect(text).toContain(approver.name);
    expect(text).toContain('2026-11-21');
    // The Arabic stamp's letters come apart in pdftotext's reading: the English print shows it below.

    const english = await printed(`${requestsUrl}/${request.id}/print?language=en`, headers);
    const englishText = pdfText(english.pdf);
    expect(englishText).toContain(`Purchase request ${request.number}`);
    expect(englishText).toContain('High');
    expect(pdfText(english.pdf, 'raw')).toContain('DRAFT');

    const { request: approved } = await purchaseRequest('approved');
    const clean = await printed(`${requestsUrl}/${approved.id}/print?language=en`, headers);
    expect(clean.file.name).toBe(`${approved.number}.pdf`);
    expect(pdfText(clean.pdf, 'raw')).not.toContain('DRAFT');
  });

  it("answers an order's print content: HTML, variables and a PDF with the supplier, VAT and the total in Arabic words", async () => {
    const { headers, id } = await officer();
    const vendor = await supplier();
    const { order, steel } = await purchaseOrder(vendor.id, 'issued', id);
    const response = await call(`${ordersUrl}/${order.id}/print-content`, { headers });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const content = expectSingle(response.body, PurchaseOrderPrintContent);
    expect(content.language).toBe('ar');
    expect(content.stamp).toBeNull();
    expect(content.variables['order.number']).toBe(order.number);
    expect(content.variables['order.total']).toBe('37,260.00');
    expect(content.variables['order.total_words']).toBe(
      'فقط سبعة وثلاثون ألف ومائتان وستون ريال سعودي لا غير',
    );
    expect(content.variables.lines).toEqual([
      expect.objectContaining({
        qty: '12',
        unit_price: '2,700.00',
        vat: '4,860.00',
        line_total: '37,260.00',
      }),
    ]);
    expect(content.html).toContain(order.number as string);
    expect(content.html).toContain('dir="rtl"');
    const pdf = await downloadPdf(content.pdf_url);
    const text = pdfText(pdf);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/po-print.pdf', pdf);
    const profile = await findEntity(SUPPLIER_PROFILE, vendor.id);
    expect(text).toContain(order.number as string);
    expect(text).toContain(profile?.cr_number ?? 'missing');
    expect(text).toContain('310123456100003');
    expect(text).toContain(steel.code);
    expect(text).toContain('37,260.00');
    expect(text).toContain('4,860.00');
    expect(squeezed(text)).toContain(squeezed('سبعة وثلاثون'));

    // Waiting for its budget, the order is a draft; in English on ?language=en.
    const { order: waiting } = await purchaseOrder(vendor.id, 'pending_budget', id);
    const draft = expectSingle(
      (await call(`${ordersUrl}/${waiting.id}/print-content?language=en`, { headers })).body,
      PurchaseOrderPrintContent,
    );
    expect(draft.stamp).toBe('draft');
    expect(draft.html).toContain(`Purchase order <bdi>${waiting.number}</bdi>`);
    expect(pdfText(await downloadPdf(draft.pdf_url), 'raw')).toContain('DRAFT');
  });

  it('e-mails each supplier its own RFQ with the PDF attached, counts re-sends and lists the invited suppliers', async () => {
    const { headers, id } = await officer();
    const [first, second] = await Promise.all([supplier(), supplier()]);
    const { request, steel } = await purchaseRequest('approved');
    const since = Date.now();
    const sent = await sendMail(request.id, headers, {
      'supplier_ids[]': [String(first.id), String(second.id)],
      reply_by: '2099-01-15',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const answer = expectSingle(sent.body, RfqSent);
    expect(answer).toMatchObject({
      purchase_request_id: request.id,
      sourcing_status: 'rfq_sent',
      reply_by: '2099-01-15',
    });
    expect(answer.sent.map((each) => [each.supplier_id, each.email, each.sent_count])).toEqual([
      [first.id, first.email, 1],
      [second.id, second.email, 1],
    ]);
    expect((await findEntity(PURCHASE_REQUEST, request.id))?.sourcing_status).toBe('rfq_sent');

    const { message, pdf } = await attachedPdf(first.email, since, request.number as string);
    expect(message.body).toContain('2099-01-15');
    const text = pdfText(pdf);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/rfq.pdf', pdf);
    expect(squeezed(text)).toContain(squeezed(first.name));
    expect(text).toContain(steel.code);
    expect(text).toContain('2099-01-15');
    // No estimate and no other supplier on it.
    expect(text).not.toContain(formatHalalas(270_000));
    expect(squeezed(text)).not.toContain(squeezed(second.name));
    const other = await attachedPdf(second.email, since, request.number as string);
    expect(squeezed(pdfText(other.pdf))).not.toContain(squeezed(first.name));

    // A re-send to the first counts up; the second keeps its one invitation.
    const again = await sendMail(request.id, headers, { 'supplier_ids[]': [String(first.id)] });
    expect(expectSingle(again.body, RfqSent).sent).toEqual([
      expect.objectContaining({ supplier_id: first.id, sent_count: 2 }),
    ]);
    const listed = expectSingle(
      (await call(`${requestsUrl}/${request.id}/suppliers`, { headers })).body,
      RfqInvitedSuppliers,
    );
    expect(listed.sourcing_status).toBe('rfq_sent');
    expect(
      listed.suppliers.map((each) => [each.supplier_id, each.sent_count, each.status, each.offer]),
    ).toEqual([
      [first.id, 2, 'invited', null],
      [second.id, 1, 'invited', null],
    ]);
    expect(listed.suppliers[0]?.supplier.cr_number).toMatch(/^700/);
    // An offer recorded from the first supplier: its invitation reads responded, with the offer.
    const offer = await createEntity(
      PURCHASE_REQUEST_OFFER,
      {
        purchase_request_id: request.id,
        supplier_id: first.id,
        status: 'received',
        description: null,
        offer_number: 77,
        total: 3_726_000,
        valid_until: '2099-02-01',
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    const answered = expectSingle(
      (await call(`${requestsUrl}/${request.id}/suppliers`, { headers })).body,
      RfqInvitedSuppliers,
    ).suppliers;
    expect(answered[0]).toMatchObject({
      status: 'responded',
      offer_status: 'received',
      offer: {
        id: offer.id,
        status: 'received',
        offer_number: '77',
        total: 37260,
        valid_until: '2099-02-01',
      },
    });
    expect(answered[1]).toMatchObject({ status: 'invited', offer: null });
    expect(await linkedIds({ type: PURCHASE_REQUEST, id: request.id }, RFQ_INVITATION)).toHaveLength(2);
    expect(id).toBeGreaterThan(0);
  });

  it('answers 422 in English and Arabic for no supplier, too many, a blocked or unknown one and a past reply-by date', async () => {
    const { headers } = await officer();
    const { request } = await purchaseRequest('approved');
    const blocked = await supplier({ blocked: true });
    const none = await sendMail(request.id, headers, {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['supplier_ids']);
    const arabic = await sendMail(request.id, { ...headers, 'Accept-Language': 'ar' }, {});
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.supplier_ids[0]).toMatch(/[\u0600-\u06FF]/);
    const many = await sendMail(request.id, headers, {
      'supplier_ids[]': Array.from({ length: 11 }, (_, index) => String(index + 1)),
    });
    expect(many.status).toBe(422);
    const refused = await sendMail(request.id, headers, {
      'supplier_ids[]': [String(blocked.id), '99999999'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'supplier_ids.0': [`The supplier ${blocked.name} is blocked.`],
      'supplier_ids.1': [expect.stringContaining('invalid')],
    });
    const refusedAr = await sendMail(
      request.id,
      { ...headers, 'Accept-Language': 'ar' },
      {
        'supplier_ids[]': [String(blocked.id)],
      },
    );
    expect(refusedAr.body.errors).toEqual({ 'supplier_ids.0': [`المورد ${blocked.name} موقوف.`] });
    const past = await sendMail(request.id, headers, {
      'supplier_ids[]': [String((await supplier()).id)],
      reply_by: '2020-01-01',
    });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors)).toEqual(['reply_by']);
    // Nothing was sent: the request's sourcing did not move.
    expect((await findEntity(PURCHASE_REQUEST, request.id))?.sourcing_status).toBe('none');
  });

  it('refuses quotations for a request that is not approved (409)', async () => {
    const { headers } = await officer();
    const { request } = await purchaseRequest('pending_acceptance');
    const vendor = await supplier();
    const refused = await sendMail(request.id, headers, { 'supplier_ids[]': [String(vendor.id)] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('approved purchase request');
    expect(await messagesTo(baseUrl, vendor.email)).toEqual([]);
  });

  it('makes one invitation of 20 parallel sends to one supplier, counted once per send that landed', async () => {
    const { headers } = await officer();
    const { request } = await purchaseRequest('approved');
    const vendor = await supplier();
    const since = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendMail(request.id, headers, { 'supplier_ids[]': [String(vendor.id)] }),
      ),
    );
    const landed = answers.filter((answer) => answer.status === 200).length;
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(landed).toBeGreaterThan(0);
    const invitations = await linkedIds({ type: PURCHASE_REQUEST, id: request.id }, RFQ_INVITATION);
    expect(invitations).toHaveLength(1);
    const invitation = await findEntity(RFQ_INVITATION, invitations[0] as number);
    expect(invitation?.sent_count).toBe(landed);
    // One e-mail per send that landed.
    const deadline = Date.now() + 15_000;
    let delivered = 0;
    while (Date.now() < deadline) {
      delivered = (await messagesTo(baseUrl, vendor.email)).filter(
        (message) => Date.parse(message.delivered_at) >= since,
      ).length;
      if (delivered >= landed) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(delivered).toBe(landed);
  });

  it('answers 404 outside the row scope, 403 without the abilities, 401 without a token', async () => {
    const { headers, id } = await officer();
    const { request } = await purchaseRequest('approved');
    const vendor = await supplier();
    const { order } = await purchaseOrder(vendor.id, 'issued', id);
    // A project manager of no project sees no request and no order.
    const outsider = await crmStaff(['project_manager'], { row_scope: 'own', project_ids: [] });
    for (const url of [
      `${requestsUrl}/${request.id}/print`,
      `${requestsUrl}/${request.id}/suppliers`,
      `${ordersUrl}/${order.id}/print-content`,
    ])
      expect((await call(url, { headers: outsider.headers })).status, url).toBe(404);
    expect(
      (await sendMail(request.id, outsider.headers, { 'supplier_ids[]': [String(vendor.id)] })).status,
    ).toBe(404);
    expect((await call(`${requestsUrl}/999999999/print`, { headers })).status).toBe(404);
    expect((await call(`${ordersUrl}/999999999/print-content`, { headers })).status).toBe(404);

    // Without the abilities: 403; viewing requests does not send their e-mails.
    const nobody = await crmStaff([], { row_scope: 'all' });
    expect((await call(`${requestsUrl}/${request.id}/print`, { headers: nobody.headers })).status).toBe(403);
    expect((await call(`${ordersUrl}/${order.id}/print-content`, { headers: nobody.headers })).status).toBe(
      403,
    );
    const viewer = await crmStaff([], { row_scope: 'all' }, ['purchasing.requests.view']);
    expect((await call(`${requestsUrl}/${request.id}/suppliers`, { headers: viewer.headers })).status).toBe(
      200,
    );
    expect(
      (await sendMail(request.id, viewer.headers, { 'supplier_ids[]': [String(vendor.id)] })).status,
    ).toBe(403);

    expect((await call(`${requestsUrl}/${request.id}/print`, { headers: keyHeaders() })).status).toBe(401);
    expect((await call(`${ordersUrl}/${order.id}/print-content`, { headers: keyHeaders() })).status).toBe(
      401,
    );
  });
});
