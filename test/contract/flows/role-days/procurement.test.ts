import { describe, expect, it } from 'vitest';
import { call, systemUserUrl } from '../../../support/http';
import { roleDay } from '../../../support/role-day';

// On the shared stack: the day makes its own request, offers, comparison, order and payment, and
// asserts only those.
const day = roleDay(call);
const requests = `${systemUserUrl}/purchasing/purchase-requests`;
const orders = `${systemUserUrl}/purchasing/purchase-orders`;
/** The MEP budget line of demo project 1 (1 200 000 SAR, which the seed commits nothing of). */
const MEP_ITEM = 4;
const CEMENT = 103;
const WIRE = 207;
const GULF = 'Gulf Building Supplies';

/** A supplier's id by name, from the request form's supplier list. */
async function supplierIds(headers: Record<string, string>) {
  const suppliers = await day.ok(
    `${requests}/get-create-update-data/suppliers?material_ids[]=${CEMENT}&material_ids[]=${WIRE}`,
    { headers },
  );
  return Object.fromEntries(
    (suppliers.suppliers as Array<{ id: number; name: string }>).map((supplier) => [
      supplier.name,
      supplier.id,
    ]),
  ) as Record<string, number>;
}

describe('purchasing from a request to a paid order, over HTTP, as procurement and finance work it', () => {
  it('stores, approves, quotes, compares, orders, prints and pays', async () => {
    const officer = await day.signInAs('procurement_officer');
    const procurementManager = await day.signInAs('procurement_manager');
    const projectManager = await day.signIn('hind.pm@example.com');
    const finance = await day.signInAs('finance_manager');

    // The officer asks for cement and binding wire on the MEP line of project 1 (estimate 10 600 SAR).
    const form = await day.ok(`${requests}/get-create-update-data/main`, { headers: officer.headers });
    expect(form.projects.map((project: { id: number }) => project.id)).toContain(1);
    const stored = await day.ok(
      requests,
      {
        headers: officer.headers,
        form: {
          project_id: '1',
          project_item_id: String(MEP_ITEM),
          type: 'materials',
          priority: 'normal',
          title: 'Grout and ties for the MEP riser supports',
          lines: JSON.stringify([
            { material_id: CEMENT, amount: 500, estimated_unit_price: 17 },
            { material_id: WIRE, amount: 50, estimated_unit_price: 42 },
          ]),
        },
      },
      201,
    );
    expect(stored).toMatchObject({ status: 'pending_acceptance', number: expect.stringMatching(/^PR-/) });

    // The project's manager, then the procurement manager, approve it from their inboxes.
    await day.accept(projectManager, stored.acceptance_id);
    await day.accept(procurementManager, stored.acceptance_id);
    const approved = await day.ok(`${requests}/${stored.id}`, { headers: officer.headers });
    expect(approved.status).toBe('approved');
    const [cementLine, wireLine] = approved.lines as Array<{ id: number }>;

    // Requests for quotation to three suppliers, each mailed the request's PDF.
    const ids = await supplierIds(officer.headers);
    const invited = [GULF, 'Najd Steel Trading', 'Al-Bina Ready Mix'].map((name) => ids[name] as number);
    await day.ok(`${requests}/${stored.id}/send-mail`, {
      headers: officer.headers,
      form: { 'supplier_ids[]': invited.map(String) },
    });
    const suppliers = await day.ok(`${requests}/${stored.id}/suppliers`, { headers: officer.headers });
    expect(
      suppliers.suppliers.map((supplier: { supplier_id: number }) => supplier.supplier_id).sort(),
    ).toEqual([...invited].sort());

    // Their three offers are recorded from the quotations; Najd's is the lowest.
    const prices: Array<[number, number]> = [
      [16.5, 40],
      [16, 41],
      [16.8, 43],
    ];
    await day.ok(`${requests}/${stored.id}/update`, {
      headers: officer.headers,
      form: {
        offers: JSON.stringify(
          invited.map((supplierId, index) => ({
            supplier_id: supplierId,
            offer_number: 7100 + index,
            valid_until: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
            lines: [
              {
                request_details_id: cementLine?.id,
                qty: 500,
                one_piece_price: prices[index]?.[0],
                vat_rate: 15,
              },
              {
                request_details_id: wireLine?.id,
                qty: 50,
                one_piece_price: prices[index]?.[1],
                vat_rate: 15,
              },
            ],
          })),
        ),
      },
    });
    const quoted = await day.ok(`${requests}/${stored.id}`, { headers: officer.headers });
    const najd = (quoted.offers as Array<{ supplier_id: number; lines: Array<{ id: number }> }>).find(
      (offer) => offer.supplier_id === invited[1],
    );
    expect(najd?.lines).toHaveLength(2);

    // Compared and awarded to Najd; the procurement manager approves the comparison.
    const comparison = await day.ok(
      `${requests}/${stored.id}/compare-offers`,
      {
        headers: officer.headers,
        form: {
          'awards[]': (najd?.lines ?? []).map((line) => String(line.id)),
          justification: 'Lowest total of three valid offers; delivery within the week.',
        },
      },
      201,
    );
    await day.accept(procurementManager, comparison.acceptance_id);

    // The order goes out within the budget line, once for its key.
    const sent = await day.ok(
      `${requests}/${stored.id}/send-order`,
      {
        headers: { ...officer.headers, 'Idempotency-Key': `flow-${stored.id}` },
        form: { advance_pct: '30' },
      },
      201,
    );
    expect(sent.orders).toHaveLength(1);
    const order = sent.orders[0];
    // 500 bags at 16.00 and 50 rolls at 41.00 = 10 050.00, VAT 1 507.50, total 11 557.50.
    expect(order).toMatchObject({ status: 'issued', subtotal: 10_050, vat: 1507.5, total: 11_557.5 });
    const printed = await day.ok(`${orders}/${order.id}/print-content`, { headers: officer.headers });
    expect(printed.html).toContain(order.number);
    expect((await fetch(printed.pdf_url)).status).toBe(200);

    // The 30 % advance is asked, approved by procurement then finance, and executed by finance.
    const payment = await day.ok(
      `${orders}/${order.id}/payments`,
      {
        headers: { ...officer.headers, 'Idempotency-Key': `flow-advance-${order.id}` },
        form: {
          amount: '3467.25',
          method: 'bank_transfer',
          payment_date: new Date().toISOString().slice(0, 10),
        },
      },
      201,
    );
    expect(payment).toMatchObject({ status: 'pending', is_advance: true });
    await day.accept(procurementManager, payment.acceptance_id);
    await day.accept(finance, payment.acceptance_id);
    const executed = await day.ok(`${orders}/${order.id}/payments/${payment.id}/update`, {
      headers: finance.headers,
      form: { bank_reference: 'FT-FLOW-0001', paid_at: new Date().toISOString().slice(0, 10) },
    });
    expect(executed).toMatchObject({ status: 'paid', bank_reference: 'FT-FLOW-0001' });
    const paidOrder = await day.ok(`${orders}/${order.id}`, { headers: finance.headers });
    expect(paidOrder).toMatchObject({ status: 'issued', payment_status: 'partially_paid' });
  });
});
