import { createEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { transaction } from '../../../shared/db/transaction-builder';
import { submitForAcceptance } from '../../../shared/domain/acceptances/engine';
import { referenceMaterial } from '../../../shared/domain/materials/material-references';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT_ITEM, type ProjectItem } from '../../../shared/domain/projects/project-items';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { OFFERS_COMPARISON } from '../../../shared/domain/purchasing/offers-comparisons';
import { orderTotals } from '../../../shared/domain/purchasing/order-money';
import {
  PAYMENT,
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
} from '../../../shared/domain/purchasing/purchase-orders';
import {
  raiseBudgetApprovable,
  raiseBudgetSubject,
} from '../../../shared/domain/purchasing/purchasing-approvables';
import {
  nextPurchasingNumber,
  type PurchasingNumberKind,
  takeVoucherNumber,
} from '../../../shared/domain/purchasing/purchasing-numbers';
import { RAISE_BUDGET } from '../../../shared/domain/purchasing/raise-budgets';
import { seedMaterials } from './materials';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { seedPurchasingReference } from './purchasing-reference';
import { daysFromNow } from './time';

type Item = ProjectItem & { id: number };

/** The next number of a kind, taken now (the seed writes one document at a time). */
async function takeNumber(kind: PurchasingNumberKind): Promise<string> {
  const { number, guard } = await nextPurchasingNumber(kind);
  await transaction('seed-purchasing-number', { budget: 1 }).add(guard).commit();
  return number;
}

const riyadhDate = (offsetDays: number) => daysFromNow(offsetDays).slice(0, 10);

/** The marker of a supplier's one live offer on a request (Q2), as recording an offer writes it. */
async function markLiveOffer(offer: { id: number; purchase_request_id: number; supplier_id: number | null }) {
  if (offer.supplier_id === null) return;
  await transaction('seed-offer-supplier', { budget: 1 })
    .put('offer-supplier', {
      ...keys.offerSupplier(offer.purchase_request_id, offer.supplier_id),
      offer_id: offer.id,
    })
    .commit();
}

interface Line {
  material_id: number;
  unit: string;
  qty: number;
  spec: string;
  estimate: number;
}

interface Quote {
  supplier_id: number;
  offer_number: number;
  /** SAR per unit, without VAT, per line. */
  prices: number[];
  status: string;
}

/**
 * A request with its lines (all ordered), the suppliers' offers and an approved comparison awarding
 * every line to the first quote: what send-order makes an order from.
 */
async function quotedRequest(
  people: SeededPeople,
  item: Item,
  plan: { title: string; lines: Line[]; quotes: Quote[]; justification: string; sole_source_reason?: string },
) {
  const officer = people.roleUsers.procurement_officer?.id ?? people.users.staff.id;
  const estimate = plan.lines.reduce(
    (sum, line) => sum + Math.round(line.qty * halalasOfSar(line.estimate)),
    0,
  );
  const request = await createEntity(
    PURCHASE_REQUEST,
    {
      from_user_id: people.users.projectManager.id,
      project_id: item.project_id,
      title: plan.title,
      status: 'approved',
      number: await takeNumber('PR'),
      project_item_id: item.id,
      department_id: 4,
      type: 'materials',
      priority: 'high',
      needed_by: riyadhDate(21),
      note: null,
      estimate_total: estimate,
      sourcing_status: 'offer_selected',
      order_status: 'ordered',
      cancel_reason: null,
      acceptance_id: null,
    },
    { links: [{ type: PROJECT, id: item.project_id }] },
  );
  const requestLines = [];
  for (const line of plan.lines) {
    requestLines.push(
      await createEntity(
        PURCHASE_REQUEST_DETAIL,
        {
          material_id: line.material_id,
          purchase_request_id: request.id,
          amount: line.qty,
          technical_specifications: line.spec,
          unit: line.unit,
          estimated_unit_price: halalasOfSar(line.estimate),
          // The seeded order took every line (Q1 moved).
          ordered_qty: line.qty,
          issued_from_stock_qty: 0,
          closed_qty: 0,
          orderable_qty: 0,
        },
        { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
      ),
    );
    // The request line names its material: the material counts the reference (unit now frozen).
    await referenceMaterial(line.material_id);
  }
  const offers = [];
  for (const quote of plan.quotes) {
    const priced = plan.lines.map((line, index) => ({
      qty: line.qty,
      unit_price: halalasOfSar(quote.prices[index] ?? 0),
      vat_rate: 15,
    }));
    const totals = orderTotals(priced);
    const offer = await createEntity(
      PURCHASE_REQUEST_OFFER,
      {
        purchase_request_id: request.id,
        supplier_id: quote.supplier_id,
        status: quote.status,
        description: `Quotation ${quote.offer_number}: ${plan.title.toLowerCase()}, delivered to site`,
        offer_number: quote.offer_number,
        total: totals.total,
        valid_until: riyadhDate(30),
        payment_terms: '30% advance, 70% on delivery',
        delivery_days: 14,
        vat_included: false,
        subtotal: totals.subtotal,
        vat: totals.vat,
        file: null,
        recorded_by_id: officer,
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    await markLiveOffer(offer);
    const details = [];
    for (const [index, line] of priced.entries())
      details.push(
        await createEntity(
          PURCHASE_REQUEST_OFFER_DETAIL,
          {
            request_details_id: requestLines[index]?.id as number,
            request_offer_id: offer.id,
            qty: line.qty,
            one_piece_price: line.unit_price,
            expected_delivery_date: daysFromNow(14),
            total: Math.round(line.qty * line.unit_price),
            vat_rate: 15,
          },
          { links: [{ type: PURCHASE_REQUEST_OFFER, id: offer.id }] },
        ),
      );
    offers.push({ offer, details, totals, priced });
  }
  const winner = offers[0] as (typeof offers)[number];
  const comparison = await createEntity(OFFERS_COMPARISON, {
    number: await takeNumber('OC'),
    purchase_request_id: request.id,
    project_id: item.project_id,
    offer_ids: offers.map((quoted) => quoted.offer.id),
    awards: winner.details.map((detail) => ({
      request_details_id: detail.request_details_id,
      offer_detail_id: detail.id,
      offer_id: winner.offer.id,
      supplier_id: winner.offer.supplier_id as number,
    })),
    recommended_total: winner.totals.subtotal,
    justification: plan.justification,
    sole_source_reason: plan.sole_source_reason ?? null,
    status: 'approved',
    acceptance_id: null,
    requested_by_id: officer,
    decided_at: daysFromNow(-22, 10),
  });
  return { request, requestLines, winner, comparison, officer };
}

/** The order of a quoted request's winning offer (its lines copied), made `status`. */
async function seedOrder(
  quoted: Awaited<ReturnType<typeof quotedRequest>>,
  item: Item,
  fields: {
    title: string;
    status: string;
    payment_status: string;
    payments: number;
    received_value: number;
    note: string | null;
  },
) {
  const { request, requestLines, winner, comparison, officer } = quoted;
  const totals = winner.totals;
  const advance = Math.round((totals.total * 30) / 100);
  const order = await createEntity(PURCHASE_ORDER, {
    title: fields.title,
    payment_terms: '30% advance, 70% on delivery',
    supplying_duration: '21 days',
    note: fields.note,
    status: fields.status,
    total: totals.total,
    purchase_request_offer_id: winner.offer.id,
    purchase_request_id: request.id,
    supplier_id: winner.offer.supplier_id as number,
    project_id: item.project_id,
    number: await takeNumber('PO'),
    project_item_id: item.id,
    warehouse_id: null,
    supply_agreement_id: null,
    offers_comparison_id: comparison.id,
    subtotal: totals.subtotal,
    vat: totals.vat,
    receipt_status: 'not_received',
    billing_status: 'not_billed',
    payment_status: fields.payment_status,
    payments_committed: fields.payments,
    payments_paid: fields.payments,
    payment_room: totals.total - fields.payments,
    delivery_room: advance + fields.received_value - fields.payments,
    received_value: fields.received_value,
    advance_pct: 30,
    pay_against: 'receipt',
    on_hold_reason: null,
    raise_budget_id: null,
    created_by_id: officer,
  });
  for (const [index, detail] of winner.details.entries()) {
    await createEntity(
      PURCHASE_ORDER_DETAIL,
      {
        purchase_request_offer_details_id: detail.id,
        purchase_order_id: order.id,
        request_details_id: requestLines[index]?.id ?? null,
        material_id: requestLines[index]?.material_id ?? null,
        ordered_qty: detail.qty ?? 0,
        unit_price: detail.one_piece_price ?? 0,
        vat_rate: 15,
        received_qty: 0,
        returned_qty: 0,
        billed_qty: 0,
        supply_requested_qty: 0,
        net_received_qty: 0,
        billable_qty: 0,
        supply_open_qty: detail.qty ?? 0,
      },
      { links: [{ type: PURCHASE_ORDER, id: order.id }] },
    );
    if (typeof requestLines[index]?.material_id === 'number')
      await referenceMaterial(requestLines[index]?.material_id as number);
  }
  return order;
}

/**
 * The corrected purchasing demo (STAFF-DOMAIN-2 1.8, 1.9): the materials, the reference data, and
 * request 1 on STR-01 of project 1 quoted by the three demo suppliers, compared (approved, the first
 * awarded) and ordered: PO 1 `issued`, 563,450.00 SAR + 15 % VAT, 30 % advance, paid against
 * receipt; its advance and a second payment paid. The second payment needs received value (M2): the
 * receipt of 400 m³ and 60 t is issue 33's GRN, posted by `seedGoodsReceipts` once the warehouses
 * exist (its value enters `received_value` and `delivery_room` then). The project item's committed and
 * the request lines' ordered quantities moved by the order.
 */
export async function seedPurchasing(people: SeededPeople, property: SeededProperty) {
  await seedMaterials();
  const { projectItems } = await seedPurchasingReference(people, property);
  const structure = projectItems[0] as Item;
  const { supplier, supplier2, supplier3 } = people.users;
  const quoted = await quotedRequest(people, structure, {
    title: 'Concrete and rebar for Building C',
    lines: [
      { material_id: 101, unit: 'm3', qty: 850, spec: 'Ready-mix concrete C40, m3', estimate: 420 },
      { material_id: 205, unit: 't', qty: 120, spec: 'Rebar grade 60, 16 mm, tonnes', estimate: 1800 },
    ],
    quotes: [
      { supplier_id: supplier.id, offer_number: 240_117, prices: [410, 1791.25], status: 'selected' },
      { supplier_id: supplier2.id, offer_number: 88_412, prices: [425, 1810], status: 'not_selected' },
      { supplier_id: supplier3.id, offer_number: 5_530, prices: [418, 1835], status: 'not_selected' },
    ],
    justification: 'Lowest price on both lines, and delivery within 14 days.',
  });
  const advance = Math.round((quoted.winner.totals.total * 30) / 100);
  const second = halalasOfSar(120_000);
  const order = await seedOrder(quoted, structure, {
    title: 'PO-2026-0117 Concrete and rebar',
    status: 'issued',
    payment_status: 'partially_paid',
    payments: advance + second,
    // Nothing received yet: the GRN of 400 m3 and 60 t (infra/local/seed/goods-receipts.ts, posted
    // through the receipts' domain once the warehouses exist) adds its value to `received_value` and
    // `delivery_room`, the room the second payment was paid against (M2).
    received_value: 0,
    note: 'Deliveries between 6 and 10 am only.',
  });
  await updateEntity(
    PROJECT_ITEM,
    structure.id,
    { committed: order.subtotal ?? 0, remaining: structure.budget - (order.subtotal ?? 0) },
    { recordName: 'project item' },
  );
  const finance = people.roleUsers.finance_manager?.id ?? people.users.staff.id;
  for (const [p, amount] of [advance, second].entries()) {
    await createEntity(
      PAYMENT,
      {
        paid_by_id: finance,
        modelable_id: order.id,
        modelable_type: 'PurchaseOrder',
        amount,
        paid_at: daysFromNow(-10 + p * 6, 11),
        status: 'paid',
        receipt: `RCPT-2026-${4410 + p}`,
        purchase_order_id: order.id,
        number: await takeVoucherNumber('PV'),
        method: 'bank_transfer',
        bank_reference: `FT26${String(330_101 + p)}`,
        payment_date: riyadhDate(-10 + p * 6),
        is_advance: p === 0,
        acceptance_id: null,
        requested_by_id: quoted.officer,
        executed_by_id: finance,
        project_id: order.project_id,
      },
      { links: [{ type: PURCHASE_ORDER, id: order.id }] },
    );
  }
}

/**
 * An over-budget order (B1): request 2 on SITE-01 (a 50,000 SAR budget line) ordered for
 * 68,400.00 SAR from a sole source; PO 2 waits `pending_budget` with its raise budget of the
 * 18,400.00 SAR shortfall, whose `raise_budget` approval waits in the finance manager's inbox. Runs
 * after the approvals' role index is written (seedAcceptances), so its step finds its reviewer.
 */
export async function seedOverBudgetOrder(people: SeededPeople) {
  const site = await getEntity(PROJECT_ITEM, 3, 'project item');
  const quoted = await quotedRequest(people, site, {
    title: 'Blocks and cement for the site fence',
    lines: [
      { material_id: 301, unit: 'piece', qty: 16_000, spec: 'Hollow block 20 cm, SASO', estimate: 3.5 },
      { material_id: 103, unit: 'bag', qty: 800, spec: 'OPC cement, 50 kg bags', estimate: 18 },
    ],
    quotes: [
      {
        supplier_id: people.users.supplier3.id,
        offer_number: 5_541,
        prices: [3.4, 17.5],
        status: 'selected',
      },
    ],
    justification: 'The only supplier able to deliver blocks to the site this month.',
    sole_source_reason: 'Only supplier with stock near the site within the needed date.',
  });
  const order = await seedOrder(quoted, site, {
    title: 'Site fence blocks and cement',
    status: 'pending_budget',
    payment_status: 'unpaid',
    payments: 0,
    received_value: 0,
    note: null,
  });
  const shortfall = (order.subtotal ?? 0) - site.remaining;
  const raise = await createEntity(
    RAISE_BUDGET,
    {
      project_id: order.project_id,
      purchase_order_id: order.id,
      requested_by_user_id: quoted.officer,
      approved_by_user_id: null,
      amount: shortfall,
      reason: `Budget line ${site.code} is short of ${order.number} by the order's subtotal less its remaining budget`,
      status: 'pending',
      decided_at: null,
      project_item_id: site.id,
      acceptance_id: null,
    },
    {
      links: [
        { type: PROJECT, id: order.project_id },
        { type: PURCHASE_ORDER, id: order.id },
      ],
    },
  );
  const acceptance = await submitForAcceptance(raiseBudgetApprovable, raise.id, {
    subject: raiseBudgetSubject(raise, order.number ?? ''),
  });
  await updateEntity(
    RAISE_BUDGET,
    raise.id,
    { acceptance_id: acceptance.id },
    { recordName: 'raise budget' },
  );
  await updateEntity(
    PURCHASE_ORDER,
    order.id,
    { raise_budget_id: raise.id },
    { recordName: 'purchase order' },
  );
}

/**
 * An approved request of its own on STR-01 of project 1, made by the demo project manager and
 * quoted by the three demo suppliers (offers `received`, valid 30 days), for the request examples
 * of compare-offers and (with `compared`: an approved comparison awarding the first supplier)
 * send-order. Answers the request's id and the first offer's first line (an award).
 */
export async function createDemoQuotedRequest(compared: boolean): Promise<{ id: number; award: number }> {
  const { findByEmailOrPhone, USER } = await import('../../../shared/domain/users/users');
  const { listPage } = await import('../../../shared/db/entity-store');
  const { SUPPLIER_PROFILE } = await import('../../../shared/domain/purchasing/suppliers');
  const manager = await findByEmailOrPhone(USER, 'hind.pm@example.com');
  const suppliers = (await listPage(SUPPLIER_PROFILE, 1, 10)).items.map((profile) => profile.id).sort();
  const item = await getEntity(PROJECT_ITEM, 1, 'project item');
  const lines: Line[] = [
    { material_id: 101, unit: 'm3', qty: 12, spec: 'Ready-mix C40 for a lintel pour', estimate: 420 },
  ];
  const request = await createEntity(PURCHASE_REQUEST, {
    from_user_id: manager?.id ?? null,
    project_id: item.project_id,
    title: 'Concrete for lintels (example)',
    status: 'approved',
    number: await takeNumber('PR'),
    project_item_id: item.id,
    department_id: 4,
    type: 'materials',
    priority: 'normal',
    needed_by: riyadhDate(10),
    note: null,
    estimate_total: halalasOfSar(12 * 420),
    sourcing_status: compared ? 'offer_selected' : 'offers_received',
    order_status: 'not_ordered',
    cancel_reason: null,
    acceptance_id: null,
  });
  const line = await createEntity(
    PURCHASE_REQUEST_DETAIL,
    {
      material_id: 101,
      purchase_request_id: request.id,
      amount: 12,
      technical_specifications: lines[0]?.spec ?? null,
      unit: 'm3',
      estimated_unit_price: halalasOfSar(420),
      ordered_qty: 0,
      issued_from_stock_qty: 0,
      closed_qty: 0,
      orderable_qty: 12,
    },
    { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
  );
  const offers = [];
  for (const [index, price] of [405, 415, 425].entries()) {
    const totals = orderTotals([{ qty: 12, unit_price: halalasOfSar(price), vat_rate: 15 }]);
    const offer = await createEntity(
      PURCHASE_REQUEST_OFFER,
      {
        purchase_request_id: request.id,
        supplier_id: suppliers[index] ?? null,
        status: compared ? (index === 0 ? 'selected' : 'not_selected') : 'received',
        description: 'Ready-mix C40, pumped',
        offer_number: 7_000 + index,
        total: totals.total,
        valid_until: riyadhDate(30),
        payment_terms: '30% advance, 70% on delivery',
        delivery_days: 5,
        vat_included: false,
        subtotal: totals.subtotal,
        vat: totals.vat,
        file: null,
        recorded_by_id: manager?.id ?? null,
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    await markLiveOffer(offer);
    const detail = await createEntity(
      PURCHASE_REQUEST_OFFER_DETAIL,
      {
        request_details_id: line.id,
        request_offer_id: offer.id,
        qty: 12,
        one_piece_price: halalasOfSar(price),
        expected_delivery_date: daysFromNow(5),
        total: totals.subtotal,
        vat_rate: 15,
      },
      { links: [{ type: PURCHASE_REQUEST_OFFER, id: offer.id }] },
    );
    offers.push({ offer, detail, totals });
  }
  const winner = offers[0] as (typeof offers)[number];
  if (compared)
    await createEntity(
      OFFERS_COMPARISON,
      {
        number: await takeNumber('OC'),
        purchase_request_id: request.id,
        project_id: item.project_id,
        offer_ids: offers.map(({ offer }) => offer.id),
        awards: [
          {
            request_details_id: line.id,
            offer_detail_id: winner.detail.id,
            offer_id: winner.offer.id,
            supplier_id: winner.offer.supplier_id as number,
          },
        ],
        recommended_total: winner.totals.subtotal,
        justification: 'Lowest price, delivery in 5 days.',
        sole_source_reason: null,
        status: 'approved',
        acceptance_id: null,
        requested_by_id: manager?.id ?? 0,
        decided_at: new Date().toISOString(),
      },
      { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
  return { id: request.id, award: winner.detail.id };
}
