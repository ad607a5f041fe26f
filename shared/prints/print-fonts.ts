import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Amiri (SIL Open Font License), shipped in an npm package: a Naskh face whose glyphs map one to
// one to letters, so the PDF's text reads back as the letters typed (fonts that draw the dots as
// separate marks read back as the wrong letters; measured in docs/prints.md).
const faces = [
  {
    file: 'amiri-arabic-400-normal.woff2',
    weight: 400,
    range:
      'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC',
  },
  {
    file: 'amiri-arabic-700-normal.woff2',
    weight: 700,
    range:
      'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC',
  },
  {
    file: 'amiri-latin-400-normal.woff2',
    weight: 400,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    file: 'amiri-latin-700-normal.woff2',
    weight: 700,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212,U+2215,U+FEFF,U+FFFD',
  },
] as const;

/** Where the font files are: PRINT_FONT_DIR in the Lambda (copied beside the bundle), else the package. */
function fontDirectory(): string {
  const configured = process.env.PRINT_FONT_DIR;
  if (configured) return configured;
  return dirname(createRequire(import.meta.url).resolve(`@fontsource/amiri/files/${faces[0].file}`));
}

let css: string | undefined;

/** The `@font-face` rules of the print font, the files inlined (the page loads nothing from outside). */
export function printFontCss(): string {
  css ??= faces
    .map((face) => {
      const data = readFileSync(join(fontDirectory(), face.file)).toString('base64');
      return `@font-face{font-family:'Amiri';font-style:normal;font-weight:${face.weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${face.range};}`;
    })
    .join('\n');
  return css;
}

/** The font files the renderer function needs beside its bundle (the CDK construct copies them). */
export const printFontFiles: readonly string[] = faces.map((face) => face.file);
