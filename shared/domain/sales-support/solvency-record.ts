import { type Locale, translate } from '../../i18n';
import { sarOfHalalas, sarOrNull } from '../money';
import type { FinancialSolvencyEntity, SolvencyResult } from './solvency';
import { clearsSending } from './solvency';
import type { BankEntity } from './solvency-banks';

/** A bank as the form and the record name it, in the request's language. */
export const bankOption = (bank: BankEntity, locale: Locale) => ({
  id: bank.id,
  name: locale === 'ar' ? bank.name_ar : bank.name,
});

/** A solvency result's label in the request's language. */
export const resultText = (result: SolvencyResult, locale: Locale) =>
  translate(locale, `booking_offers.result.${result}`);

/** The FinancialSolvency record: amounts as SAR with 2 decimals, banks named, whether it blocks sending. */
export function solvencyRecord(
  solvency: FinancialSolvencyEntity,
  banks: ReadonlyMap<number, BankEntity>,
  locale: Locale,
) {
  const bank = (id: number | null | undefined) => {
    const found = id === null || id === undefined ? undefined : banks.get(id);
    return found ? bankOption(found, locale) : null;
  };
  return {
    id: solvency.id,
    booking_id: solvency.booking_id,
    client_id: solvency.client_id,
    purchase_method: solvency.purchase_method,
    purchase_method_text: translate(locale, `booking_offers.purchase_method.${solvency.purchase_method}`),
    employer_sector: solvency.employer_sector ?? null,
    monthly_income: sarOrNull(solvency.monthly_income),
    monthly_obligations: sarOrNull(solvency.monthly_obligations),
    salary_bank_id: solvency.salary_bank_id ?? null,
    salaryBank: bank(solvency.salary_bank_id),
    redf_supported: solvency.redf_supported,
    financing_bank_id: solvency.financing_bank_id ?? null,
    financingBank: bank(solvency.financing_bank_id),
    pre_approved_amount: sarOrNull(solvency.pre_approved_amount),
    down_payment_available: sarOfHalalas(solvency.down_payment_available),
    required_amount: sarOfHalalas(solvency.required_amount),
    result: solvency.result,
    result_text: resultText(solvency.result, locale),
    overridden_by_user_id: solvency.overridden_by_user_id ?? null,
    overridden_at: solvency.overridden_at ?? null,
    override_reason: solvency.override_reason ?? null,
    blocks_sending: !clearsSending({
      result: solvency.result,
      overridden_by_user_id: solvency.overridden_by_user_id ?? null,
    }),
    notes: solvency.notes ?? null,
    assessed_by_user_id: solvency.assessed_by_user_id,
    assessed_at: solvency.assessed_at,
  };
}
