import { randomUUID } from 'node:crypto';
import { findEntity } from '../../db/entity-store';
import { filePrefixes } from '../../files/file-prefixes';
import { presignedDownloadUrl } from '../../files/files';
import { invokePrintRenderer } from '../../prints/print-renderer-client';
import { COMPANY, COMPANY_ID } from '../company/company';
import { formatPrintVariables } from './format-print-variables';
import { printLayouts } from './print-layouts';
import { defaultPrintTemplates, type PrintLanguage } from './print-templates';
import type { PrintDocumentType } from './print-variables';
import { watermarkSettings } from './watermark-settings';

export interface RenderDocumentOptions {
  /** The template's language (default Arabic). */
  language?: PrintLanguage;
  /** Stamps every page `DRAFT` / `CANCELLED` (in the document's language). */
  stamp?: 'draft' | 'cancelled';
  /** The download's file name (default `<document type>.pdf`). */
  fileName?: string;
}

/** A rendered document: a short-lived download URL of the stored PDF. */
export interface RenderedDocument {
  name: string;
  mime_type: 'application/pdf';
  size: number;
  url: string;
  key: string;
}

/** A document type's default template in a language, with its layout. */
export function templateOf(type: PrintDocumentType, language: PrintLanguage) {
  const template = defaultPrintTemplates.find(
    (each) => each.document_type === type && each.language === language,
  );
  const layout = printLayouts.find((each) => each.key === template?.layout_key);
  if (!template || !layout) throw new Error(`No ${language} template or layout for ${type}`);
  return { template, layout };
}

/**
 * Renders a document to PDF: checks the variables against the document type's registry, fills the
 * type's default template in its layout with the current watermark (and a stamp), has the print
 * renderer function render and store it, and answers a short-lived download URL.
 */
export async function renderDocument(
  type: PrintDocumentType,
  variables: Record<string, unknown>,
  options: RenderDocumentOptions = {},
): Promise<RenderedDocument> {
  const language = options.language ?? 'ar';
  const printed = formatPrintVariables(type, variables);
  const { template, layout } = templateOf(type, language);
  const logo =
    layout.letterhead === 'company_logo' ? (await findEntity(COMPANY, COMPANY_ID))?.logo : undefined;
  const watermark = watermarkSettings;
  const inLanguage = (texts: { text_en: string | null; text_ar: string | null }) =>
    language === 'ar' ? texts.text_ar : texts.text_en;
  const key = `${filePrefixes.prints}${type}/${randomUUID()}.pdf`;
  const name = options.fileName ?? `${type}.pdf`;
  const result = await invokePrintRenderer({
    key,
    title: template.name,
    language,
    body: template.body,
    variables: printed,
    layout: {
      paper: layout.paper,
      orientation: layout.orientation,
      margins_mm: layout.margins_mm,
      header_html: layout.header_html,
      footer_html: layout.footer_html,
      letterhead_url: logo ? await presignedDownloadUrl(logo.key) : null,
    },
    watermark: {
      mode: watermark.mode,
      text: inLanguage(watermark),
      image_url: watermark.image_key ? await presignedDownloadUrl(watermark.image_key) : null,
      opacity: watermark.opacity,
      angle: watermark.angle,
      size: watermark.size,
    },
    stamp: options.stamp ? inLanguage(watermark.stamps[options.stamp]) : null,
  });
  return {
    name,
    mime_type: 'application/pdf',
    size: result.size,
    key,
    url: await presignedDownloadUrl(key, name),
  };
}
