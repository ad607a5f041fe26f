import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { printLayouts } from '../../../../shared/domain/prints/print-layouts';
import { defaultPrintTemplates } from '../../../../shared/domain/prints/print-templates';
import { printDocumentTypes, printVariables } from '../../../../shared/domain/prints/print-variables';
import { fillTemplate } from '../../../../shared/prints/print-html';

/** Every name a template reads (variables and section names), from Mustache's own parse. */
function namesRead(template: string): string[] {
  const names: string[] = [];
  const walk = (tokens: unknown[]) => {
    for (const token of tokens as Array<[string, string, number, number, unknown[]?]>) {
      if (['name', '&', '{', '#', '^'].includes(token[0])) names.push(token[1]);
      if (token[0] === '>') names.push(`partial:${token[1]}`);
      if (token[4]) walk(token[4]);
    }
  };
  walk(Mustache.parse(template));
  return names;
}

describe('print templates and layouts', () => {
  it('has an Arabic and an English default template for every document type, on a known layout', () => {
    for (const type of printDocumentTypes)
      for (const language of ['ar', 'en'])
        expect(
          defaultPrintTemplates.filter((each) => each.document_type === type && each.language === language),
          `${type} ${language}`,
        ).toHaveLength(1);
    for (const template of defaultPrintTemplates)
      expect(printLayouts.map((layout) => layout.key)).toContain(template.layout_key);
    expect(printLayouts.filter((layout) => layout.is_default)).toHaveLength(1);
  });

  it('templates, headers and footers read only their document type registry variables', () => {
    for (const template of defaultPrintTemplates) {
      // A table's columns are read inside its section.
      const known = printVariables[template.document_type].flatMap((entry) => [
        entry.key,
        ...(entry.columns ?? []).map((column) => column.key),
      ]);
      const read = [
        template.body,
        ...printLayouts.flatMap((layout) => [layout.header_html, layout.footer_html]),
      ].flatMap(namesRead);
      expect(read.length).toBeGreaterThan(5);
      for (const name of read) expect(known, `${template.document_type} reads ${name}`).toContain(name);
    }
  });

  it('fills dotted names, escapes markup, and renders nothing for partials, unknown names or prototype members', () => {
    const filled = fillTemplate(
      '<p>{{client.name}}|{{{client.name}}}|{{> evil}}|{{constructor}}|{{client.x}}</p>',
      {
        'client.name': '<img src=x onerror=alert(1)>',
      },
    );
    expect(filled).toBe(
      '<p><bdi>&#60;img src=x onerror=alert(1)&#62;</bdi>|<img src=x onerror=alert(1)>|||</p>',
    );
  });

  it('isolates each value so a date or a Latin name in an Arabic line keeps its own order, and leaves an inline image bare', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const filled = fillTemplate(
      '<p>التاريخ: {{voucher.date}} — {{company.name_en}}</p><img src="{{voucher.qr}}">',
      {
        'voucher.date': '2026-11-24',
        'company.name_en': 'Rakeen Real Estate Development Co.',
        'voucher.qr': image,
      },
    );
    expect(filled).toBe(
      `<p>التاريخ: <bdi>2026-11-24</bdi> — <bdi>Rakeen Real Estate Development Co.</bdi></p><img src="${image}">`,
    );
  });
});
