/** Arabic names of the HR modules' input fields shared by several of them. */
export const hrAttributes: Readonly<Record<string, string>> = {
  employee_id: 'الموظف',
  department_id: 'الإدارة',
  employment_status: 'حالة التوظيف',
  work_site_id: 'موقع العمل',
  work_date: 'يوم العمل',
  month: 'الشهر',
  scope: 'النطاق',
};
