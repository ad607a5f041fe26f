import type { LambdaClient } from '@aws-sdk/client-lambda';
import { requireEnv } from '../config/env';
import type { PrintRenderRequest, PrintRenderResult } from './print-request';

type Renderer = (request: PrintRenderRequest) => Promise<PrintRenderResult>;

let inProcess: Renderer | undefined;
let lambda: LambdaClient | undefined;

/**
 * Renders in this process instead of invoking the renderer function: `npm start` and the tests
 * register the renderer's own code here (there is no Lambda to invoke locally).
 */
export function renderPrintsInProcess(renderer: Renderer | undefined): void {
  inProcess = renderer;
}

/** Has the print renderer (env PRINT_RENDERER_FUNCTION, or the in-process one) render and store a PDF. */
export async function invokePrintRenderer(request: PrintRenderRequest): Promise<PrintRenderResult> {
  if (inProcess) return inProcess(request);
  // Loaded on the first print, not at init: the Lambda client would add about a tenth to the cold
  // start of every function that can print, and most of their requests never do.
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  lambda ??= new LambdaClient({});
  const answer = await lambda.send(
    new InvokeCommand({
      FunctionName: requireEnv('PRINT_RENDERER_FUNCTION'),
      Payload: new TextEncoder().encode(JSON.stringify(request)),
    }),
  );
  const text = new TextDecoder().decode(answer.Payload);
  // A failed render is our fault, not the caller's: it surfaces as a 500 with the cause in the logs.
  if (answer.FunctionError) throw new Error(`The print renderer failed: ${text.slice(0, 500)}`);
  return JSON.parse(text) as PrintRenderResult;
}
