import { describe, expect, it } from 'vitest';
import { isDateFormat, readNumberStyles } from './cellFormats';

describe('isDateFormat', () => {
  it('sees dates and times, Chinese ones included', () => {
    for (const code of [
      'yyyy-mm-dd',
      'yyyy"年"m"月"d"日"',
      '[$-804]yyyy/m/d',
      'h:mm:ss',
      'm/d/yy h:mm',
      '[h]:mm',
    ]) {
      expect(isDateFormat(code), code).toBe(true);
    }
  });

  it('does not take numbers, text or quoted letters for dates', () => {
    for (const code of [
      'General',
      '0.00',
      '#,##0',
      '0%',
      '@',
      '0.00E+00',
      '0.0" days"',
      '[Red]0.00',
      '"¥"#,##0.00',
    ]) {
      expect(isDateFormat(code), code).toBe(false);
    }
  });
});

describe('readNumberStyles', () => {
  it('maps each cellXfs entry to its number style, built-in and custom formats alike', () => {
    const styles = readNumberStyles(
      `<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;"/>` +
        `<numFmt numFmtId="165" formatCode="000000"/></numFmts>` +
        `<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>` +
        `<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164"/>` +
        `<xf numFmtId="165"/><xf numFmtId="57"/></cellXfs></styleSheet>`,
    );
    expect(styles).toEqual([
      { kind: 'plain' },
      { kind: 'date' },
      { kind: 'date' },
      { kind: 'zeros', width: 6 },
      { kind: 'date' },
    ]);
    expect(readNumberStyles(undefined)).toEqual([]);
  });
});
