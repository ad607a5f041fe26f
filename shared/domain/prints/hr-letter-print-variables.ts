import { companyHeaderVariables, type PrintVariable, variable } from './print-variable';

/** The letters HR issues through self-service (issue 34, STAFF-DOMAIN-2 2.3). */
export type HrLetterDocumentType = 'salary_certificate' | 'salary_transfer_letter' | 'experience_letter';

/** Every letter's header: the company, the letter's number and day, whom it goes to, the employee. */
const letterHeader: readonly PrintVariable[] = [
  ...companyHeaderVariables,
  variable('letter.number', 'text', 'Letter number', 'رقم الخطاب', 'HR-2026-000012'),
  variable('letter.date', 'date', 'Letter date', 'تاريخ الخطاب', '2026-12-08'),
  variable('letter.addressee', 'text', 'Addressee', 'الجهة الموجه إليها', 'مصرف الراجحي'),
  variable('letter.purpose', 'text', 'Purpose', 'الغرض', 'فتح حساب'),
  variable('employee.name', 'text', 'Employee', 'الموظف', 'نورة عبدالعزيز السبيعي'),
  variable('employee.number', 'text', 'Employee number', 'الرقم الوظيفي', 'EMP-1001'),
  variable('employee.national_id', 'text', 'National ID / Iqama', 'رقم الهوية / الإقامة', '1090000101'),
  variable('employee.nationality', 'text', 'Nationality', 'الجنسية', 'Saudi'),
  variable('employee.job_title', 'text', 'Job title', 'المسمى الوظيفي', 'محاسبة'),
  variable('employee.hire_date', 'date', 'Hire date', 'تاريخ التعيين', '2019-03-01'),
];

/** The monthly wage a salary letter states (Art 92: basic plus the fixed allowances), halalas. */
const wage: readonly PrintVariable[] = [
  variable('wage.basic', 'money', 'Basic salary', 'الراتب الأساسي', 600_000),
  variable('wage.housing', 'money', 'Housing allowance', 'بدل السكن', 150_000),
  variable('wage.transport', 'money', 'Transport allowance', 'بدل النقل', 60_000),
  variable('wage.total', 'money', 'Total monthly wage', 'إجمالي الراتب الشهري', 810_000),
];

/** The letters' variables: the salary letters state the wage, the experience letter does not. */
export const hrLetterPrintVariables: Readonly<Record<HrLetterDocumentType, readonly PrintVariable[]>> = {
  salary_certificate: [...letterHeader, ...wage],
  salary_transfer_letter: [...letterHeader, ...wage],
  experience_letter: letterHeader,
};
