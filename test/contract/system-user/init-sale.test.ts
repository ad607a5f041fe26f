import { describe, expect, it } from 'vitest';
import {
  countsOf,
  createEntity,
  findEntity,
  linkedIds,
  listPage,
  updateEntity,
} from '../../../shared/db/entity-store';
import { ATTENTION_REQUEST } from '../../../shared/domain/attention-requests/attention-requests';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { STAFF_NOTIFICATION } from '../../../shared/domain/notifications/staff-notifications';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { BOOKING, SALE } from '../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { FINANCIAL_SOLVENCY } from '../../../shared/domain/sales-support/solvency';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { UNIT, UNIT_STATUS_COUNTER } from '../../../shared/domain/units/units';
import {
  BookingOffer,
  ClientSale,
  InitSaleAttentionData,
  InitSaleDiscounts,
  InitSaleMainData,
  InitSalePricing,
  InitSaleSale,
  Sale,
  SalesSupportUnitDiscounts,
  Unit,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';
import { heldUnit, initSaleUrl, saleClient, saleDiscount } from '../../support/init-sale-fixtures';
import { visitLead } from '../../support/visit-fixtures';

const initSale = (
  unitId: number,
  headers: Record<string, string>,
  form: Record<string, string | string[]> = {},
) => call(initSaleUrl(unitId), { headers, form: { purchase_method: 'cash', ...form } });

/** A fixed discount of SAR `value` on the held unit itself. */
const unitDiscount = (held: Awaited<ReturnType<typeof heldUnit>>, value: string) =>
  saleDiscount(held.project.id, { target_type: 'unit', unit_id: held.unit.id, value_type: 'fixed', value });

/**
 * Discounts of the held unit's project that do not apply to its sale: pending, not begun yet,
 * ended, another client's and another unit's.
 */
async function inapplicableDiscounts(held: Awaited<ReturnType<typeof heldUnit>>) {
  const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();
  const otherClient = await saleClient();
  await Promise.all([
    saleDiscount(held.project.id, { status: 'pending' }),
    saleDiscount(held.project.id, { start_date: days(3) }),
    saleDiscount(held.project.id, { end_date: days(-3) }),
    saleDiscount(held.project.id, { target_type: 'client', client_id: otherClient.id }),
    // A unit that exists (the system discount list shows it nested), never the test's: seeded unit 1.
    saleDiscount(held.project.id, { target_type: 'unit', unit_id: 1 }),
  ]);
}

describe('{system_user_url}/sales-support/saleable-details/{unit_id}/init-sale', () => {
  it('turns the accepted booking into a draft sale in one write: price, plan, earnest money, unit sold, waiting hold cancelled, lead converted', async () => {
    const lead = await visitLead();
    const held = await heldUnit({ waiting: true, attention_request_id: lead.id });
    const projectDiscount = await saleDiscount(held.project.id, { value: '3', max_value: '20000' });
    const clientDiscount = await saleDiscount(held.project.id, {
      target_type: 'client',
      client_id: held.client.id,
      value_type: 'fixed',
      value: '5000',
    });
    const created = await initSale(held.unit.id, held.agent.headers, {
      purchase_method: 'bank_financing',
      'discount_ids[]': [String(projectDiscount.id), String(clientDiscount.id)],
      down_payment: '100000',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sale = expectSingle(created.body, InitSaleSale);
    // 850,000 − 20,000 (3 % capped) − 5,000 = 825,000; tax 41,250; striving 20,625 + VAT 3,093.75.
    expect(sale.pricing).toMatchObject({
      price_before_tax: 850_000,
      discounts_total: 25_000,
      net_price: 825_000,
      tax_amount: 41_250,
      client_tax: 41_250,
      striving_amount: 20_625,
      striving_vat: 3_093.75,
      client_total: 889_968.75,
    });
    expect(sale).toMatchObject({
      status: 'draft',
      unit_id: held.unit.id,
      client_id: held.client.id,
      booking_id: held.booking.id,
      sale_support_user_id: held.agent.id,
      department_id: held.department,
      attention_request_id: lead.id,
      purchase_method: 'bank_financing',
      paid_total: 5_000,
      balance: 884_968.75,
    });
    expect(sale.payment_plan.lines.map((line) => [line.kind, line.amount, line.status])).toEqual([
      ['orbon', 5_000, 'paid'],
      ['down_payment', 100_000, 'pending'],
      ['bank_payment', 784_968.75, 'pending'],
    ]);
    expect((await findEntity(PAYMENT_PLAN, sale.id))?.total).toBe(88_996_875);
    // The earnest money came in with its receipt, so the sale's operations add up to its paid total.
    const operationIds = await linkedIds({ type: SALE, id: sale.id }, SALE_OPERATION);
    const operations = await Promise.all(operationIds.map((id) => findEntity(SALE_OPERATION, id)));
    expect(operations).toEqual([
      expect.objectContaining({
        kind: 'orbon',
        amount: 500_000,
        allocations: [{ sequence: 1, amount: 500_000 }],
        method: 'bank_transfer',
        status: 'paid',
        receipt_no: expect.stringMatching(/^RC-\d{4}-\d{6}$/),
      }),
    ]);

    const unit = await findEntity(UNIT, held.unit.id);
    expect(unit).toMatchObject({ status: 'sold', sale_id: sale.id, client_id: held.client.id });
    expect(unit?.active_booking_id ?? null).toBeNull();
    expect(unit?.next_booking_id ?? null).toBeNull();
    const counts = (await countsOf([{ type: 'PROJECT', id: held.project.id }])).get({
      type: 'PROJECT',
      id: held.project.id,
    });
    expect(Number(counts?.[UNIT_STATUS_COUNTER('booked')])).toBe(0);
    expect(Number(counts?.[UNIT_STATUS_COUNTER('sold')])).toBe(1);
    expect(await findEntity(BOOKING, held.booking.id)).toMatchObject({
      status: 'converted',
      converted_sale_id: sale.id,
    });
    expect((await statusHistory({ type: BOOKING, id: held.booking.id })).map((change) => change.to)).toEqual([
      'converted',
    ]);
    expect(await findEntity(BOOKING, held.waiting?.id as number)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'unit sold',
    });
    const notices = await listPage(STAFF_NOTIFICATION, 1, 10, { filters: { user_id: held.waitingAgent.id } });
    expect(notices.items.map((notice) => [notice.type, notice.subject_id])).toEqual([
      ['booking_released', held.waiting?.id],
    ]);
    expect((await findEntity(ATTENTION_REQUEST, lead.id))?.status).toBe('converted');

    // The sale is the system surface's and the buyer's own.
    const system = await call(`${baseUrl}/system/sales/${sale.id}`, { headers: keyHeaders() });
    expect(expectSingle(system.body, Sale)).toMatchObject({
      id: sale.id,
      status: 'draft',
      client_id: held.client.id,
    });
    const own = await call(`${baseUrl}/client/sales`, { headers: held.client.headers });
    expect(expectList(own.body, ClientSale, `${baseUrl}/client/sales`).map((record) => record.id)).toEqual([
      sale.id,
    ]);

    // A second init sale of the sold unit is refused, and writes nothing.
    const again = await initSale(held.unit.id, held.agent.headers);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'The unit already has a sale.' });
    expect(await linkedIds({ type: UNIT, id: held.unit.id }, SALE)).toEqual([sale.id]);
  });

  it('answers 409 without an accepted booking or after its init deadline, and writes nothing', async () => {
    const active = await heldUnit({ status: 'active' });
    const refused = await initSale(active.unit.id, active.agent.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'The unit has no accepted booking to turn into a sale.' });
    const late = await heldUnit({ deadlineHours: -1 });
    const tooLate = await initSale(late.unit.id, late.agent.headers, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toEqual({ message: 'The time to initialise the sale of this booking has passed.' });
    for (const held of [active, late]) {
      expect((await findEntity(UNIT, held.unit.id))?.status).toBe('booked');
      expect(await linkedIds({ type: UNIT, id: held.unit.id }, SALE)).toEqual([]);
    }
    const main = await call(`${initSaleUrl(late.unit.id)}/get-data/main`, { headers: late.agent.headers });
    expect(expectSingle(main.body, InitSaleMainData)).toMatchObject({
      can_init_sale: false,
      init_sale_blocker: 'deadline_passed',
    });
  });

  it('makes exactly one sale of 20 init sales of one unit at once', async () => {
    const held = await heldUnit({ waiting: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => initSale(held.unit.id, held.agent.headers)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const saleIds = await linkedIds({ type: UNIT, id: held.unit.id }, SALE);
    expect(saleIds).toHaveLength(1);
    expect((await findEntity(UNIT, held.unit.id))?.sale_id).toBe(saleIds[0]);
    const counts = (await countsOf([{ type: 'PROJECT', id: held.project.id }])).get({
      type: 'PROJECT',
      id: held.project.id,
    });
    expect(Number(counts?.[UNIT_STATUS_COUNTER('sold')])).toBe(1);
    expect(Number(counts?.[UNIT_STATUS_COUNTER('booked')])).toBe(0);
    const notices = await listPage(STAFF_NOTIFICATION, 1, 50, { filters: { user_id: held.waitingAgent.id } });
    expect(notices.total).toBe(1);
  });

  it('answers 422 on an incomplete client, unstackable or foreign discounts and a bad plan, in English and Arabic', async () => {
    const noId = await heldUnit({ client: await saleClient({ national_id: null }) });
    const missing = await initSale(noId.unit.id, noId.agent.headers);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ national_id: ['The national id field is required.'] });
    const arabic = await initSale(noId.unit.id, { ...noId.agent.headers, 'Accept-Language': 'ar' });
    expect(arabic.status).toBe(422);
    expect(Object.keys(arabic.body.errors)).toEqual(['national_id']);

    const held = await heldUnit({ client: await saleClient({ national_id: 2_098_765_432 }) });
    const [first, second, otherClient] = await Promise.all([
      saleDiscount(held.project.id),
      saleDiscount(held.project.id, { target_type: 'building', building_id: held.building.id }),
      saleDiscount(held.project.id, { target_type: 'client', client_id: (await saleClient()).id }),
    ]);
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [
        { 'discount_ids[]': [String(first.id), String(second.id)] },
        'discount_ids',
        'At most one project or building discount and one unit or client discount can be applied together.',
      ],
      [
        { 'discount_ids[]': [String(otherClient.id)] },
        'discount_ids',
        'The selected discount ids is invalid.',
      ],
      [
        { first_home: '1' },
        'first_home',
        "The first-home tax exemption needs the client's Saudi national ID (starting with 1).",
      ],
      [{ purchase_method: 'barter' }, 'purchase_method', 'The selected purchase method is invalid.'],
      [{ striving_rate: '3' }, 'striving_rate', 'The striving rate field must not be greater than 2.5.'],
      [
        { down_payment: '950000' },
        'down_payment',
        'The earnest money and the down payment cannot exceed the client total of 916937.50 SAR.',
      ],
      [
        { balance_due_date: '2020-01-01' },
        'balance_due_date',
        'The balance due date field must be a date after or equal to today.',
      ],
    ];
    for (const [form, field, message] of cases) {
      const answer = await initSale(held.unit.id, held.agent.headers, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(answer.body.errors, JSON.stringify(form)).toEqual({ [field]: [message] });
    }
    expect((await findEntity(UNIT, held.unit.id))?.status).toBe('booked');
    expect(await linkedIds({ type: UNIT, id: held.unit.id }, SALE)).toEqual([]);
  });

  it("starts a financed sale's bank stages with the bank the booking's solvency named, or the one asked for; 422 on an unknown bank", async () => {
    const [banks, fromSolvency, asked, unknown, cash] = await Promise.all([
      listBanks(),
      heldUnit(),
      heldUnit(),
      heldUnit(),
      heldUnit(),
    ]);
    const [first, second] = banks;
    const solvency = await createEntity(FINANCIAL_SOLVENCY, {
      booking_id: fromSolvency.booking.id,
      client_id: fromSolvency.client.id,
      unit_id: fromSolvency.unit.id,
      project_id: fromSolvency.project.id,
      sale_support_user_id: fromSolvency.agent.id,
      department_id: fromSolvency.department,
      purchase_method: 'bank_financing',
      employer_sector: 'government',
      monthly_income: 3_000_000,
      monthly_obligations: 0,
      salary_bank_id: null,
      redf_supported: false,
      financing_bank_id: second?.id ?? null,
      pre_approved_amount: 80_000_000,
      down_payment_available: 10_000_000,
      required_amount: 90_000_000,
      result: 'solvent',
      overridden_by_user_id: null,
      overridden_at: null,
      override_reason: null,
      notes: null,
      assessed_by_user_id: fromSolvency.agent.id,
      assessed_at: new Date().toISOString(),
    });
    await updateEntity(
      BOOKING,
      fromSolvency.booking.id,
      { financial_solvency_id: solvency.id },
      { recordName: 'booking' },
    );

    const bankOf = async (saleId: number) => {
      const sale = await findEntity(SALE, saleId);
      return { bank_id: sale?.bank_id ?? null, bank_stage: sale?.bank_stage ?? null };
    };
    const financed = { purchase_method: 'bank_financing' };
    const viaSolvency = await initSale(fromSolvency.unit.id, fromSolvency.agent.headers, financed);
    expect(viaSolvency.status, JSON.stringify(viaSolvency.body)).toBe(201);
    expect(await bankOf(viaSolvency.body.data.id)).toEqual({
      bank_id: second?.id,
      bank_stage: 'price_offer_issued',
    });

    const viaRequest = await initSale(asked.unit.id, asked.agent.headers, {
      ...financed,
      bank_id: String(first?.id),
    });
    expect(viaRequest.status).toBe(201);
    expect(await bankOf(viaRequest.body.data.id)).toEqual({
      bank_id: first?.id,
      bank_stage: 'price_offer_issued',
    });

    const refused = await initSale(unknown.unit.id, unknown.agent.headers, {
      ...financed,
      bank_id: '999999',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['bank_id']);
    expect((await findEntity(UNIT, unknown.unit.id))?.status).toBe('booked');

    // Cash never starts the stages, even with a bank named.
    const paidInCash = await initSale(cash.unit.id, cash.agent.headers, { bank_id: String(first?.id) });
    expect(paidInCash.status).toBe(201);
    expect(await bankOf(paidInCash.body.data.id)).toEqual({ bank_id: null, bank_stage: null });
  });

  it('answers 404 outside the row scope and 403 without the init-sale ability', async () => {
    const held = await heldUnit();
    const [stranger, otherProjects, viewer] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['sales_manager'], { row_scope: 'projects' }),
      crmStaff(['finance_manager'], { row_scope: 'all' }),
    ]);
    const hidden = await initSale(held.unit.id, stranger.headers);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested booking was not found.' });
    const attention = await call(`${initSaleUrl(held.unit.id)}/get-data/attention`, {
      headers: stranger.headers,
    });
    expect(attention.status).toBe(404);
    const main = await call(`${initSaleUrl(held.unit.id)}/get-data/main`, { headers: stranger.headers });
    expect(expectSingle(main.body, InitSaleMainData).booking).toBeNull();
    const outside = await call(`${initSaleUrl(held.unit.id)}/get-data/main`, {
      headers: otherProjects.headers,
    });
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ message: 'The requested saleable detail was not found.' });
    expect(
      (await call(`${initSaleUrl(999_999_999)}/get-data/main`, { headers: held.agent.headers })).status,
    ).toBe(404);
    const forbidden = await initSale(held.unit.id, viewer.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'This action is unauthorized.' });
    expect(
      (await call(`${initSaleUrl(held.unit.id)}/get-data/discounts`, { headers: viewer.headers })).status,
    ).toBe(403);
    expect((await findEntity(UNIT, held.unit.id))?.status).toBe('booked');
  });

  it("reads the same applicable discounts in the offer, the unit's discounts tab and init sale; the offer takes the largest of each level", async () => {
    const held = await heldUnit();
    const forProject = await saleDiscount(held.project.id, { value: '1' }); // SAR 8,500
    const forBuilding = await saleDiscount(held.project.id, {
      target_type: 'building',
      building_id: held.building.id,
      value_type: 'fixed',
      value: '12000',
    });
    const forUnit = await unitDiscount(held, '5000');
    // 2 % is SAR 17,000, capped at 7,500: still the larger unit/client-level one.
    const forClient = await saleDiscount(held.project.id, {
      target_type: 'client',
      client_id: held.client.id,
      value: '2',
      max_value: '7500',
    });
    await inapplicableDiscounts(held);
    const unitUrl = `${baseUrl}/system-user/sales-support/saleable-details/${held.unit.id}`;
    const headers = held.agent.headers;
    const applicable = [forProject.id, forBuilding.id, forUnit.id, forClient.id].sort();

    const tab = expectSingle(
      (await call(`${unitUrl}/discounts`, { headers })).body,
      SalesSupportUnitDiscounts,
    );
    expect(tab.discounts.map((discount) => discount.id).sort()).toEqual(applicable);
    const forSale = expectSingle(
      (await call(`${initSaleUrl(held.unit.id)}/get-data/discounts`, { headers })).body,
      InitSaleDiscounts,
    );
    expect(forSale.discounts.map((discount) => discount.id).sort()).toEqual(applicable);
    const offer = expectSingle(
      (await call(`${unitUrl}/booking/get-offer-data`, { headers })).body,
      BookingOffer,
    );
    expect(offer.discounts).toEqual([
      {
        discount_id: forBuilding.id,
        name: forBuilding.name,
        value_type: 'fixed',
        value: 12_000,
        amount: 12_000,
      },
      { discount_id: forClient.id, name: forClient.name, value_type: 'percentage', value: 2, amount: 7_500 },
    ]);
    expect(offer).toMatchObject({
      price_before_tax: 850_000,
      discounts_total: 19_500,
      net_price: 830_500,
      tax_amount: 41_525,
      total: 872_025,
      required_orbon: 5_000,
    });
  });

  it('answers the get-data parts: main, saleable detail, attention, applicable discounts and the amounts', async () => {
    const lead = await visitLead();
    const held = await heldUnit({ attention_request_id: lead.id, waiting: true });
    const applicable = await saleDiscount(held.project.id, { value: '1.5' });
    const forUnit = await unitDiscount(held, '10000');
    await inapplicableDiscounts(held);
    const get = (part: string, query = '') =>
      call(`${initSaleUrl(held.unit.id)}/get-data/${part}${query}`, { headers: held.agent.headers });

    const main = expectSingle((await get('main')).body, InitSaleMainData);
    expect(main).toMatchObject({
      unit: { id: held.unit.id, status: 'booked', price_before_tax: 850_000 },
      booking: {
        id: held.booking.id,
        status: 'accepted',
        orbon_amount: 5_000,
        client: { id: held.client.id },
      },
      can_init_sale: true,
      init_sale_blocker: null,
    });
    const saleable = expectSingle((await get('saleable')).body, Unit);
    expect(saleable).toMatchObject({ id: held.unit.id, activeBooking: { id: held.booking.id } });
    // The waiting booking is another agent's: hidden from this one.
    expect(saleable.nextBooking).toBeNull();
    const attention = expectSingle((await get('attention')).body, InitSaleAttentionData);
    expect(attention).toMatchObject({
      client: { id: held.client.id },
      attention_request: { id: lead.id },
      missing_client_fields: [],
    });
    const discounts = expectSingle((await get('discounts')).body, InitSaleDiscounts);
    expect(discounts.discounts.map((discount) => discount.id).sort()).toEqual(
      [applicable.id, forUnit.id].sort(),
    );

    const amount = expectSingle(
      (await get('discounts-amount', `?discount_ids[]=${applicable.id}&discount_ids[]=${forUnit.id}`)).body,
      InitSalePricing,
    );
    expect(amount).toMatchObject({ discounts_total: 22_750, net_price: 827_250, tax_amount: 41_362.5 });
    const striving = expectSingle(
      (await get('striving-amount', '?striving_payer=company&striving_rate=2')).body,
      InitSalePricing,
    );
    expect(striving).toMatchObject({
      striving_payer: 'company',
      striving_rate: 2,
      striving_amount: 17_000,
      striving_vat: 2_550,
      client_total: 892_500,
    });
    const bad = await get('striving-amount', '?striving_payer=broker');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ striving_payer: ['The selected striving payer is invalid.'] });
  });
});
