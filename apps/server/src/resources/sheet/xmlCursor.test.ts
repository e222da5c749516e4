import { describe, expect, it } from 'vitest';
import { decodeOfficeEscapes, decodeXml, XmlCursor, XmlMalformed } from './xmlCursor';

function tags(xml: string): string[] {
  const cursor = new XmlCursor(xml);
  const seen: string[] = [];
  while (cursor.next())
    seen.push(`${cursor.closing ? '/' : ''}${cursor.name}${cursor.selfClosing ? '/' : ''}`);
  return seen;
}

describe('XmlCursor', () => {
  it('walks tags by local name, skipping declarations, comments and processing instructions', () => {
    expect(tags('<?xml version="1.0"?><!-- a <b> --><x:row r="1"><x:c/></x:row><!DOCTYPE y>')).toEqual([
      'row',
      'c/',
      '/row',
    ]);
  });

  it('reads attributes by local name, decoded, in either quote, with > inside values', () => {
    const cursor = new XmlCursor(
      `<numFmt numFmtId='164' x:formatCode="[&gt;=100]0 &quot;a&quot;" other="a>b"/>`,
    );
    cursor.next();
    expect(cursor.attr('numFmtId')).toBe('164');
    expect(cursor.attr('formatCode')).toBe('[>=100]0 "a"');
    expect(cursor.attr('other')).toBe('a>b');
    expect(cursor.attr('missing')).toBeUndefined();
    expect(cursor.selfClosing).toBe(true);
  });

  it('reads text with entities and CDATA', () => {
    const cursor = new XmlCursor('<t>a &amp; &#x4EAC;&#20140;<![CDATA[<raw> &amp;]]> z</t>');
    cursor.next();
    expect(cursor.text()).toBe('a & 京京<raw> &amp; z');
  });

  it('skips an element it does not want, prefixed end tags included', () => {
    const cursor = new XmlCursor(
      '<x:c r="A1" t="inlineStr"><x:is><x:t>skipped</x:t></x:is></x:c ><x:c r="B1"><v>1</v></x:c>',
    );
    cursor.next();
    cursor.skipElement('c');
    cursor.next();
    expect([cursor.name, cursor.attr('r')]).toEqual(['c', 'B1']);
    expect(() => new XmlCursor('<c><v>1</v>').skipElement('c')).toThrow(XmlMalformed);
  });

  it('refuses a bare < instead of guessing', () => {
    expect(() => tags('<row>< c</row>')).toThrow(XmlMalformed);
    expect(() => tags('<row attr="never closed')).toThrow(XmlMalformed);
  });
});

describe('decoders', () => {
  it('decode predefined and numeric references and Office escapes', () => {
    expect(decodeXml('&lt;a&gt; &apos;&quot; &unknown;')).toBe(`<a> '" &unknown;`);
    expect(decodeOfficeEscapes('a_x000D__x005F_b')).toBe('a\r_b');
  });
});
