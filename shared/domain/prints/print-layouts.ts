/** Paper sizes a layout may use. */
export const printPapers = ['A4', 'A5', 'Letter'] as const;
export type PrintPaper = (typeof printPapers)[number];

/** A page layout: paper, orientation, margins (mm), header and footer (logic-less templates), letterhead. */
export interface PrintLayout {
  id: number;
  key: string;
  name_en: string;
  name_ar: string;
  paper: PrintPaper;
  orientation: 'portrait' | 'landscape';
  margins_mm: { top: number; right: number; bottom: number; left: number };
  /** Printed at the top of every page; reads the document's variables (`{{company.name_ar}}`). */
  header_html: string;
  /** Printed at the bottom of every page; `{{page}}` and `{{pages}}` are the page numbers. */
  footer_html: string;
  /** Whether the company logo is printed as the letterhead at the top of the first page. */
  letterhead: 'company_logo' | 'none';
  /** The font every page is set in: Amiri, shipped with the renderer, shapes Arabic and Latin. */
  font_family: 'Amiri';
  is_default: boolean;
}

const header = '<div class="print-header">{{company.name_ar}} · {{company.name_en}}</div>';
const footer =
  '<div class="print-footer">{{company.vat_number}} · <bdi dir="ltr"><span class="pageNumber"></span> / <span class="totalPages"></span></bdi></div>';

/**
 * The layouts every document may use, the A4 portrait one by default. They are part of the code
 * (as the variables are): no operation of the catalogue writes a layout yet.
 */
export const printLayouts: readonly PrintLayout[] = [
  {
    id: 1,
    key: 'a4-portrait',
    name_en: 'A4 portrait with letterhead',
    name_ar: 'A4 طولي مع الترويسة',
    paper: 'A4',
    orientation: 'portrait',
    margins_mm: { top: 25, right: 18, bottom: 20, left: 18 },
    header_html: header,
    footer_html: footer,
    letterhead: 'company_logo',
    font_family: 'Amiri',
    is_default: true,
  },
  {
    id: 2,
    key: 'a5-portrait',
    name_en: 'A5 portrait (receipts)',
    name_ar: 'A5 طولي (السندات)',
    paper: 'A5',
    orientation: 'portrait',
    margins_mm: { top: 18, right: 12, bottom: 15, left: 12 },
    header_html: header,
    footer_html: footer,
    letterhead: 'none',
    font_family: 'Amiri',
    is_default: false,
  },
  {
    id: 3,
    key: 'letter-landscape',
    name_en: 'Letter landscape',
    name_ar: 'Letter عرضي',
    paper: 'Letter',
    orientation: 'landscape',
    margins_mm: { top: 20, right: 15, bottom: 18, left: 15 },
    header_html: header,
    footer_html: footer,
    letterhead: 'none',
    font_family: 'Amiri',
    is_default: false,
  },
];

/** The layouts as the staff app reads them: `name` in the request's language. */
export const printLayoutsView = (locale: 'ar' | 'en') => ({
  papers: [...printPapers],
  layouts: printLayouts.map(({ name_en, name_ar, ...layout }) => ({
    ...layout,
    name: locale === 'ar' ? name_ar : name_en,
  })),
});
