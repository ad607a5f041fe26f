import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { PrintPage } from './print-html';
import type { PrintRenderRequest } from './print-request';

// No WebGL is needed to print: skip unpacking the graphics stack (a faster cold start).
chromium.setGraphicsMode = false;

let browser: Promise<Browser> | undefined;

async function launch(): Promise<Browser> {
  return puppeteer.launch({
    args: chromium.args,
    // In the Lambda the binary's pack is copied beside the bundle (CHROMIUM_BIN_DIR); locally, the package's.
    executablePath: await chromium.executablePath(process.env.CHROMIUM_BIN_DIR),
    headless: 'shell',
    // puppeteer's own signal handlers end the process with 130 on Ctrl-C, before the local stack's
    // shutdown (which closes this browser) can stop the gateway and DynamoDB Local cleanly.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** One browser per container, started on first use and started again if it died. */
async function openBrowser(): Promise<Browser> {
  browser ??= launch();
  const open = await browser.catch(() => undefined);
  if (open?.connected) return open;
  browser = launch();
  return browser;
}

/**
 * Prints a page to PDF. The page runs no script and loads nothing but inline data and the
 * letterhead or watermark image it was given (a template cannot reach the network).
 */
export async function htmlToPdf(page: PrintPage, request: PrintRenderRequest): Promise<Buffer> {
  const allowed = new Set(
    [request.layout.letterhead_url, request.watermark.image_url].filter((url): url is string => !!url),
  );
  const tab = await (await openBrowser()).newPage();
  try {
    await tab.setJavaScriptEnabled(false);
    await tab.setRequestInterception(true);
    tab.on('request', (outgoing) => {
      const url = outgoing.url();
      if (url.startsWith('data:') || allowed.has(url)) void outgoing.continue();
      else void outgoing.abort();
    });
    // Both steps inside the renderer's 25 s, with the browser's start (print-renderer-client.ts).
    await tab.setContent(page.html, { waitUntil: 'load', timeout: 8_000 });
    const { margins_mm: margins } = request.layout;
    const pdf = await tab.pdf({
      format: request.layout.paper,
      landscape: request.layout.orientation === 'landscape',
      margin: {
        top: `${margins.top}mm`,
        right: `${margins.right}mm`,
        bottom: `${margins.bottom}mm`,
        left: `${margins.left}mm`,
      },
      displayHeaderFooter: true,
      headerTemplate: page.headerTemplate,
      footerTemplate: page.footerTemplate,
      printBackground: true,
      timeout: 12_000,
    });
    return Buffer.from(pdf);
  } finally {
    await tab.close();
  }
}

/** Closes the browser (tests and `npm start` on exit). */
export async function closePrintBrowser(): Promise<void> {
  const open = await browser?.catch(() => undefined);
  browser = undefined;
  await open?.close();
}
