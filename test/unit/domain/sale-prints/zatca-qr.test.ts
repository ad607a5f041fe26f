import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { vatShare } from '../../../../shared/domain/sale-prints/voucher-prints';
import { decodeZatcaTlv, qrSvgDataUrl, zatcaTlvBase64 } from '../../../../shared/domain/sale-prints/zatca-qr';

describe('ZATCA phase-1 QR payload (TLV, base64)', () => {
  it('encodes the five tags as ZATCA publishes its example, byte for byte', () => {
    const payload = zatcaTlvBase64({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalWithVat: 100_000,
      vatAmount: 15_000,
    });
    expect(payload).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('decodes back to the seller name in Arabic (length in UTF-8 bytes), VAT number, time and amounts', () => {
    const payload = zatcaTlvBase64({
      sellerName: 'شركة ركين للتطوير العقاري',
      vatNumber: '310456789100003',
      timestamp: '2026-11-24T09:30:00.000Z',
      totalWithVat: 123_456_789,
      vatAmount: 5_432,
    });
    const bytes = Buffer.from(payload, 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength('شركة ركين للتطوير العقاري', 'utf8'));
    expect([...decodeZatcaTlv(payload).entries()]).toEqual([
      [1, 'شركة ركين للتطوير العقاري'],
      [2, '310456789100003'],
      [3, '2026-11-24T09:30:00.000Z'],
      [4, '1234567.89'],
      [5, '54.32'],
    ]);
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() =>
      zatcaTlvBase64({
        sellerName: 'x'.repeat(256),
        vatNumber: '3',
        timestamp: 't',
        totalWithVat: 1,
        vatAmount: 0,
      }),
    ).toThrow(/longer than 255 bytes/);
  });

  it('draws the payload as an SVG QR code whose modules read back as the payload', () => {
    const payload = zatcaTlvBase64({
      sellerName: 'شركة ركين للتطوير العقاري',
      vatNumber: '310456789100003',
      timestamp: '2026-11-24T09:30:00.000Z',
      totalWithVat: 123_456,
      vatAmount: 3_188,
    });
    const url = qrSvgDataUrl(payload);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+={0,2}$/);
    expect(url.length).toBeLessThan(65_536);
    // Rasterise the SVG's rectangles (4 pixels a module) and read it with a QR decoder.
    const svg = Buffer.from(url.split(',')[1] as string, 'base64').toString('utf8');
    const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    const scale = 4;
    const side = size * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let dy = 0; dy < scale; dy += 1)
        for (let dx = 0; dx < Number(run) * scale; dx += 1) {
          const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
    expect(jsQR(pixels, side, side)?.data).toBe(payload);
  });

  it('takes an operation its share of the sale VAT, rounded half-up to the halala', () => {
    expect(vatShare(100_000, 318_750, 91_693_750)).toBe(348);
    expect(vatShare(91_693_750, 318_750, 91_693_750)).toBe(318_750);
    expect(vatShare(1, 1, 2)).toBe(1);
    expect(vatShare(100_000, 0, 91_693_750)).toBe(0);
    expect(vatShare(10 ** 12, 10 ** 9, 10 ** 12)).toBe(10 ** 9);
  });
});
