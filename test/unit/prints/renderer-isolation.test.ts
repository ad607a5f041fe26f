import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { staffCompany } from '../../../functions/system-user/company/module';
import { staffPrintTemplates } from '../../../functions/system-user/print-templates/module';
import { lambdaEntryOf } from '../../../infra/bundling/lambda-entry';

/** The package folders an entry's bundle pulls in (esbuild's metafile, nothing written). */
async function packagesBundled(
  entry: string,
): Promise<{ packages: Set<string>; bytes: number; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const packages = new Set(
    Object.keys(result.metafile.inputs).flatMap((input) => {
      const found = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      return found?.[1] ? [found[1]] : [];
    }),
  );
  return {
    packages,
    bytes: result.outputFiles[0]?.contents.length ?? 0,
    inputs: Object.keys(result.metafile.inputs),
  };
}

const rendererPackages = ['puppeteer-core', '@sparticuz/chromium', 'mustache', '@fontsource/amiri'];

describe('the print renderer stays out of the API bundles', () => {
  it('renderDocument (what a printing API function imports) invokes the renderer without bundling it', async () => {
    const { packages, inputs } = await packagesBundled('shared/domain/prints/render-document.ts');
    // It invokes by one signed request (shared/prints/invoke-function.ts), without the Lambda client.
    expect(inputs).toContain('shared/prints/invoke-function.ts');
    expect(packages).not.toContain('@aws-sdk/client-lambda');
    for (const name of rendererPackages) expect(packages, name).not.toContain(name);
  });

  it('the Print Templates module bundles no renderer: about the size of the one-read company module', async () => {
    const { packages, bytes } = await packagesBundled(lambdaEntryOf(staffPrintTemplates));
    for (const name of rendererPackages) expect(packages, name).not.toContain(name);
    const company = await packagesBundled(lambdaEntryOf(staffCompany));
    expect(bytes).toBeLessThan(company.bytes * 1.1);
  });

  it('the renderer function does bundle the browser driver (the control for the checks above)', async () => {
    const { packages } = await packagesBundled('functions/print-renderer/index.ts');
    expect(packages).toContain('puppeteer-core');
    expect(packages).toContain('@sparticuz/chromium');
  });
});
