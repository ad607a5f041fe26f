import { findEntity, loadEntities, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { ConflictError, type FieldMessages, ForbiddenError, ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { halalasOfSar } from '../money';
import { BOOKING } from '../sales/sales';
import { bookingForSolvency, SOLVENCY_OPEN_STATUSES } from './offer-bookings';
import { offerFacts } from './offer-data';
import {
  BANK_FINANCED,
  clearsSending,
  FINANCIAL_SOLVENCY,
  type FinancialSolvency,
  type PurchaseMethod,
  solvencyResult,
} from './solvency';
import { BANK, type BankEntity } from './solvency-banks';
import { solvencyRecord } from './solvency-record';

/** What the agent records (amounts in SAR with at most 2 decimals, already checked >= 0). */
export interface SolvencyInput {
  booking_id?: number | undefined;
  purchase_method: PurchaseMethod;
  employer_sector?: string | undefined;
  monthly_income?: number | undefined;
  monthly_obligations?: number | undefined;
  salary_bank_id?: number | undefined;
  redf_supported?: boolean | undefined;
  financing_bank_id?: number | undefined;
  pre_approved_amount?: number | undefined;
  down_payment_available: number;
  notes?: string | undefined;
  /** A sales manager lets a `not_solvent` booking go to approval anyway (with a reason). */
  manager_override?: boolean | undefined;
  override_reason?: string | undefined;
}

/** The banks named by the input, each of which must exist (422 `validation.exists` on its field). */
async function namedBanks(input: SolvencyInput): Promise<Map<number, BankEntity>> {
  const fields = (['salary_bank_id', 'financing_bank_id'] as const).filter(
    (field) => input[field] !== undefined,
  );
  const loaded = await loadEntities(fields.map((field) => ({ type: BANK, id: input[field] })));
  const errors: FieldMessages = {};
  const banks = new Map<number, BankEntity>();
  for (const field of fields) {
    const bank = loaded.get(BANK, input[field]);
    if (bank) banks.set(bank.id, bank);
    else errors[field] = [{ key: 'validation.exists' }];
  }
  if (BANK_FINANCED.includes(input.purchase_method) && input.financing_bank_id === undefined)
    errors.financing_bank_id = [
      { key: 'validation.required_if', params: { other: 'purchase method', value: input.purchase_method } },
    ];
  if (input.manager_override && !input.override_reason)
    errors.override_reason = [
      { key: 'validation.required_if', params: { other: 'manager override', value: 'true' } },
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return banks;
}

/**
 * update-financial-solvency (STAFF-DOMAIN 5.4). Steps:
 * 1. the unit's booking in the caller's scope (404 outside it), active or waiting (else 409);
 * 2. the named banks exist, a bank-financed purchase names its bank (422);
 * 3. the result is computed against the offer's total (`solvencyResult`); a `not_solvent` one may be
 *    overridden by a caller who reviews approvals (`mayOverride`: sales managers; others 403);
 * 4. one transaction writes the solvency (id = the booking's) and the booking's
 *    `financial_solvency_id`, set only when the solvency lets it go to approval (removed otherwise),
 *    conditioned on the versions read: a booking changed meanwhile answers 409 and nothing is written.
 */
export async function updateFinancialSolvency(
  viewer: StaffCaller,
  unitId: number,
  input: SolvencyInput,
  caller: { mayOverride: boolean; locale: Locale },
) {
  const { unit, booking } = await bookingForSolvency(viewer, unitId, input.booking_id);
  if (!SOLVENCY_OPEN_STATUSES.includes(booking.status))
    throw new ConflictError('booking_offers.booking_not_open');
  const banks = await namedBanks(input);
  const [facts, existing] = await Promise.all([
    offerFacts(unit, booking),
    findEntity(FINANCIAL_SOLVENCY, booking.id),
  ]);
  const amount = (sar: number | undefined) => (sar === undefined ? null : halalasOfSar(sar));
  const financed = BANK_FINANCED.includes(input.purchase_method);
  const attributes = {
    purchase_method: input.purchase_method,
    employer_sector: input.employer_sector ?? null,
    monthly_income: amount(input.monthly_income),
    monthly_obligations: amount(input.monthly_obligations),
    salary_bank_id: input.salary_bank_id ?? null,
    redf_supported: input.redf_supported ?? false,
    financing_bank_id: financed ? (input.financing_bank_id ?? null) : null,
    pre_approved_amount: financed ? amount(input.pre_approved_amount) : null,
    down_payment_available: halalasOfSar(input.down_payment_available),
    required_amount: facts.pricing.client_total,
  };
  const result = solvencyResult(attributes);
  const overriding = result === 'not_solvent' && input.manager_override === true;
  if (overriding && !caller.mayOverride) throw new ForbiddenError();
  const now = new Date().toISOString();
  const solvency: FinancialSolvency = {
    ...attributes,
    booking_id: booking.id,
    client_id: booking.client_id,
    unit_id: unit.id,
    project_id: booking.project_id ?? unit.project_id,
    sale_support_user_id: booking.sale_support_user_id ?? null,
    department_id: booking.department_id ?? null,
    result,
    overridden_by_user_id: overriding ? viewer.id : null,
    overridden_at: overriding ? now : null,
    override_reason: overriding ? (input.override_reason ?? null) : null,
    notes: input.notes ?? null,
    assessed_by_user_id: viewer.id,
    assessed_at: now,
  };
  const write = existing
    ? await prepareUpdate(FINANCIAL_SOLVENCY, existing.id, solvency, {
        recordName: 'financial solvency',
        current: existing,
      })
    : await prepareCreate(FINANCIAL_SOLVENCY, solvency, {
        id: booking.id,
        links: [{ type: CLIENT, id: booking.client_id }],
      });
  const change = await prepareUpdate(
    BOOKING,
    booking.id,
    { financial_solvency_id: clearsSending(solvency) ? booking.id : null },
    { recordName: 'booking', current: booking, also: write.items },
  );
  await transact(change.items, () => new ConflictError());
  return solvencyRecord({ ...write.entity, ...solvency }, banks, caller.locale);
}
