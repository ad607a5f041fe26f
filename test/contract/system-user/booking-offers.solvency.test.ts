import { describe, expect, it } from 'vitest';
import { findEntity, updateEntity } from '../../../shared/db/entity-store';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { FINANCIAL_SOLVENCY } from '../../../shared/domain/sales-support/solvency';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { FinancialSolvency, FinancialSolvencyFormData } from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { bookedUnit, testClient, testUnit } from '../../support/offer-fixtures';

const tab = (unitId: number) => `${systemUserUrl}/sales-support/saleable-details/${unitId}/booking`;
const agentOf = (department: number) =>
  crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
const update = (headers: Record<string, string>, unitId: number, form: Record<string, string>) =>
  call(`${tab(unitId)}/update-financial-solvency`, { headers, form });
const formData = (headers: Record<string, string>, unitId: number, query = '') =>
  call(`${tab(unitId)}/financial-solvency/get-form-data${query}`, { headers });

/** A unit of 900 000 SAR: its offer's total is 945 000 SAR (RETT 5 %), with no discount of its own. */
const PRICE = 900_000;

describe('{system_user_url}/sales-support/saleable-details/{unit_id}/booking: financial solvency', () => {
  it('get form data: the choices, the seeded banks and the amount to cover; no solvency yet', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({ agentId: agent.id, departmentId: department, price: PRICE });
    const response = await formData({ ...agent.headers, 'Accept-Language': 'ar' }, unit.id);
    expect(response.status).toBe(200);
    const form = expectSingle(response.body, FinancialSolvencyFormData);
    expect(form).toMatchObject({ booking_id: booking.id, solvency: null, defaulted_from_booking_id: null });
    expect(form.purchase_methods.map((option) => option.value)).toEqual([
      'cash',
      'bank_financing',
      'mixed',
      'developer_installments',
    ]);
    expect(form.employer_sectors.map((option) => option.value)).toEqual([
      'government',
      'military',
      'private',
      'retired',
    ]);
    expect(form.results.find((option) => option.value === 'not_solvent')?.label).toBe('غير مليء ماليًا');
    expect(form.banks.map((bank) => bank.name)).toContain('مصرف الراجحي');
    expect(form.required_amount).toBeGreaterThan(0);
  });

  it('update: computes the result, stores it on the booking in one write, and defaults the next booking of the client', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const [bank] = await listBanks();
    const { unit, booking, clientId } = await bookedUnit({
      agentId: agent.id,
      departmentId: department,
      price: PRICE,
    });
    const total = expectSingle(
      (await formData(agent.headers, unit.id)).body,
      FinancialSolvencyFormData,
    ).required_amount;
    const saved = await update(agent.headers, unit.id, {
      purchase_method: 'mixed',
      employer_sector: 'government',
      monthly_income: '28500.50',
      monthly_obligations: '0',
      salary_bank_id: String(bank?.id),
      redf_supported: '1',
      financing_bank_id: String(bank?.id),
      pre_approved_amount: String(total - 100_000),
      down_payment_available: '100000.00',
    });
    expect(saved.status).toBe(200);
    const solvency = expectSingle(saved.body, FinancialSolvency);
    expect(solvency).toMatchObject({
      id: booking.id,
      booking_id: booking.id,
      client_id: clientId,
      purchase_method: 'mixed',
      monthly_income: 28_500.5,
      monthly_obligations: 0,
      redf_supported: true,
      financingBank: { id: bank?.id, name: bank?.name },
      down_payment_available: 100_000,
      required_amount: total,
      result: 'solvent',
      blocks_sending: false,
      assessed_by_user_id: agent.id,
    });
    expect(await findEntity(BOOKING, booking.id)).toMatchObject({ financial_solvency_id: booking.id });
    expect(await findEntity(FINANCIAL_SOLVENCY, booking.id)).toMatchObject({
      monthly_income: 2_850_050,
      down_payment_available: 10_000_000,
      sale_support_user_id: agent.id,
      department_id: department,
    });

    // The client's next booking starts from this assessment.
    const next = await bookedUnit({ agentId: agent.id, departmentId: department, client: { id: clientId } });
    const defaults = expectSingle(
      (await formData(agent.headers, next.unit.id)).body,
      FinancialSolvencyFormData,
    );
    expect(defaults).toMatchObject({
      booking_id: next.booking.id,
      defaulted_from_booking_id: booking.id,
      solvency: expect.objectContaining({ purchase_method: 'mixed', result: 'solvent' }),
    });
  });

  it('a not solvent result takes the booking off the way to approval until a sales manager overrides it', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({ agentId: agent.id, departmentId: department, price: PRICE });
    const first = await update(agent.headers, unit.id, {
      purchase_method: 'cash',
      down_payment_available: '945000',
    });
    expect(expectSingle(first.body, FinancialSolvency).result).toBe('solvent');
    expect((await findEntity(BOOKING, booking.id))?.financial_solvency_id).toBe(booking.id);

    const poor = { purchase_method: 'cash', down_payment_available: '20000' };
    const refused = expectSingle((await update(agent.headers, unit.id, poor)).body, FinancialSolvency);
    expect(refused).toMatchObject({ result: 'not_solvent', blocks_sending: true });
    expect((await findEntity(BOOKING, booking.id))?.financial_solvency_id).toBeUndefined();

    const agentOverride = await update(agent.headers, unit.id, {
      ...poor,
      manager_override: '1',
      override_reason: 'Family guarantee',
    });
    expect(agentOverride.status).toBe(403);
    const manager = await crmStaff(['sales_manager'], { row_scope: 'department', department_id: department });
    const noReason = await update(manager.headers, unit.id, { ...poor, manager_override: '1' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({
      override_reason: ['The override reason field is required when manager override is true.'],
    });
    const overridden = await update(manager.headers, unit.id, {
      ...poor,
      manager_override: 'true',
      override_reason: 'Family guarantee',
    });
    expect(expectSingle(overridden.body, FinancialSolvency)).toMatchObject({
      result: 'not_solvent',
      overridden_by_user_id: manager.id,
      override_reason: 'Family guarantee',
      blocks_sending: false,
    });
    expect((await findEntity(BOOKING, booking.id))?.financial_solvency_id).toBe(booking.id);
  });

  it('refuses invalid amounts and unknown banks (422), other agents (404), viewers (403) and a booking sent to approval (409)', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({ agentId: agent.id, departmentId: department, price: PRICE });
    const invalid = await update(agent.headers, unit.id, {
      purchase_method: 'bank_financing',
      monthly_income: '-1',
      pre_approved_amount: '100.123',
      salary_bank_id: '999999',
      down_payment_available: '',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual([
      'down_payment_available',
      'monthly_income',
      'pre_approved_amount',
    ]);
    expect(invalid.body.errors.monthly_income).toEqual(['The monthly income field must be at least 0.']);
    const banks = await update(agent.headers, unit.id, {
      purchase_method: 'bank_financing',
      salary_bank_id: '999999',
      down_payment_available: '0',
    });
    expect(banks.status).toBe(422);
    expect(banks.body.errors).toEqual({
      salary_bank_id: ['The selected salary bank id is invalid.'],
      financing_bank_id: ['The financing bank id field is required when purchase method is bank_financing.'],
    });

    const stranger = await agentOf(freshDepartment());
    const valid = { purchase_method: 'cash', down_payment_available: '1000' };
    expect((await update(stranger.headers, unit.id, valid)).status).toBe(404);
    expect((await formData(stranger.headers, unit.id)).status).toBe(404);
    const finance = await crmStaff(['finance_manager'], { row_scope: 'all' });
    expect((await formData(finance.headers, unit.id)).status).toBe(200);
    expect((await update(finance.headers, unit.id, valid)).status).toBe(403);
    const free = await testUnit();
    expect((await formData(agent.headers, free.id)).status).toBe(409);

    await updateEntity(BOOKING, booking.id, { status: 'pending_acceptance' }, { recordName: 'booking' });
    expect(await update(agent.headers, unit.id, valid)).toMatchObject({
      status: 409,
      body: {
        message:
          'The financial solvency can only change while the booking is active or waiting, before it goes to approval.',
      },
    });
  });

  it('records the waiting booking of another agent on the same unit by booking_id', async () => {
    const department = freshDepartment();
    const holder = await agentOf(department);
    const { unit } = await bookedUnit({ agentId: holder.id, departmentId: department });
    const second = await agentOf(department);
    const waiting = await bookedUnit({
      agentId: second.id,
      departmentId: department,
      status: 'waiting',
      unit,
      client: await testClient('سارة القحطاني'),
    });
    const form = expectSingle((await formData(second.headers, unit.id)).body, FinancialSolvencyFormData);
    expect(form.booking_id).toBe(waiting.booking.id);
    expect((await formData(second.headers, unit.id, `?booking_id=${unit.active_booking_id}`)).status).toBe(
      404,
    );
    const saved = await update(second.headers, unit.id, {
      purchase_method: 'cash',
      down_payment_available: '5000000',
    });
    expect(expectSingle(saved.body, FinancialSolvency).booking_id).toBe(waiting.booking.id);
  });

  it('20 updates of one booking at once: one solvency, and the booking points at it', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({ agentId: agent.id, departmentId: department, price: PRICE });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        update(agent.headers, unit.id, {
          purchase_method: 'cash',
          down_payment_available: String(index * 50_000),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const stored = await findEntity(FINANCIAL_SOLVENCY, booking.id);
    const winners = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data);
    // The stored assessment is one that was answered 200, and the booking's pointer agrees with it.
    expect(winners.map((winner) => winner.assessed_at)).toContain(stored?.assessed_at);
    const pointer = (await findEntity(BOOKING, booking.id))?.financial_solvency_id;
    expect(pointer).toBe(stored?.result === 'not_solvent' ? undefined : booking.id);
  });
});
