import { decodeOfficeEscapes, XmlCursor } from './xmlCursor';

/** Most shared strings a package may hold (ten thousand rows of a hundred distinct texts fit easily). */
export const MAX_SHARED_STRINGS = 1_000_000;

export class TooManySharedStrings extends Error {
  constructor() {
    super('too many shared strings');
    this.name = 'TooManySharedStrings';
  }
}

/**
 * The shared string table: the text of each `<si>`, its runs joined. Phonetic guides (`<rPh>`, the furigana of
 * Japanese files) are not part of the text.
 */
export function readSharedStrings(xml: string | undefined, max = MAX_SHARED_STRINGS): string[] {
  const strings: string[] = [];
  if (!xml) return strings;
  const cursor = new XmlCursor(xml);
  let current: string | null = null;
  let phonetic = 0;
  while (cursor.next()) {
    const name = cursor.name;
    if (name === 'si') {
      if (cursor.closing || cursor.selfClosing) {
        if (strings.length >= max) throw new TooManySharedStrings();
        strings.push(decodeOfficeEscapes(current ?? ''));
        current = null;
      } else current = '';
    } else if (name === 'rPh' && !cursor.selfClosing) phonetic += cursor.closing ? -1 : 1;
    else if (name === 't' && !cursor.closing && !cursor.selfClosing && phonetic === 0 && current !== null) {
      current += cursor.text();
    }
  }
  return strings;
}
