import { type EntityOf, entityType } from '../../db/entity-type';

/** How the client means to pay (STAFF-DOMAIN 6.5). */
export const PURCHASE_METHODS = ['cash', 'bank_financing', 'mixed', 'developer_installments'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];
/** Who pays the client's salary (banks weigh it). */
export const EMPLOYER_SECTORS = ['government', 'military', 'private', 'retired'] as const;
/** What the assessment concludes (computed: see `solvencyResult`). */
export const SOLVENCY_RESULTS = ['solvent', 'partially_solvent', 'not_solvent', 'pending_bank'] as const;
export type SolvencyResult = (typeof SOLVENCY_RESULTS)[number];

/** Purchase methods a bank finances (a financing bank and its pre-approval count). */
export const BANK_FINANCED: readonly PurchaseMethod[] = ['bank_financing', 'mixed'];

/**
 * A client's financial solvency for one booking (STAFF-DOMAIN 5.4). Its id is the booking's (one
 * per booking, held by the key). Amounts in integer halalas.
 */
export interface FinancialSolvency {
  booking_id: number;
  client_id: number;
  unit_id: number;
  project_id: number | null;
  /** The booking's agent and department (row scope, as on the booking). */
  sale_support_user_id: number | null;
  department_id: number | null;
  purchase_method: PurchaseMethod;
  employer_sector: string | null;
  monthly_income: number | null;
  monthly_obligations: number | null;
  salary_bank_id: number | null;
  /** Supported by the Real Estate Development Fund (Sakani). */
  redf_supported: boolean;
  financing_bank_id: number | null;
  pre_approved_amount: number | null;
  down_payment_available: number;
  /** What the client must pay in all (the offer's total) when it was assessed. */
  required_amount: number;
  result: SolvencyResult;
  /** A sales manager let a `not_solvent` booking go to approval. */
  overridden_by_user_id: number | null;
  overridden_at: string | null;
  override_reason: string | null;
  notes: string | null;
  assessed_by_user_id: number;
  assessed_at: string;
}

export const FINANCIAL_SOLVENCY = entityType<FinancialSolvency>('FINANCIAL_SOLVENCY');
export type FinancialSolvencyEntity = EntityOf<typeof FINANCIAL_SOLVENCY>;

/** The client's solvencies are linked under the client, newest booking first: the form's defaults. */
export const SOLVENCY_LINK = 'FINANCIAL_SOLVENCY';

/** The smallest down payment a bank takes for a first home (SAMA: up to 90 % of the price financed). */
export const MIN_DOWN_PAYMENT_PERCENT = 10;

/**
 * The result of an assessment, computed so that an agent cannot simply declare a client solvent:
 * a bank-financed purchase without a pre-approved amount waits for the bank (`pending_bank`);
 * otherwise what the client can pay (the down payment, plus the bank's pre-approval when financed)
 * against the offer's total: all of it `solvent`, at least 10 % `partially_solvent` (a bank can
 * finance the rest), less `not_solvent`.
 */
export function solvencyResult(input: {
  purchase_method: PurchaseMethod;
  down_payment_available: number;
  pre_approved_amount: number | null;
  required_amount: number;
}): SolvencyResult {
  const financed = BANK_FINANCED.includes(input.purchase_method);
  if (financed && input.pre_approved_amount === null) return 'pending_bank';
  const available = input.down_payment_available + (financed ? (input.pre_approved_amount ?? 0) : 0);
  if (available >= input.required_amount) return 'solvent';
  if (available * 100 >= input.required_amount * MIN_DOWN_PAYMENT_PERCENT) return 'partially_solvent';
  return 'not_solvent';
}

/** Whether a solvency lets its booking go to approval: any result but `not_solvent`, unless a manager overrode it. */
export const clearsSending = (solvency: Pick<FinancialSolvency, 'result' | 'overridden_by_user_id'>) =>
  solvency.result !== 'not_solvent' || solvency.overridden_by_user_id !== null;
