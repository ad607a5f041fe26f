import type { StaffCaller } from '../callers/callers';
import { sarOfHalalas } from '../money';
import { type PurchaseInvoiceEntity, scopedInvoice } from './purchase-invoices';

/**
 * The accounts an invoice's entry names (STAFF-DOMAIN-2 1.7). The company record keeps no chart of
 * accounts yet, so the codes are this constant map (README.md beside this file); the accounting
 * issue moves them to company settings.
 */
export const INVOICE_ACCOUNTS = {
  grni: { code: '2150', name_en: 'Goods received not invoiced', name_ar: 'بضاعة مستلمة غير مفوترة' },
  input_vat: { code: '1410', name_en: 'Input VAT', name_ar: 'ضريبة القيمة المضافة على المدخلات' },
  supplier_payable: { code: '2110', name_en: 'Suppliers payable', name_ar: 'ذمم الموردين الدائنة' },
  project_wip: { code: '1510', name_en: 'Projects work in progress', name_ar: 'أعمال المشاريع تحت التنفيذ' },
  retention_payable: { code: '2160', name_en: 'Retention payable', name_ar: 'محتجزات ضمان مستحقة' },
  advance_recovery: { code: '1420', name_en: 'Advances to contractors', name_ar: 'دفعات مقدمة للمقاولين' },
} as const;
export type InvoiceAccount = keyof typeof INVOICE_ACCOUNTS;

/** One line of the entry: debit or credit (SAR), never both. */
export interface EntryLine {
  account: InvoiceAccount;
  code: string;
  name: string;
  debit: number;
  credit: number;
}

/**
 * The entry an invoice posts when approved: goods Dr GRNI (subtotal), Dr input VAT, Cr supplier
 * payable (total); contractor Dr the project item's work in progress, Dr input VAT, Cr retention
 * payable, Cr advance recovery, Cr supplier payable (the rest). Balanced by construction.
 */
export function invoiceEntry(invoice: PurchaseInvoiceEntity, locale: 'en' | 'ar') {
  const line = (account: InvoiceAccount, debit: number, credit: number): EntryLine => ({
    account,
    code: INVOICE_ACCOUNTS[account].code,
    name: locale === 'ar' ? INVOICE_ACCOUNTS[account].name_ar : INVOICE_ACCOUNTS[account].name_en,
    debit: sarOfHalalas(debit),
    credit: sarOfHalalas(credit),
  });
  const lines: EntryLine[] =
    invoice.kind === 'goods'
      ? [
          line('grni', invoice.subtotal, 0),
          line('input_vat', invoice.vat, 0),
          line('supplier_payable', 0, invoice.total),
        ]
      : [
          line('project_wip', invoice.subtotal, 0),
          line('input_vat', invoice.vat, 0),
          ...(invoice.retention > 0 ? [line('retention_payable', 0, invoice.retention)] : []),
          ...(invoice.advance_recovery > 0 ? [line('advance_recovery', 0, invoice.advance_recovery)] : []),
          line('supplier_payable', 0, invoice.total - invoice.retention - invoice.advance_recovery),
        ];
  const debit = lines.reduce((sum, entry) => sum + Math.round(entry.debit * 100), 0);
  const credit = lines.reduce((sum, entry) => sum + Math.round(entry.credit * 100), 0);
  return {
    purchase_invoice_id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    posted: invoice.status === 'approved',
    project_item_id: invoice.project_item_id ?? null,
    lines,
    total_debit: sarOfHalalas(debit),
    total_credit: sarOfHalalas(credit),
    balanced: debit === credit,
  };
}

/** purchase-invoice: preview-entry — the invoice in the caller's row scope, its entry. */
export async function previewInvoiceEntry(caller: StaffCaller, id: number, locale: 'en' | 'ar') {
  return invoiceEntry(await scopedInvoice(caller, id), locale);
}
