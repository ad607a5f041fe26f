import { fillTemplate } from '../../prints/print-html';
import { formatPrintVariables, type PrintedValue } from './format-print-variables';
import type { PrintLanguage } from './print-templates';
import type { PrintDocumentType } from './print-variables';
import { templateOf } from './render-document';

/**
 * A document's body as HTML (its default template filled, without the page, fonts and stamp) and its
 * variables as printed: what a preview shows beside the PDF (`print-content`).
 */
export function documentHtml(
  type: PrintDocumentType,
  variables: Record<string, unknown>,
  language: PrintLanguage = 'ar',
): { html: string; variables: Record<string, PrintedValue> } {
  const printed = formatPrintVariables(type, variables);
  const { template } = templateOf(type, language);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    html: `<div lang="${language}" dir="${direction}">\n${fillTemplate(template.body, printed)}\n</div>`,
    variables: printed,
  };
}
