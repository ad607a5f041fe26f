import * as z from 'zod/mini';
import { MAX_LOAN_INSTALLMENTS } from '../../../shared/domain/hr/wages';
import {
  DISBURSEMENT_METHODS,
  LOAN_STATUSES,
  REPAYMENT_METHODS,
} from '../../../shared/domain/payroll-loans/payroll-loans';
import {
  blankAsAbsent,
  dateText,
  idParameter,
  integerText,
  numberText,
  optionalIntegerText,
  optionalText,
  requiredText,
} from '../../../shared/http/fields';

/** The path of one loan. */
export const LOAN = '/hr/payroll-loans/{payroll_loan_id}';
export const loanPath = z.object({ payroll_loan_id: idParameter() });

/** `YYYY-MM`, a real month. */
const monthText = () => z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** What an employee asks (store and update): SAR with at most 2 decimals, ≤ 24 installments. */
export const loanBody = z.object({
  amount: numberText({ min: 1 }),
  installments_count: integerText({ min: 1, max: MAX_LOAN_INSTALLMENTS }),
  start_month: monthText(),
  reason: requiredText(500),
});

/** The index's filters. */
export const loanFilterQuery = {
  status: blankAsAbsent(z.enum(LOAN_STATUSES)),
  employee_id: optionalIntegerText({ min: 1 }),
  month: blankAsAbsent(monthText()),
};

export const disburseBody = z.object({
  method: z.enum(DISBURSEMENT_METHODS),
  reference: optionalText(100),
  date: dateText(),
});

export const repayBody = z.object({
  amount: numberText({ min: 0.01 }),
  method: z.enum(REPAYMENT_METHODS),
  reference: optionalText(100),
  date: dateText(),
});
