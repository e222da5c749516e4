import { XmlCursor } from './xmlCursor';

/** How a number cell of a style reads as text. */
export type NumberStyle =
  | { kind: 'plain' }
  | { kind: 'date' }
  /** A format of zeros only (`000000`, a postcode): integers keep their leading zeros. */
  | { kind: 'zeros'; width: number };

const PLAIN: NumberStyle = { kind: 'plain' };
const DATE: NumberStyle = { kind: 'date' };

/** Built-in number formats that show a date or a time (including the CJK ones: 27–36, 50–58). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A format code shows a date or time when a y/m/d/h/s token is left after quoted text, escapes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  // The part for positive numbers decides; `General` and exponents (`0.00E+00`) hold no date letter.
  const positive = bare.split(';')[0] ?? '';
  return /[ymdhs]/i.test(positive);
}

function styleOfCode(code: string): NumberStyle {
  if (isDateFormat(code)) return DATE;
  return /^0+$/.test(code) ? { kind: 'zeros', width: code.length } : PLAIN;
}

/** The number style of each cell style index (`<c s="…">`), from the `cellXfs` of the styles part. */
export function readNumberStyles(xml: string | undefined): NumberStyle[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  const styles: NumberStyle[] = [];
  const cursor = new XmlCursor(xml);
  let inCellXfs = false;
  while (cursor.next()) {
    if (cursor.name === 'numFmt' && !cursor.closing) {
      custom.set(Number(cursor.attr('numFmtId')), cursor.attr('formatCode') ?? '');
    } else if (cursor.name === 'cellXfs') {
      inCellXfs = !cursor.closing && !cursor.selfClosing;
    } else if (inCellXfs && cursor.name === 'xf' && !cursor.closing) {
      const id = Number(cursor.attr('numFmtId') ?? 0);
      const code = custom.get(id);
      styles.push(code !== undefined ? styleOfCode(code) : BUILT_IN_DATES.has(id) ? DATE : PLAIN);
    }
  }
  return styles;
}
