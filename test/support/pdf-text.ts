import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';

/**
 * The PDF's text as poppler's pdftotext reads it, without the direction marks it wraps each run in
 * (U+202A-U+202E). `raw` keeps the drawing order, which keeps rotated text (a stamp) in one piece.
 */
export const pdfText = (pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string =>
  execFileSync('pdftotext', [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  }).replace(/[\u202A-\u202E]/g, '');

/** Downloads a printed document from its short-lived URL: a PDF. */
export async function downloadPdf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The text without white space: pdftotext may put a space inside an Arabic word where Amiri leaves
 * a wide gap after a non-joining letter (`تحو يل`), so phrases are compared squeezed.
 */
export const squeezed = (text: string): string => text.replace(/\s+/g, '');

/** The QR code printed on the PDF's first page (rasterised by poppler at 150 dpi), or undefined. */
export async function pdfQrCode(pdf: Buffer): Promise<string | undefined> {
  const { default: jsQR } = await import('jsqr');
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '150', '-f', '1', '-l', '1', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  // Binary PGM: "P5\n<width> <height>\n<max>\n" then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not answer a PGM image');
  const [text, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const gray = pgm.subarray(text.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const value = gray[pixel] as number;
    rgba.set([value, value, value, 255], pixel * 4);
  }
  return jsQR(rgba, width, height)?.data;
}
