import { requireEnv } from '../config/env';
import { ServiceUnavailableError } from '../errors';
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

/**
 * How long a caller waits for the renderer. API Gateway gives up at 29 s, and the caller reads
 * before it prints and signs a link after; the renderer's own limit is a second above this
 * (infra/constructs/print-renderer.ts), its page and PDF steps well inside it (html-to-pdf.ts).
 */
export const PRINT_WAIT_MS = 24_000;
/** What a caller whose print did not finish in time is told to wait: the renderer is warm by then. */
export const PRINT_RETRY_AFTER_SECONDS = 10;

/**
 * Has the print renderer (env PRINT_RENDERER_FUNCTION, or the in-process one) render and store a
 * PDF; a render that takes longer than `waitMs` answers 503 with Retry-After, never API Gateway's 504.
 */
export async function invokePrintRenderer(
  request: PrintRenderRequest,
  waitMs = PRINT_WAIT_MS,
): Promise<PrintRenderResult> {
  // Named in-process too: a module that prints without its `prints` grant fails locally as in AWS.
  const renderer = requireEnv('PRINT_RENDERER_FUNCTION');
  const signal = AbortSignal.timeout(waitMs);
  const late = new Promise<never>((_, fail) =>
    signal.addEventListener('abort', () => fail(new ServiceUnavailableError(PRINT_RETRY_AFTER_SECONDS)), {
      once: true,
    }),
  );
  const rendering = inProcess ? inProcess(request) : invokeRenderer(renderer, request, signal);
  // The in-process render runs on unheard when late, as the function does.
  rendering.catch(() => undefined);
  return Promise.race([rendering, late]);
}

async function invokeRenderer(
  renderer: string,
  request: PrintRenderRequest,
  signal: AbortSignal,
): Promise<PrintRenderResult> {
  const { text, failed } = await invokeFunction(renderer, request, signal);
  // A failed render is our fault, not the caller's: it surfaces as a 500 with the cause in the logs.
  if (failed) throw new Error(`The print renderer failed: ${text.slice(0, 500)}`);
  return JSON.parse(text) as PrintRenderResult;
}
