import { existsSync } from 'node:fs';

/** Noto Sans CJK (Debian's fonts-noto-cjk): one collection holding the simplified Chinese face. */
const DEFAULT_FONT = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: 'NotoSansCJKsc-Regular',
};

export interface PdfFont {
  path: string;
  /** Face inside a collection (.ttc); undefined for a single-face file. */
  family: string | undefined;
}

/**
 * The font PDFs are written in: `ROADWATCH_PDF_FONT` (`/path/font.ttc#Family` or `/path/font.ttf`) or Noto Sans
 * CJK SC. null when the file is missing — a PDF in a font without Chinese would print boxes, so none is made.
 */
export function pdfFont(env: NodeJS.ProcessEnv = process.env): PdfFont | null {
  const configured = env.ROADWATCH_PDF_FONT?.trim();
  const [path, family] = configured
    ? [configured.split('#')[0] ?? '', configured.split('#')[1]]
    : [DEFAULT_FONT.path, DEFAULT_FONT.family];
  return path && existsSync(path) ? { path, family: family || undefined } : null;
}
