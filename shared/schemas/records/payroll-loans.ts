import * as z from 'zod';
import { date, int, recordId, str, timestamp } from '../fields';

const LOAN_STATUS = z.enum([
  'pending_acceptance',
  'approved',
  'rejected',
  'cancelled',
  'disbursed',
  'closed',
]);

/** One month of a loan's schedule (SAR). */
const ScheduleEntry = z.strictObject({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(['due', 'partial', 'paid']),
});

/**
 * A payroll loan (STAFF-DOMAIN-2 2.1, `LN-YYYY-NNNNNN`), money in SAR: the schedule is built at
 * disbursement (empty before), `outstanding` what is left to repay (0 before disbursement).
 */
export const PayrollLoan = z.strictObject({
  id: recordId(),
  number: z.string().regex(/^LN-\d{4}-\d{6}$/),
  employee_id: z.number().int(),
  employee_name: str(),
  department_id: int(),
  amount: z.number(),
  reason: z.string(),
  installments_count: z.number().int().min(1).max(24),
  monthly_installment: z.number(),
  start_month: z.string().regex(/^\d{4}-\d{2}$/),
  status: LOAN_STATUS,
  status_label: z.string(),
  acceptance_id: int(),
  disbursed_at: timestamp(),
  disbursed_on: date(),
  disbursement_method: z.enum(['bank_transfer', 'cash', 'cheque']).nullable(),
  disbursement_reference: str(),
  outstanding: z.number(),
  repaid: z.number(),
  schedule: z.array(ScheduleEntry).max(24),
  closed_at: timestamp(),
  created_at: timestamp(),
});

const Choice = z.strictObject({ value: z.string(), label: z.string() });

/**
 * What the loan form needs for the caller: the 10 % cap on the installment (SAR), the largest loan
 * (× 24), whether an open loan already stands in the way, and the methods.
 */
export const PayrollLoanFormData = z.strictObject({
  monthly_wage: z.number().nullable(),
  max_installment: z.number(),
  max_installments: z.number().int(),
  max_amount: z.number(),
  has_open_loan: z.boolean(),
  open_loan_id: int(),
  earliest_start_month: z.string().regex(/^\d{4}-\d{2}$/),
  disbursement_methods: z.array(Choice),
  repayment_methods: z.array(Choice),
});
