import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { DISCOUNT_APPROVABLE } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import type { SalePricing } from '../../../shared/domain/sales/sales';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import {
  Discount,
  SalesSupportSaleBankFollow,
  SalesSupportUnit,
  SalesSupportUnitBookings,
  SalesSupportUnitClients,
  SalesSupportUnitDiscounts,
  SalesSupportUnitSale,
  StaffAttentionRequest,
} from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import {
  approvedDiscount,
  freshBooking,
  freshClient,
  freshInventory,
  freshSale,
  moveUnit,
} from '../../support/sales-browse-fixtures';

// Fresh projects and units would change what the shared table's tests count (every project, every
// unit on sale): this file runs on demo data of its own, behind a gateway of its own.
const { call } = useOwnStack();

const unitUrl = (id: number) => `${systemUserUrl}/sales-support/saleable-details/${id}`;
const HOUR = 3_600_000;

/** A booked unit held by an agent of a fresh department, with a second agent's booking waiting. */
async function bookedUnit() {
  const { project, building, units } = await freshInventory([
    { status: 'available' },
    { status: 'available' },
  ]);
  const [unit, neighbour] = units as [(typeof units)[number], (typeof units)[number]];
  const department = freshDepartment();
  const holder = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
  const waiter = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: freshDepartment() });
  const [client, nextClient] = await Promise.all([freshClient('Holder'), freshClient('Next')]);
  const lead = await call(`${systemUserUrl}/crm/attention-requests`, {
    headers: holder.headers,
    form: { project_id: String(project.id), platform: 'walk_in', client_id: String(client.id) },
  });
  const leadId = expectSingle(lead.body, StaffAttentionRequest).id;
  const active = await freshBooking(unit, {
    client_id: client.id,
    status: 'active',
    attention_request_id: leadId,
    sale_support_user_id: holder.id,
    department_id: department,
    booking_expired_at: new Date(Date.now() + 10 * HOUR).toISOString(),
  });
  const next = await freshBooking(unit, {
    client_id: nextClient.id,
    status: 'waiting',
    sale_support_user_id: waiter.id,
    booking_open_at: null,
    booking_expired_at: null,
  });
  const moved = await moveUnit(unit, {
    status: 'booked',
    active_booking_id: active.id,
    next_booking_id: next.id,
    client_id: client.id,
  });
  return {
    project,
    building,
    unit: moved,
    neighbour,
    department,
    holder,
    waiter,
    client,
    nextClient,
    leadId,
    active,
    next,
  };
}

describe('{system_user_url}/sales-support/saleable-details/{unit_id}', () => {
  it('shows the main data, booking and client tabs with the bookings each agent may see', async () => {
    const fixture = await bookedUnit();
    const { unit, holder, waiter, active, next, client, nextClient, leadId } = fixture;
    const main = expectSingle(
      (await call(unitUrl(unit.id), { headers: holder.headers })).body,
      SalesSupportUnit,
    );
    expect(main).toMatchObject({
      id: unit.id,
      status: 'booked',
      price_before_tax: 800_000,
      price_after_tax: 840_000,
      project: { id: fixture.project.id },
      building: { id: fixture.building.id },
      activeBooking: { id: active.id, status: 'active', sale_support_user_id: holder.id },
      nextBooking: null,
      client: { id: client.id },
    });

    const tab = async (headers: Record<string, string>) =>
      expectSingle((await call(`${unitUrl(unit.id)}/booking`, { headers })).body, SalesSupportUnitBookings);
    const held = await tab(holder.headers);
    expect(held.activeBooking).toMatchObject({
      id: active.id,
      client: { id: client.id },
      saleSupportUser: { id: holder.id },
      is_paused: false,
      hold_hours: 48,
    });
    // Ten hours left, give or take the time the request took.
    expect(held.activeBooking?.remaining_seconds).toBeGreaterThan(10 * 3600 - 120);
    expect(held.activeBooking?.remaining_seconds).toBeLessThanOrEqual(10 * 3600);
    expect(held.nextBooking).toBeNull();
    const waiting = await tab(waiter.headers);
    expect(waiting.activeBooking).toBeNull();
    expect(waiting.nextBooking).toMatchObject({
      id: next.id,
      status: 'waiting',
      remaining_seconds: null,
      client: { id: nextClient.id },
    });

    const clients = expectSingle(
      (await call(`${unitUrl(unit.id)}/attention-clients`, { headers: holder.headers })).body,
      SalesSupportUnitClients,
    );
    expect(clients.clients).toEqual([expect.objectContaining({ id: client.id, relation: 'active_booking' })]);
    expect(clients.attentionRequests.map((lead) => lead.id)).toEqual([leadId]);
    const director = await crmStaff(['sales_director'], { row_scope: 'all' });
    const all = expectSingle(
      (await call(`${unitUrl(unit.id)}/attention-clients`, { headers: director.headers })).body,
      SalesSupportUnitClients,
    );
    expect(all.clients.map((entry) => [entry.id, entry.relation])).toEqual([
      [client.id, 'active_booking'],
      [nextClient.id, 'next_booking'],
    ]);
  });

  it('answers a paused clock for a booking waiting for approval, and 404 or 403 outside view or ability', async () => {
    const { unit, neighbour, holder, active } = await bookedUnit();
    const paused = await freshBooking(neighbour, {
      client_id: active.client_id,
      status: 'pending_acceptance',
      sale_support_user_id: holder.id,
      remaining_seconds_when_paused: 5400,
    });
    await moveUnit(neighbour, { status: 'booked', active_booking_id: paused.id });
    const tab = expectSingle(
      (await call(`${unitUrl(neighbour.id)}/booking`, { headers: holder.headers })).body,
      SalesSupportUnitBookings,
    );
    expect(tab.activeBooking).toMatchObject({
      status: 'pending_acceptance',
      remaining_seconds: 5400,
      is_paused: true,
    });

    const elsewhere = await crmStaff(['sales_manager'], { row_scope: 'projects', project_ids: [1] });
    for (const path of ['', '/booking', '/attention-clients', '/discounts', '/sale', '/sale/bank-follow']) {
      const response = await call(`${unitUrl(unit.id)}${path}`, { headers: elsewhere.headers });
      expect(response.status).toBe(404);
    }
    const technician = await crmStaff(['technician'], { row_scope: 'own' });
    const refused = await call(`${unitUrl(unit.id)}/booking`, { headers: technician.headers });
    expect(refused.status).toBe(403);
    expect((await call(unitUrl(999_999_999), { headers: holder.headers })).status).toBe(404);
  });

  it('lists the discounts that reach the unit today: project, its building, the unit and its holder', async () => {
    const { project, building, unit, neighbour, holder, client } = await bookedUnit();
    const day = (offset: number) =>
      `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
    const forProject = await approvedDiscount({ project_id: project.id, target_type: 'project' });
    const forBuilding = await approvedDiscount({
      project_id: project.id,
      target_type: 'building',
      building_id: building.id,
    });
    const forUnit = await approvedDiscount({
      project_id: project.id,
      target_type: 'unit',
      unit_id: unit.id,
      building_id: building.id,
    });
    const forHolder = await approvedDiscount({
      project_id: project.id,
      target_type: 'client',
      client_id: client.id,
    });
    await approvedDiscount({ project_id: project.id, target_type: 'unit', unit_id: neighbour.id });
    await approvedDiscount({
      project_id: project.id,
      target_type: 'client',
      client_id: (await freshClient()).id,
    });
    await approvedDiscount({
      project_id: project.id,
      target_type: 'project',
      start_date: day(2),
      end_date: day(9),
    });
    await approvedDiscount({
      project_id: project.id,
      target_type: 'project',
      start_date: day(-9),
      end_date: day(-2),
    });
    await approvedDiscount({ project_id: project.id, target_type: 'project', status: 'pending' });
    const answered = expectSingle(
      (await call(`${unitUrl(unit.id)}/discounts`, { headers: holder.headers })).body,
      SalesSupportUnitDiscounts,
    );
    expect(answered.client_id).toBe(client.id);
    expect(answered.discounts.map((discount) => discount.id).sort()).toEqual(
      [forProject.id, forBuilding.id, forUnit.id, forHolder.id].sort(),
    );
    // Another agent does not see the holder, so not the holder's discount either.
    const other = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const theirs = expectSingle(
      (await call(`${unitUrl(unit.id)}/discounts`, { headers: other.headers })).body,
      SalesSupportUnitDiscounts,
    );
    expect(theirs.client_id).toBeNull();
    expect(theirs.discounts.map((discount) => discount.id)).not.toContain(forHolder.id);
  });

  it("shows the sale's snapshot, totals and balance in scope, its bank follow-up, and 404 without a sale", async () => {
    const { units } = await freshInventory([{ status: 'available' }, { status: 'available' }]);
    const [unit, unsold] = units as [(typeof units)[number], (typeof units)[number]];
    const department = freshDepartment();
    const seller = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
    const client = await freshClient();
    const pricing: SalePricing = {
      price_before_tax: 80_000_000,
      discounts: [
        { discount_id: 1, name: 'Launch', value_type: 'fixed', value: 1_000_000, amount: 1_000_000 },
      ],
      discounts_total: 1_000_000,
      net_price: 79_000_000,
      tax_rate: 5,
      tax_amount: 3_950_000,
      state_tax: 0,
      tax_payer: 'client',
      client_tax: 3_950_000,
      striving_payer: 'client',
      striving_rate: 2.5,
      striving_amount: 1_975_000,
      striving_vat: 296_250,
      client_total: 85_221_250,
    };
    const sale = await freshSale(
      unit,
      { client_id: client.id, sale_support_user_id: seller.id, department_id: department },
      pricing,
      { paid_total: 10_000_050, refunded_total: 50 },
    );
    await moveUnit(unit, { status: 'sold', sale_id: sale.id, client_id: client.id });
    const shown = expectSingle(
      (await call(`${unitUrl(unit.id)}/sale`, { headers: seller.headers })).body,
      SalesSupportUnitSale,
    );
    expect(shown).toMatchObject({
      id: sale.id,
      purchase_method: 'bank_financing',
      paid_total: 100_000.5,
      refunded_total: 0.5,
      balance: 752_212.5,
      client: { id: client.id },
      saleSupportUser: { id: seller.id },
    });
    expect(shown.pricing).toMatchObject({
      price_before_tax: 800_000,
      net_price: 790_000,
      striving_vat: 2962.5,
      client_total: 852_212.5,
      // A fixed discount's value is money too: SAR on the wire, as init sale shows it.
      discounts: [expect.objectContaining({ value_type: 'fixed', value: 10_000, amount: 10_000 })],
    });
    const follow = expectSingle(
      (
        await call(`${unitUrl(unit.id)}/sale/bank-follow`, {
          headers: { ...seller.headers, 'Accept-Language': 'ar' },
        })
      ).body,
      SalesSupportSaleBankFollow,
    );
    expect(follow).toMatchObject({
      sale_id: sale.id,
      purchase_method: 'bank_financing',
      purchase_method_text: 'تمويل بنكي',
      follows_bank: true,
      bank: null,
      stage: null,
    });
    expect(follow.stages.map((stage) => stage.value)).toEqual([
      'price_offer_issued',
      'application_submitted',
      'initial_approval',
      'valuation',
      'final_approval',
      'financing_contract_signed',
      'payment_issued',
      'emptying',
      'funds_received',
      'bank_rejected',
    ]);
    // Once the purchase method names the bank, the follow-up shows it and the stage it starts at.
    const [bank] = await listBanks();
    const named = await call(`${systemUserUrl}/sales-support/sales/${sale.id}/purchase-method`, {
      headers: seller.headers,
      form: { purchase_method: 'bank_financing', bank_id: String(bank?.id) },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const following = expectSingle(
      (await call(`${unitUrl(unit.id)}/sale/bank-follow`, { headers: seller.headers })).body,
      SalesSupportSaleBankFollow,
    );
    expect(following).toMatchObject({
      bank: { id: bank?.id, name: bank?.name },
      stage: 'price_offer_issued',
      stage_text: 'Price offer issued',
    });
    const sameDepartment = await crmStaff(['sales_manager'], {
      row_scope: 'department',
      department_id: department,
    });
    expect((await call(`${unitUrl(unit.id)}/sale`, { headers: sameDepartment.headers })).status).toBe(200);
    const other = await crmStaff(['sales_agent'], { row_scope: 'own' });
    for (const [id, headers] of [
      [unit.id, other.headers],
      [unsold.id, seller.headers],
    ] as const) {
      const missing = await call(`${unitUrl(id)}/sale`, { headers });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested sale was not found.' });
      expect((await call(`${unitUrl(id)}/sale/bank-follow`, { headers })).status).toBe(404);
    }
  });

  it('stores a unit or client discount pending and sends it to approval; 422 on bad fields, 403 without the ability', async () => {
    const { unit, holder, client } = await bookedUnit();
    const store = (headers: Record<string, string>, form: Record<string, string>) =>
      call(`${unitUrl(unit.id)}/discounts`, {
        headers,
        form: {
          name: 'Corner offer',
          type: 'seasonal',
          value_type: 'fixed',
          value: '15000',
          start_date: '2026-12-01',
          end_date: '2026-12-31',
          ...form,
        },
      });
    const stored = await store(holder.headers, { target_type: 'unit' });
    expect(stored.status).toBe(201);
    const discount = expectSingle(stored.body, Discount);
    expect(discount).toMatchObject({
      status: 'pending',
      target_type: 'unit',
      unit_id: unit.id,
      building_id: unit.building_id,
      project_id: unit.project_id,
      client_id: null,
    });
    expect(await findEntity(DISCOUNT, discount.id)).toMatchObject({ requested_by_user_id: holder.id });
    expect(await openAcceptanceId(DISCOUNT_APPROVABLE, discount.id)).toBeDefined();

    const forClient = expectSingle(
      (await store(holder.headers, { target_type: 'client', client_id: String(client.id) })).body,
      Discount,
    );
    expect(forClient).toMatchObject({
      target_type: 'client',
      client_id: client.id,
      unit_id: null,
      project_id: unit.project_id,
    });

    const missing = await store(holder.headers, {
      target_type: 'client',
      value: '0',
      end_date: '2026-11-01',
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['client_id', 'end_date', 'value']);
    const project = await store(holder.headers, { target_type: 'project' });
    expect(project.status).toBe(422);
    expect(Object.keys(project.body.errors)).toEqual(['target_type']);

    const finance = await crmStaff(['finance_manager'], { row_scope: 'all' });
    const refused = await store(finance.headers, { target_type: 'unit' });
    expect(refused.status).toBe(403);
    const elsewhere = await crmStaff(['sales_manager'], { row_scope: 'projects', project_ids: [1] });
    expect((await store(elsewhere.headers, { target_type: 'unit' })).status).toBe(404);
  });
});
