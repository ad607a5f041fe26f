import Mustache from 'mustache';
import type { PrintRenderRequest } from './print-request';

/** The page and the header and footer templates Chromium prints. */
export interface PrintPage {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

/**
 * `{'offer.total': '1.00'}` as Mustache reads dotted names: `{offer: {total: '1.00'}}`. Objects
 * without a prototype: Mustache calls any function a name resolves to, and `{{constructor}}` would
 * otherwise reach Object's.
 */
function nestedView(variables: PrintRenderRequest['variables']): Record<string, unknown> {
  const view: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(variables)) {
    // A table's rows become prototype-less objects too: a row can call nothing either.
    const leaf =
      typeof value === 'string' ? value : value.map((row) => Object.assign(Object.create(null), row));
    const parts = key.split('.');
    let node = view;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = Object.create(null);
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = leaf;
  }
  return view;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A value as printed in running text: escaped and isolated in a `<bdi>` (its direction taken
 * from its own first letter, left to right when it has none), so a date (`2026-11-24`), an amount
 * or a Latin name in an Arabic line keeps its own order instead of being reordered with the
 * sentence around it. The one value read inside an attribute is an inline image (`src`), which
 * is left bare.
 */
const printedValue = (value: unknown): string => {
  const text = String(value);
  return text.startsWith('data:image/') ? escapeHtml(text) : `<bdi>${escapeHtml(text)}</bdi>`;
};

/**
 * Fills a logic-less template: values are HTML-escaped and bidi-isolated, there are no partials,
 * and the view holds only strings on prototype-less objects, so a template cannot call anything.
 */
export const fillTemplate = (template: string, variables: PrintRenderRequest['variables']): string =>
  Mustache.render(template, nestedView(variables), {}, { escape: printedValue });

function watermarkHtml(watermark: PrintRenderRequest['watermark']): string {
  const style = `opacity:${watermark.opacity};transform:translate(-50%,-50%) rotate(${-watermark.angle}deg)`;
  if (watermark.mode === 'text' && watermark.text)
    return `<div class="watermark" style="${style};font-size:${watermark.size}pt">${escapeHtml(watermark.text)}</div>`;
  if (watermark.mode === 'image' && watermark.image_url)
    return `<img class="watermark" alt="" style="${style};width:${watermark.size}%" src="${escapeHtml(watermark.image_url)}">`;
  return '';
}

/** The document as Chromium prints it: the filled body, letterhead, watermark, stamp; header and footer. */
export function printPage(request: PrintRenderRequest, fontCss: string): PrintPage {
  const direction = request.language === 'ar' ? 'rtl' : 'ltr';
  const { layout } = request;
  const html = `<!doctype html>
<html lang="${request.language}" dir="${direction}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(request.title)}</title>
<style>
${fontCss}
@page { size: ${layout.paper} ${layout.orientation}; }
html, body { margin: 0; font-family: 'Amiri', serif; font-size: 12pt; line-height: 1.6; color: #111; }
h1 { font-size: 20pt; margin: 0 0 6pt; } h2 { font-size: 15pt; margin: 0 0 6pt; }
table { width: 100%; border-collapse: collapse; margin: 8pt 0; }
th, td { border: 0.75pt solid #888; padding: 3pt 6pt; text-align: start; vertical-align: top; }
th { width: 35%; background: #f2f2f2; font-weight: 700; }
.letterhead { text-align: center; margin-bottom: 8pt; } .letterhead img { max-height: 22mm; }
.watermark { position: fixed; top: 50%; left: 50%; white-space: nowrap; z-index: -1; color: #000; }
.stamp { position: fixed; top: 40%; left: 50%; transform: translate(-50%,-50%) rotate(-20deg);
  border: 4pt solid #c00; color: #c00; font-size: 44pt; font-weight: 700; padding: 2pt 18pt; opacity: 0.55; }
</style>
</head>
<body>
${layout.letterhead_url ? `<div class="letterhead"><img alt="" src="${escapeHtml(layout.letterhead_url)}"></div>` : ''}
${watermarkHtml(request.watermark)}
${request.stamp ? `<div class="stamp">${escapeHtml(request.stamp)}</div>` : ''}
<main>
${fillTemplate(request.body, request.variables)}
</main>
</body>
</html>`;
  // Header and footer are printed in a context of their own: they carry their font and sizes.
  const frame = (template: string) =>
    `<style>${fontCss} .frame{font-family:'Amiri',serif;font-size:8pt;color:#555;width:100%;margin:0 ${layout.margins_mm.left}mm;text-align:center;}</style><div class="frame" dir="${direction}">${fillTemplate(template, request.variables)}</div>`;
  return { html, headerTemplate: frame(layout.header_html), footerTemplate: frame(layout.footer_html) };
}
