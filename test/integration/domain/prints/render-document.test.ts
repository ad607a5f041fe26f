import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHalalas } from '../../../../shared/domain/prints/format-print-variables';
import { sampleVariables } from '../../../../shared/domain/prints/print-variables';
import { renderDocument } from '../../../../shared/domain/prints/render-document';
import { ValidationError } from '../../../../shared/errors';
import { closePrintBrowser } from '../../../../shared/prints/html-to-pdf';
import { renderPrintsInProcess } from '../../../../shared/prints/print-renderer-client';
import { renderPrint } from '../../../../shared/prints/render-print';

/**
 * The PDF's text as poppler's pdftotext reads it (CI installs poppler-utils: .ci/run), without the
 * direction marks it wraps each run in (U+202A-U+202E). `raw` keeps the drawing order, which keeps
 * rotated text (the stamp, the watermark) in one piece.
 */
const pdfText = (pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string =>
  execFileSync('pdftotext', [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  }).replace(/[\u202A-\u202E]/g, '');

const download = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
};

describe('renderDocument (the print engine, headless Chromium in process)', () => {
  beforeAll(() => renderPrintsInProcess(renderPrint));
  afterAll(async () => {
    renderPrintsInProcess(undefined);
    await closePrintBrowser();
  });

  it('prints an Arabic booking offer whose text reads back in logical order: names, amounts, IBAN', async () => {
    const variables = {
      ...sampleVariables('booking_offer'),
      'company.name_ar': 'شركة ركين للتطوير العقاري',
      'client.name': 'محمد بن عبدالله العتيبي',
      'offer.total': 86_625_050,
      'company.iban': 'SA0380000000608010167519',
    };
    const document = await renderDocument('booking_offer', variables, {
      language: 'ar',
      fileName: 'offer.pdf',
    });
    expect(document.name).toBe('offer.pdf');
    const pdf = await download(document.url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(document.size);
    const text = pdfText(pdf);
    // Whole words, joined letters read back as the letters typed, right to left in reading order.
    expect(text).toContain('شركة ركين');
    expect(text).toContain('محمد بن عبدالله العتيبي');
    expect(text).toContain('الإجمالي');
    expect(text).toContain('866,250.50');
    expect(text).toContain('SA03 8000 0000 6080 1016 7519');
    expect(text).toContain('OF-2026-000042');
    // Not reversed and not presentation forms (U+FB50-U+FEFF): what a search or a copy finds.
    expect(text).not.toContain('يبيتعلا');
    expect(text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFC]/);
    // The Arabic label sits before its amount in reading order (right to left on the page).
    expect(text).toMatch(/الإجمالي\s+866,250.50/);
  });

  it('prints the English template, stamped DRAFT or CANCELLED across the page', async () => {
    const draft = await renderDocument('booking_offer', sampleVariables('booking_offer'), {
      language: 'en',
      stamp: 'draft',
    });
    const english = pdfText(await download(draft.url));
    expect(english).toContain('Price offer OF-2026-000042');
    expect(english).toContain(`SAR ${formatHalalas(86_625_000)}`);
    expect(pdfText(await download(draft.url), 'raw')).toContain('DRAFT');
    const cancelled = await renderDocument('booking_offer', sampleVariables('booking_offer'), {
      language: 'en',
      stamp: 'cancelled',
    });
    const stamped = pdfText(await download(cancelled.url), 'raw');
    expect(stamped).toContain('CANCELLED');
    expect(stamped).not.toContain('DRAFT');
  });

  it('escapes variables: markup in a value prints as text and runs nothing', async () => {
    const document = await renderDocument(
      'booking_offer',
      { ...sampleVariables('booking_offer'), 'client.name': '<b>Fatimah</b><script>x()</script>' },
      { language: 'en' },
    );
    expect(pdfText(await download(document.url))).toContain('<b>Fatimah</b><script>x()</script>');
  });

  it('refuses missing, mistyped and unknown variables with a 422 naming each, before rendering', async () => {
    const { 'offer.total': _, ...withoutTotal } = sampleVariables('booking_offer');
    const refused = await renderDocument('booking_offer', {
      ...withoutTotal,
      'offer.price': 12.5,
      'company.iban': 'SA0000000000000000000000',
      'offer.date': '2026-02-30',
      'unit.secret': 'x',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(Object.keys((refused as ValidationError).fields).sort()).toEqual([
      'company.iban',
      'offer.date',
      'offer.price',
      'offer.total',
      'unit.secret',
    ]);
  });
});
