/**
 * What a variable holds, which fixes how it is checked and printed: `money` is integer halalas
 * printed with 2 decimals and thousands separators, `date` is `YYYY-MM-DD`, `iban` a Saudi IBAN
 * printed in groups of four, `image` an inline `data:` PNG or SVG (the page loads nothing else: a
 * QR code), `rows` a table's rows (a Mustache section), each row typed by the variable's `columns`.
 */
export type PrintVariableType = 'text' | 'number' | 'money' | 'date' | 'iban' | 'image' | 'rows';

/** A sample row of a `rows` variable, keyed by column. */
export type PrintSampleRow = Readonly<Record<string, string | number>>;

/** One variable a template may read: its key (`{{offer.total}}`), labels, type and a sample value. */
export interface PrintVariable {
  key: string;
  label_ar: string;
  label_en: string;
  type: PrintVariableType;
  sample: string | number | readonly PrintSampleRow[];
  /** May be left out: printed empty (a section over it prints nothing). */
  optional?: boolean;
  /** A `rows` variable's columns (the names a row of the section reads). */
  columns?: readonly PrintVariable[];
}

/** One entry of a registry. */
export const variable = (
  key: string,
  type: PrintVariableType,
  label_en: string,
  label_ar: string,
  sample: PrintVariable['sample'],
  more: Pick<PrintVariable, 'optional' | 'columns'> = {},
): PrintVariable => ({ key, label_ar, label_en, type, sample, ...more });

/** The company as every document's header names it: its names and VAT number. */
export const companyHeaderVariables: readonly PrintVariable[] = [
  variable(
    'company.name_ar',
    'text',
    'Company name (Arabic)',
    'اسم الشركة بالعربية',
    'شركة ركين للتطوير العقاري',
  ),
  variable(
    'company.name_en',
    'text',
    'Company name (English)',
    'اسم الشركة بالإنجليزية',
    'Rakeen Real Estate Development Co.',
  ),
  variable('company.vat_number', 'text', 'Company VAT number', 'الرقم الضريبي للشركة', '310123456700003'),
];
