import { describe, expect, it } from 'vitest';
import { cellText, numberText, serialDateText, type CellContext } from './cellText';

const context: CellContext = {
  sharedStrings: ['  京A12345 ', 'x'],
  numberStyles: [{ kind: 'plain' }, { kind: 'date' }, { kind: 'zeros', width: 6 }],
  date1904: false,
};

describe('numberText', () => {
  it('writes integers in full, never in exponent form', () => {
    expect(numberText(13800000000)).toBe('13800000000');
    expect(numberText(1.38e10)).toBe('13800000000');
    expect(numberText(-42)).toBe('-42');
    expect(numberText(-0)).toBe('0');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1.5e-7)).toBe('0.00000015');
  });

  it('drops binary float noise by keeping fifteen significant digits', () => {
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1.1 * 3)).toBe('3.3');
    expect(numberText(12.75)).toBe('12.75');
    expect(numberText(Number.NaN)).toBe('');
  });
});

describe('serialDateText', () => {
  it('reads a serial as the China wall clock the user typed', () => {
    expect(serialDateText(46_000, false)).toBe('2025-12-09');
    expect(serialDateText(46_000.75, false)).toBe('2025-12-09 18:00:00');
    // Late evening stays on its day: the serial has no zone to shift from.
    expect(serialDateText(46_000 + 23.5 / 24, false)).toBe('2025-12-09 23:30:00');
  });

  it('counts 1904 files from 1904 and knows the 1900 system’s missing leap day', () => {
    expect(serialDateText(46_000 - 1462, true)).toBe('2025-12-09');
    expect(serialDateText(1, false)).toBe('1900-01-01');
    expect(serialDateText(61, false)).toBe('1900-03-01');
  });

  it('writes a time alone as a time, and out-of-range serials as numbers', () => {
    expect(serialDateText(0.5, false)).toBe('12:00:00');
    expect(serialDateText(-3, false)).toBe('-3');
    expect(serialDateText(3_000_000, false)).toBe('3000000');
  });
});

describe('cellText', () => {
  it('reads shared, inline and formula strings trimmed', () => {
    expect(cellText('s', 0, '0', context)).toBe('京A12345');
    expect(cellText('s', 0, '99', context)).toBe('');
    expect(cellText('inlineStr', 0, '  a b ', context)).toBe('a b');
    expect(cellText('str', 0, 'line_x000D_', context)).toBe('line');
  });

  it('reads booleans, errors and ISO dates', () => {
    expect(cellText('b', 0, '1', context)).toBe('TRUE');
    expect(cellText('b', 0, '0', context)).toBe('FALSE');
    expect(cellText('e', 0, '#N/A', context)).toBe('#N/A');
    expect(cellText('d', 0, '2026-03-01T00:00:00Z', context)).toBe('2026-03-01');
    expect(cellText('d', 0, '2026-03-01T08:15:00', context)).toBe('2026-03-01 08:15:00');
  });

  it('reads numbers by their style: plain, date, or zero-padded', () => {
    expect(cellText('n', 0, '13800000000', context)).toBe('13800000000');
    expect(cellText('n', 0, '0.30000000000000004', context)).toBe('0.3');
    expect(cellText('n', 1, '46000', context)).toBe('2025-12-09');
    expect(cellText('n', 2, '1234', context)).toBe('001234');
    expect(cellText('n', 7, ' 5 ', context)).toBe('5');
    expect(cellText('n', 0, '', context)).toBe('');
  });
});
