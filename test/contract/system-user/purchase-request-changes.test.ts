import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { findEntity } from '../../../shared/db/entity-store';
import { MATERIAL } from '../../../shared/domain/materials/materials';
import {
  Deleted,
  PurchaseRequestComment,
  PurchaseRequestSuppliers,
  StaffPurchaseRequestDetails,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { storeRequest } from '../../support/purchase-requests';

const url = `${systemUserUrl}/purchasing/purchase-requests`;
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own', department_id: 3 });
const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });
const post = (path: string, headers: Record<string, string>, body: unknown) =>
  call(`${url}${path}`, { method: 'POST', headers: json(headers), body: JSON.stringify(body) });

/** A request stored by the caller, decided by the project's manager (and procurement when accepted). */
async function decidedRequest(headers: Record<string, string>, decision: 'accept' | 'reject') {
  const request = expectSingle((await storeRequest(headers)).body, StaffPurchaseRequestDetails);
  const acceptance = `${systemUserUrl}/acceptances/${request.acceptance?.id}`;
  const projectManager = await demoStaff('hind.pm@example.com', ['project_manager']);
  if (decision === 'reject') {
    const rejected = await call(`${acceptance}/reject`, {
      headers: projectManager.headers,
      form: { reason: 'Quantities too high' },
    });
    expect(rejected.status).toBe(200);
    return request;
  }
  expect((await call(`${acceptance}/accept`, { headers: projectManager.headers, form: {} })).status).toBe(
    200,
  );
  const manager = await demoStaff(demoRoleEmail('procurement_manager'), ['procurement_manager']);
  expect((await call(`${acceptance}/accept`, { headers: manager.headers, form: {} })).status).toBe(200);
  return request;
}

async function supplierIds(headers: Record<string, string>) {
  const answer = await call(
    `${systemUserUrl}/purchasing/purchase-requests/get-create-update-data/suppliers`,
    {
      headers,
    },
  );
  return expectSingle(answer.body, PurchaseRequestSuppliers).suppliers.map((supplier) => supplier.id);
}

const offerOf = (supplierId: number, lines: Array<{ id: number }>, price = '1750.25') => ({
  supplier_id: supplierId,
  offer_number: 9001,
  valid_until: '2026-12-31',
  payment_terms: '30% advance',
  delivery_days: 14,
  vat_included: false,
  lines: lines.map((line, index) => ({
    request_details_id: line.id,
    qty: index === 0 ? 12 : 40,
    one_piece_price: index === 0 ? price : '410.10',
    vat_rate: index === 0 ? 15 : 0,
  })),
});

describe.concurrent('{system_user_url}/purchasing/purchase-requests changes', () => {
  it('records offers on an approved request: totals with VAT apart, a newer offer replaces the older', async () => {
    const { headers } = await officer();
    const request = await decidedRequest(headers, 'accept');
    const [first, second] = await supplierIds(headers);
    const recorded = await post(`/${request.id}/update`, headers, {
      offers: [offerOf(first as number, request.lines), offerOf(second as number, request.lines, '1700')],
    });
    expect(recorded.status).toBe(200);
    const shown = expectSingle(recorded.body, StaffPurchaseRequestDetails);
    expect(shown.sourcing_status).toBe('offers_received');
    // 12 × 1750.25 = 21003.00 (+ 3150.45 VAT at 15%) and 40 × 410.10 = 16404.00 zero-rated.
    expect(shown.offers[0]).toMatchObject({
      subtotal: 37407,
      vat: 3150.45,
      total: 40557.45,
      status: 'received',
    });
    expect(shown.offers[0]?.lines.map((line) => line.total)).toEqual([21003, 16404]);
    const again = await post(`/${request.id}/update`, headers, {
      offers: [offerOf(first as number, request.lines, '1760')],
    });
    const replaced = expectSingle(again.body, StaffPurchaseRequestDetails);
    expect(replaced.offers.map((offer) => [offer.supplier_id, offer.status])).toEqual([
      [first, 'replaced'],
      [second, 'received'],
      [first, 'received'],
    ]);

    const english = await post(`/${request.id}/update`, headers, {
      offers: [
        {
          ...offerOf(first as number, request.lines),
          lines: [{ request_details_id: request.lines[0]?.id, qty: 13, one_piece_price: '1', vat_rate: 5 }],
        },
      ],
    });
    expect(english.status).toBe(422);
    expect(english.body.errors['offers.0.lines.0.vat_rate']).toBeDefined();
    const over = await post(
      `/${request.id}/update`,
      { ...headers, 'Accept-Language': 'ar' },
      {
        offers: [
          {
            ...offerOf(first as number, request.lines),
            lines: [
              { request_details_id: request.lines[0]?.id, qty: 13, one_piece_price: '1', vat_rate: 15 },
            ],
          },
        ],
      },
    );
    expect(over.status).toBe(422);
    expect(over.body.errors['offers.0.lines.0.qty']).toEqual([
      'لا تتجاوز الكمية المعروضة الكمية المطلوبة 12.',
    ]);
    const notSupplier = await post(`/${request.id}/update`, headers, { offers: [offerOf(1, request.lines)] });
    expect(notSupplier.body.errors['offers.0.supplier_id']).toEqual([
      'The supplier must be a supplier with a profile that is not blocked.',
    ]);
    // Lines are not changed while approved.
    expect((await post(`/${request.id}/update`, headers, { title: 'Another title' })).status).toBe(409);
  });

  it('keeps one live offer per supplier under 20 parallel offers (Q2)', async () => {
    const { headers } = await officer();
    const request = await decidedRequest(headers, 'accept');
    const [supplier] = await supplierIds(headers);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(`/${request.id}/update`, headers, {
          offers: [offerOf(supplier as number, request.lines, `${1700 + index}`)],
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    const shown = expectSingle(
      (await call(`${url}/${request.id}`, { headers })).body,
      StaffPurchaseRequestDetails,
    );
    const live = shown.offers.filter((offer) => offer.status === 'received');
    expect(live).toHaveLength(1);
    expect(shown.offers.filter((offer) => offer.status === 'replaced')).toHaveLength(shown.offers.length - 1);
  });

  it("counts the seeded request's selected offer as its supplier's live one (no second offer)", async () => {
    const { headers } = await officer();
    const seeded = expectSingle((await call(`${url}/1`, { headers })).body, StaffPurchaseRequestDetails);
    const selected = seeded.offers.find((offer) => offer.status === 'selected');
    const again = await post('/1/update', headers, {
      offers: [offerOf(selected?.supplier_id as number, seeded.lines, '1650')],
    });
    expect(again.status).toBe(409);
    const after = expectSingle((await call(`${url}/1`, { headers })).body, StaffPurchaseRequestDetails);
    expect(after.offers).toHaveLength(seeded.offers.length);
  });

  it('resubmits a rejected request with new lines, then deletes it once cancelled', async () => {
    const { headers } = await officer();
    const request = await decidedRequest(headers, 'reject');
    const rejected = expectSingle(
      (await call(`${url}/${request.id}`, { headers })).body,
      StaffPurchaseRequestDetails,
    );
    expect(rejected.status).toBe('rejected');
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers })).status).toBe(200);

    const again = await officer();
    const second = await decidedRequest(again.headers, 'reject');
    const before = (await findEntity(MATERIAL, 103))?.reference_count ?? 0;
    const updated = await post(`/${second.id}/update`, again.headers, {
      title: 'Rebar only, fewer tonnes',
      lines: [
        { material_id: 205, amount: 8, estimated_unit_price: '1800' },
        { material_id: 103, amount: 100 },
        { material_id: 101, amount: 5 },
      ],
    });
    expect(updated.status).toBe(200);
    const resubmitted = expectSingle(updated.body, StaffPurchaseRequestDetails);
    expect(resubmitted).toMatchObject({
      status: 'pending_acceptance',
      title: 'Rebar only, fewer tonnes',
      estimate_total: 14400,
    });
    expect(resubmitted.lines.map((line) => [line.material_id, line.amount])).toEqual([
      [205, 8],
      [103, 100],
      [101, 5],
    ]);
    expect(resubmitted.acceptance?.id).not.toBe(second.acceptance?.id);
    expect((await findEntity(MATERIAL, 103))?.reference_count).toBe(before + 1);
    expect((await call(`${url}/${second.id}`, { method: 'DELETE', headers: again.headers })).status).toBe(
      409,
    );

    const cancelled = await post(`/${second.id}/cancel`, again.headers, { reason: 'Bought from stock' });
    expect(cancelled.status).toBe(200);
    const shown = expectSingle(cancelled.body, StaffPurchaseRequestDetails);
    expect(shown).toMatchObject({ status: 'cancelled', cancel_reason: 'Bought from stock' });
    expect(shown.acceptance?.status).toBe('cancelled');
    expect(shown.lines.every((line) => line.orderable_qty === 0 && line.closed_qty === line.amount)).toBe(
      true,
    );
    expect((await post(`/${second.id}/cancel`, again.headers, { reason: 'Again' })).status).toBe(409);
    const deleted = await call(`${url}/${second.id}`, { method: 'DELETE', headers: again.headers });
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });
    expect((await call(`${url}/${second.id}`, { headers: again.headers })).status).toBe(404);
  });

  it('cancels an approved request with its offers; refuses a cancel without a reason', async () => {
    const { headers } = await officer();
    const request = await decidedRequest(headers, 'accept');
    const [supplier] = await supplierIds(headers);
    await post(`/${request.id}/update`, headers, { offers: [offerOf(supplier as number, request.lines)] });
    const missing = await post(
      `/${request.id}/cancel`,
      { ...headers, 'Accept-Language': 'ar' },
      { reason: '' },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.reason).toBeDefined();
    const cancelled = expectSingle(
      (await post(`/${request.id}/cancel`, headers, { reason: 'Project paused' })).body,
      StaffPurchaseRequestDetails,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.offers.map((offer) => offer.status)).toEqual(['cancelled']);
    // An offer was recorded: no delete.
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers })).status).toBe(409);
  });

  it('takes comments with files from anyone who sees the request; 404 outside the scope', async () => {
    const { headers } = await officer();
    const request = expectSingle((await storeRequest(headers)).body, StaffPurchaseRequestDetails);
    const stored = await call(`${url}/${request.id}/comments`, {
      headers,
      form: {
        body: 'Supplier asked\u202e for drawings',
        'files[]': [new Blob(['%PDF-1.4 drawings'], { type: 'application/pdf' })],
      },
    });
    expect(stored.status).toBe(201);
    const comment = expectSingle(stored.body, PurchaseRequestComment);
    expect(comment.body).toBe('Supplier asked for drawings');
    expect(comment.attachments).toHaveLength(1);
    const shown = expectSingle(
      (await call(`${url}/${request.id}`, { headers })).body,
      StaffPurchaseRequestDetails,
    );
    expect(shown.comments.map((entry) => entry.id)).toEqual([comment.id]);
    const empty = await call(`${url}/${request.id}/comments`, { headers, form: { body: ' ' } });
    expect(empty.status).toBe(422);
    const elsewhere = await crmStaff(['project_manager'], { row_scope: 'projects', project_ids: [2] });
    expect(
      (await call(`${url}/${request.id}/comments`, { headers: elsewhere.headers, form: { body: 'Hello' } }))
        .status,
    ).toBe(404);
    const reader = await crmStaff(['finance_manager'], { row_scope: 'all' });
    expect(
      (await call(`${url}/${request.id}/comments`, { headers: reader.headers, form: { body: 'Hi' } })).status,
    ).toBe(403);
  });

  it('answers 404 outside the row scope and 403 without the manage ability for every change', async () => {
    const { headers } = await officer();
    const request = expectSingle((await storeRequest(headers)).body, StaffPurchaseRequestDetails);
    const elsewhere = await crmStaff(['project_manager'], { row_scope: 'projects', project_ids: [2] });
    const reader = await crmStaff(['general_manager'], { row_scope: 'all' });
    for (const caller of [elsewhere, reader]) {
      const expected = caller === elsewhere ? 404 : 403;
      expect((await post(`/${request.id}/update`, caller.headers, { title: 'New' })).status).toBe(expected);
      expect((await post(`/${request.id}/cancel`, caller.headers, { reason: 'No' })).status).toBe(expected);
      expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers: caller.headers })).status).toBe(
        expected,
      );
    }
    // Pending approval: neither lines nor offers change (409), and it is not deleted (409).
    expect((await post(`/${request.id}/update`, headers, { title: 'New' })).status).toBe(409);
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers })).status).toBe(409);
  });

  it('numbers 10 parallel stores apart, and cancels a request once under 20 parallel cancels', async () => {
    const { headers } = await officer();
    // 10, not 20: each store is a large transaction, and the file keeps to its time.
    const stored = await Promise.all(Array.from({ length: 10 }, () => storeRequest(headers)));
    expect(stored.filter((answer) => answer.status !== 201).map((answer) => answer.body.message)).toEqual([]);
    const landed = stored;
    const numbers = landed.map((answer) => expectSingle(answer.body, StaffPurchaseRequestDetails).number);
    expect(new Set(numbers).size).toBe(10);
    const request = expectSingle(landed[0]?.body, StaffPurchaseRequestDetails);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/${request.id}/cancel`, headers, { reason: 'Duplicate request' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
  });
});
