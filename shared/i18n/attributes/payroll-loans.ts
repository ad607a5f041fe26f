/** Arabic names of the payroll loans' input fields. */
export const payrollLoanAttributes: Readonly<Record<string, string>> = {
  installments_count: 'عدد الأقساط',
  start_month: 'شهر أول قسط',
  reference: 'المرجع',
};
