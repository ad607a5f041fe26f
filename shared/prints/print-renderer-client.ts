import { requireEnv } from '../config/env';
import { invokeFunction } from './invoke-function';
import type { PrintRenderRequest, PrintRenderResult } from './print-request';

type Renderer = (request: PrintRenderRequest) => Promise<PrintRenderResult>;

let inProcess: Renderer | undefined;

/**
 * Renders in this process instead of invoking the renderer function: `npm start` and the tests
 * register the renderer's own code here (there is no Lambda to invoke locally).
 */
export function renderPrintsInProcess(renderer: Renderer | undefined): void {
  inProcess = renderer;
}

/** Has the print renderer (env PRINT_RENDERER_FUNCTION, or the in-process one) render and store a PDF. */
export async function invokePrintRenderer(request: PrintRenderRequest): Promise<PrintRenderResult> {
  // Named in-process too: a module that prints without its `prints` grant fails locally as in AWS.
  const renderer = requireEnv('PRINT_RENDERER_FUNCTION');
  if (inProcess) return inProcess(request);
  const { text, failed } = await invokeFunction(renderer, request);
  // A failed render is our fault, not the caller's: it surfaces as a 500 with the cause in the logs.
  if (failed) throw new Error(`The print renderer failed: ${text.slice(0, 500)}`);
  return JSON.parse(text) as PrintRenderResult;
}
