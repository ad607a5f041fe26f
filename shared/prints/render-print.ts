import { putFile } from '../files/files';
import { htmlToPdf } from './html-to-pdf';
import { printFontCss } from './print-fonts';
import { printPage } from './print-html';
import type { PrintRenderRequest, PrintRenderResult } from './print-request';

/** Renders a print request to PDF with headless Chromium and stores it at the request's key. */
export async function renderPrint(request: PrintRenderRequest): Promise<PrintRenderResult> {
  const pdf = await htmlToPdf(printPage(request, printFontCss()), request);
  await putFile(request.key, pdf, 'application/pdf');
  return { key: request.key, size: pdf.length };
}
