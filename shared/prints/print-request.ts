/**
 * What the API sends the print renderer (its own Lambda) and what it answers: plain JSON, so the
 * API's bundles import only these types, never the renderer.
 */
export interface PrintRenderRequest {
  /** Where the PDF is stored in the files bucket. */
  key: string;
  /** The document's title (the PDF's metadata). */
  title: string;
  /** `ar` prints right to left. */
  language: 'ar' | 'en';
  /** The template's body: logic-less Mustache over `variables`. */
  body: string;
  /** The variables, already checked and formatted, by key (`offer.total`); a table is an array of rows. */
  variables: Record<string, string | Array<Record<string, string>>>;
  layout: {
    paper: 'A4' | 'A5' | 'Letter';
    orientation: 'portrait' | 'landscape';
    margins_mm: { top: number; right: number; bottom: number; left: number };
    header_html: string;
    footer_html: string;
    /** A short-lived URL of the letterhead image, or null. */
    letterhead_url: string | null;
  };
  watermark: {
    mode: 'none' | 'text' | 'image';
    text: string | null;
    /** A short-lived URL of the image (`image` mode). */
    image_url: string | null;
    opacity: number;
    angle: number;
    size: number;
  };
  /** A stamp printed across every page (`DRAFT`, `CANCELLED`), or null. */
  stamp: string | null;
}

/** The stored PDF. */
export interface PrintRenderResult {
  key: string;
  size: number;
}
