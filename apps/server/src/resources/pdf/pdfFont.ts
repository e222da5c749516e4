import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC Regular from the npm registry (@expo-google-fonts/noto-sans-sc, OFL), so a fresh install has a
 * Chinese font without system packages. PDFKit embeds only the glyphs a document uses (a subset), so a PDF stays
 * small however large the font file is.
 */
const PACKAGE_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
/** Noto Sans CJK (Debian's fonts-noto-cjk): one collection holding the simplified Chinese face. */
const SYSTEM_FONT = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: 'NotoSansCJKsc-Regular',
};

export interface PdfFont {
  path: string;
  /** Face inside a collection (.ttc); undefined for a single-face file. */
  family: string | undefined;
}

function packageFont(): PdfFont | null {
  try {
    return { path: createRequire(import.meta.url).resolve(PACKAGE_FONT), family: undefined };
  } catch {
    return null;
  }
}

/**
 * The font PDFs are written in: `ROADWATCH_PDF_FONT` (`/path/font.ttc#Family` or `/path/font.ttf`), else the
 * packaged Noto Sans SC, else the system's Noto Sans CJK. null when none is there — a PDF in a font without
 * Chinese would print boxes, so none is made.
 */
export function pdfFont(env: NodeJS.ProcessEnv = process.env): PdfFont | null {
  const configured = env.ROADWATCH_PDF_FONT?.trim();
  if (configured) {
    const [path, family] = [configured.split('#')[0] ?? '', configured.split('#')[1]];
    return path && existsSync(path) ? { path, family: family || undefined } : null;
  }
  const packaged = packageFont();
  if (packaged && existsSync(packaged.path)) return packaged;
  return existsSync(SYSTEM_FONT.path) ? SYSTEM_FONT : null;
}
