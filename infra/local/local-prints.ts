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
  renderPrintsInProcess(async (request) => {
    printed = true;
    return (await import('../../functions/print-renderer/index')).handler(request);
  });
}

/** Closes the browser the local prints opened, if any did. */
export async function closeLocalPrints(): Promise<void> {
  if (printed) await (await import('../../shared/prints/html-to-pdf')).closePrintBrowser();
}
