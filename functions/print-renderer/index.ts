import type { PrintRenderRequest, PrintRenderResult } from '../../shared/prints/print-request';
import { renderPrint } from '../../shared/prints/render-print';

/**
 * The print renderer: its own Lambda (headless Chromium is ~66 MB), invoked by the API functions
 * that print, so their bundles stay small. It renders the request's document and stores the PDF.
 */
export const handler = async (request: PrintRenderRequest): Promise<PrintRenderResult> =>
  renderPrint(request);
