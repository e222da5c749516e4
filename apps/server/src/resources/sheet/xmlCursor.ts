export class XmlMalformed extends Error {
  constructor() {
    super('malformed XML');
    this.name = 'XmlMalformed';
  }
}

/**
 * A forward-only walk over the element tags of an XML text, enough for the parts of a spreadsheet package
 * (no DTDs, no entities beyond the predefined ones). Names are local: `x:row` and `row` are the same tag, since
 * some writers prefix the SpreadsheetML namespace. Comments, processing instructions and declarations are skipped;
 * CDATA counts as text.
 */
export class XmlCursor {
  /** Local name of the current tag. */
  name = '';
  /** `</name>` */
  closing = false;
  /** `<name/>` */
  selfClosing = false;
  /** Where the current tag's attributes are in the text (no copy: cells are most of a sheet's tags). */
  private attrStart = 0;
  private attrEnd = 0;
  private at = 0;

  constructor(private readonly xml: string) {}

  /** Moves to the next element tag; false at the end of the text. */
  next(): boolean {
    const xml = this.xml;
    for (;;) {
      const open = xml.indexOf('<', this.at);
      if (open < 0) return false;
      const kind = xml.charCodeAt(open + 1);
      if (kind === 0x21 /* ! */) {
        const close = xml.startsWith('<!--', open)
          ? xml.indexOf('-->', open + 4) + 3
          : xml.startsWith('<![CDATA[', open)
            ? xml.indexOf(']]>', open + 9) + 3
            : xml.indexOf('>', open + 2) + 1;
        if (close < 3) return false;
        this.at = close;
        continue;
      }
      if (kind === 0x3f /* ? */) {
        const close = xml.indexOf('?>', open + 2);
        if (close < 0) return false;
        this.at = close + 2;
        continue;
      }
      this.readTag(open);
      return true;
    }
  }

  /** Reads the tag starting at `open` by hand: a regular expression for it either backtracks or is twice as slow. */
  private readTag(open: number): void {
    const xml = this.xml;
    let i = open + 1;
    this.closing = xml.charCodeAt(i) === 0x2f; /* / */
    if (this.closing) i++;
    let nameStart = i;
    for (; i < xml.length; i++) {
      const c = xml.charCodeAt(i);
      if (c === 0x3a /* : */) nameStart = i + 1;
      else if (!isNameChar(c)) break;
    }
    if (i === nameStart) throw new XmlMalformed();
    this.name = xml.slice(nameStart, i);
    const attrStart = i;
    let quote = 0;
    for (; i < xml.length; i++) {
      const c = xml.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === 0x22 || c === 0x27) quote = c;
      else if (c === 0x3e /* > */) break;
    }
    if (i >= xml.length) throw new XmlMalformed();
    this.selfClosing = xml.charCodeAt(i - 1) === 0x2f && i - 1 >= attrStart;
    this.attrStart = attrStart;
    this.attrEnd = this.selfClosing ? i - 1 : i;
    this.at = i + 1;
  }

  /** A decoded attribute of the current tag, by local name (`r:id` answers to `id`). */
  attr(name: string): string | undefined {
    const xml = this.xml;
    const end = this.attrEnd;
    let i = this.attrStart;
    while (i < end) {
      const eq = xml.indexOf('=', i);
      if (eq < 0 || eq >= end) return undefined;
      let nameEnd = eq;
      while (nameEnd > i && xml.charCodeAt(nameEnd - 1) <= 0x20) nameEnd--;
      let open = eq + 1;
      while (open < end && xml.charCodeAt(open) <= 0x20) open++;
      const quote = xml[open];
      if (quote !== '"' && quote !== "'") return undefined;
      const close = xml.indexOf(quote, open + 1);
      if (close < 0 || close >= end) return undefined;
      const local = nameEnd - name.length;
      const before = xml.charCodeAt(local - 1);
      if (local >= i && xml.startsWith(name, local) && (before <= 0x20 || before === 0x3a) /* : */) {
        return decodeXml(xml.slice(open + 1, close));
      }
      i = close + 1;
    }
    return undefined;
  }

  /**
   * Moves past the end tag of the element just opened, without reading what it holds (its children must not
   * share its name, as no cell holds a cell).
   */
  skipElement(name: string): void {
    const xml = this.xml;
    for (;;) {
      const open = xml.indexOf('</', this.at);
      const close = open < 0 ? -1 : xml.indexOf('>', open + 2);
      if (close < 0) throw new XmlMalformed();
      this.at = close + 1;
      const tag = xml.slice(open + 2, close).trimEnd();
      if (tag === name || tag.endsWith(`:${name}`)) return;
    }
  }

  /** The character data after the current tag up to the next element tag, decoded (CDATA taken as is). */
  text(): string {
    const xml = this.xml;
    let out = '';
    for (;;) {
      const open = xml.indexOf('<', this.at);
      const stop = open < 0 ? xml.length : open;
      out += decodeXml(xml.slice(this.at, stop));
      this.at = stop;
      if (open < 0 || !xml.startsWith('<![CDATA[', open)) return out;
      const close = xml.indexOf(']]>', open + 9);
      if (close < 0) return out;
      out += xml.slice(open + 9, close);
      this.at = close + 3;
    }
  }
}

function isNameChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x5f ||
    c === 0x2d ||
    c === 0x2e
  );
}

const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Replaces the predefined and numeric character references. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, hex?: string, dec?: string, named?: string) => {
    if (named) return NAMED[named] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ESCAPED = /_x([0-9A-Fa-f]{4})_/g;

/** Office's own escape for characters XML cannot carry (`_x000D_` is a carriage return, `_x005F_` an underscore). */
export function decodeOfficeEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(ESCAPED, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
