/** How documents are watermarked, and the stamps printed on drafts and cancelled documents. */
export interface WatermarkSettings {
  mode: 'none' | 'text' | 'image';
  /** The text of `text` mode (both languages, printed in the document's language). */
  text_en: string | null;
  text_ar: string | null;
  /** `image` mode: the image's key in the files bucket (none is configured by default). */
  image_key: string | null;
  /** 0 (invisible) to 1 (opaque). */
  opacity: number;
  /** Degrees, counter-clockwise. */
  angle: number;
  /** The text's size in points, or the image's width as a percentage of the page. */
  size: number;
  /** Printed over the page, whatever the mode, when the document is a draft or was cancelled. */
  stamps: {
    draft: { text_en: string; text_ar: string };
    cancelled: { text_en: string; text_ar: string };
  };
}

/**
 * The current settings (a read: no catalogue operation changes them; see docs/prints.md): the
 * company's name as a faint diagonal text, and the draft and cancelled stamps.
 */
export const watermarkSettings: WatermarkSettings = {
  mode: 'text',
  text_en: 'Rakeen Real Estate',
  text_ar: 'ركين العقارية',
  image_key: null,
  opacity: 0.08,
  angle: 35,
  size: 64,
  stamps: {
    draft: { text_en: 'DRAFT', text_ar: 'مسودة' },
    cancelled: { text_en: 'CANCELLED', text_ar: 'ملغى' },
  },
};

/** The current watermark settings as the staff app reads them: texts in the request's language and both. */
export function watermarkSettingsView(locale: 'ar' | 'en') {
  const { text_en, text_ar, stamps, ...settings } = watermarkSettings;
  const inLocale = (texts: { text_en: string; text_ar: string }) => ({
    text: locale === 'ar' ? texts.text_ar : texts.text_en,
    text_ar: texts.text_ar,
    text_en: texts.text_en,
  });
  return {
    mode: settings.mode,
    text: locale === 'ar' ? text_ar : text_en,
    text_ar,
    text_en,
    // No image is configured (image_key is null); a configured one would be answered as its download URL.
    image: null,
    opacity: settings.opacity,
    angle: settings.angle,
    size: settings.size,
    stamps: { draft: inLocale(stamps.draft), cancelled: inLocale(stamps.cancelled) },
  };
}
