import { runAsFunction } from './function-scope';
import { localPrintRenderer } from './local-resources';

let registered = false;
let printed = false;

/**
 * Has prints render in this process, as the renderer function would (there is no Lambda to invoke
 * locally; Chromium loads on the first print): `npm start`, and `npm run invoke` of an operation
 * that prints. Registering twice is harmless.
 */
export async function renderPrintsLocally(): Promise<void> {
  if (registered) return;
  registered = true;
  const { renderPrintsInProcess } = await import('../../shared/prints/print-renderer-client');
  // The renderer runs as its own function: with the environment its CDK function is given.
  const renderer = localPrintRenderer({ bucketName: process.env.BUCKET_NAME as string });
  renderPrintsInProcess(async (request) => {
    printed = true;
    const { handler } = await import('../../functions/print-renderer/index');
    return runAsFunction(renderer, () => handler(request));
  });
}

/** Closes the browser the local prints opened, if any did. */
export async function closeLocalPrints(): Promise<void> {
  if (printed) await (await import('../../shared/prints/html-to-pdf')).closePrintBrowser();
}
