import type { HrLetterDocumentType } from './hr-letter-print-variables';
import type { PrintTemplate } from './print-templates';

type Language = 'ar' | 'en';

const rows = (entries: Array<[string, string]>) =>
  entries.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('\n');

const employeeAr = rows([
  ['الاسم', '{{employee.name}}'],
  ['الرقم الوظيفي', '{{employee.number}}'],
  ['رقم الهوية / الإقامة', '{{employee.national_id}}'],
  ['الجنسية', '{{employee.nationality}}'],
  ['المسمى الوظيفي', '{{employee.job_title}}'],
  ['تاريخ التعيين', '{{employee.hire_date}}'],
]);
const employeeEn = rows([
  ['Name', '{{employee.name}}'],
  ['Employee number', '{{employee.number}}'],
  ['National ID / Iqama', '{{employee.national_id}}'],
  ['Nationality', '{{employee.nationality}}'],
  ['Job title', '{{employee.job_title}}'],
  ['Hire date', '{{employee.hire_date}}'],
]);
const wageAr = rows([
  ['الراتب الأساسي', '{{wage.basic}} ريال'],
  ['بدل السكن', '{{wage.housing}} ريال'],
  ['بدل النقل', '{{wage.transport}} ريال'],
  ['إجمالي الراتب الشهري', '<strong>{{wage.total}} ريال</strong>'],
]);
const wageEn = rows([
  ['Basic salary', 'SAR {{wage.basic}}'],
  ['Housing allowance', 'SAR {{wage.housing}}'],
  ['Transport allowance', 'SAR {{wage.transport}}'],
  ['Total monthly wage', '<strong>SAR {{wage.total}}</strong>'],
]);

const headAr = (title: string) => `<h1>{{company.name_ar}}</h1>
<h2>${title}</h2>
<p>رقم الخطاب: {{letter.number}} — التاريخ: {{letter.date}}</p>
<p>إلى: {{letter.addressee}}</p>`;
const headEn = (title: string) => `<h1>{{company.name_en}}</h1>
<h2>${title}</h2>
<p>Letter {{letter.number}}, dated {{letter.date}}</p>
<p>To: {{letter.addressee}}</p>`;

const closingAr = '<p>الغرض: {{letter.purpose}}</p>\n<p>إدارة الموارد البشرية</p>';
const closingEn = '<p>Purpose: {{letter.purpose}}</p>\n<p>Human Resources</p>';

/** Each letter's title and body in each language. */
const BODIES: Record<HrLetterDocumentType, Record<Language, [string, string]>> = {
  salary_certificate: {
    ar: [
      'شهادة راتب',
      `<p>تشهد {{company.name_ar}} بأن الموظف المذكور أدناه يعمل لديها، ويتقاضى الراتب الشهري الموضح أدناه، وقد أعطيت له هذه الشهادة بناء على طلبه دون أدنى مسؤولية على الشركة.</p>
<table>${employeeAr}</table>
<table>${wageAr}</table>`,
    ],
    en: [
      'Salary certificate',
      `<p>{{company.name_en}} certifies that the employee named below works for the company and is paid the monthly wage stated below. This certificate is issued at the employee's request without any liability on the company.</p>
<table>${employeeEn}</table>
<table>${wageEn}</table>`,
    ],
  },
  salary_transfer_letter: {
    ar: [
      'خطاب تحويل راتب',
      `<p>تفيدكم {{company.name_ar}} بأن الموظف المذكور أدناه يعمل لديها، وتلتزم بتحويل راتبه الشهري الموضح أدناه إلى حسابه لديكم، وعدم تحويله إلى جهة أخرى إلا بعد الحصول على إخلاء طرف منكم.</p>
<table>${employeeAr}</table>
<table>${wageAr}</table>`,
    ],
    en: [
      'Salary transfer letter',
      `<p>{{company.name_en}} confirms that the employee named below works for the company, and undertakes to transfer the monthly wage stated below to the employee's account with you, and not to another bank without your clearance.</p>
<table>${employeeEn}</table>
<table>${wageEn}</table>`,
    ],
  },
  experience_letter: {
    ar: [
      'شهادة خبرة',
      `<p>تشهد {{company.name_ar}} بأن الموظف المذكور أدناه يعمل لديها منذ {{employee.hire_date}} بوظيفة {{employee.job_title}}، وقد أعطيت له هذه الشهادة بناء على طلبه.</p>
<table>${employeeAr}</table>`,
    ],
    en: [
      'Experience letter',
      `<p>{{company.name_en}} certifies that the employee named below has worked for the company since {{employee.hire_date}} as {{employee.job_title}}. This letter is issued at the employee's request.</p>
<table>${employeeEn}</table>`,
    ],
  },
};

const letter = (type: HrLetterDocumentType, language: Language): PrintTemplate => {
  const [title, body] = BODIES[type][language];
  return {
    document_type: type,
    language,
    name: title,
    layout_key: 'a4-portrait',
    body:
      language === 'ar'
        ? `${headAr(title)}\n${body}\n${closingAr}`
        : `${headEn(title)}\n${body}\n${closingEn}`,
  };
};

/** The letters' default templates, Arabic (right to left) and English. */
export const hrLetterPrintTemplates: readonly PrintTemplate[] = (
  ['salary_certificate', 'salary_transfer_letter', 'experience_letter'] as const
).flatMap((type) => [letter(type, 'ar'), letter(type, 'en')]);
