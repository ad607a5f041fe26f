import qrcode from 'qrcode-generator';
import { sarOfHalalas } from '../money';

/** What a ZATCA phase-1 (simplified tax invoice) QR code carries; amounts in halalas. */
export interface ZatcaInvoiceFacts {
  sellerName: string;
  vatNumber: string;
  /** The invoice's time, ISO 8601. */
  timestamp: string;
  totalWithVat: number;
  vatAmount: number;
}

/** One TLV field: tag, length in bytes, the UTF-8 value (a seller name in Arabic takes 2 bytes a letter). */
function tlvField(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 255) throw new Error(`ZATCA TLV tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

/**
 * The ZATCA phase-1 QR payload: tags 1 seller name, 2 VAT number, 3 timestamp, 4 total with VAT,
 * 5 VAT amount (amounts as SAR with 2 decimals), TLV-encoded and base64'd.
 */
export function zatcaTlvBase64(facts: ZatcaInvoiceFacts): string {
  return Buffer.concat([
    tlvField(1, facts.sellerName),
    tlvField(2, facts.vatNumber),
    tlvField(3, facts.timestamp),
    tlvField(4, sarOfHalalas(facts.totalWithVat).toFixed(2)),
    tlvField(5, sarOfHalalas(facts.vatAmount).toFixed(2)),
  ]).toString('base64');
}

/** A TLV payload read back: tag to UTF-8 value (tests, and a check of what a scanner reads). */
export function decodeZatcaTlv(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at] as number;
    const length = bytes[at + 1] as number;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return fields;
}

/**
 * A QR code of `text` as an inline SVG `data:` URL (the print page loads nothing else): error
 * correction M, a quiet zone of 4 modules, one path of dark squares.
 */
export function qrSvgDataUrl(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + 2 * quiet;
  // One rectangle per run of dark modules in a row keeps the image small.
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; ) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      let run = 1;
      while (column + run < count && code.isDark(row, column + run)) run += 1;
      path += `M${column + quiet} ${row + quiet}h${run}v1h-${run}z`;
      column += run;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
