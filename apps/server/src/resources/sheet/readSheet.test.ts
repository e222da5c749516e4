import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSheet, type SheetColumn } from './readSheet';
import { buildWorkbook, buildZip, deflatedSpaces } from './testPackages';
import { Workbook } from './excelJs';

const COLUMNS: SheetColumn[] = [
  { field: 'plate', headers: ['车牌号', 'Plate number'] },
  { field: 'phone', headers: ['联系电话', 'Phone'] },
  { field: 'date', headers: ['入网日期', 'Joined'] },
  { field: 'note', headers: ['备注', 'Note'] },
];

async function excel(rows: unknown[][]) {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const failure = (key: string) => expect.objectContaining({ messageKey: key });

describe('readSheet', () => {
  it('matches headers of either language whatever their case and spacing, ignoring unknown ones', async () => {
    const file = await excel([
      ['  PLATE   number ', 'Unknown', '联系电话', '车牌号'],
      ['京A12345', 'ignored', '13800000000', 'second plate column ignored'],
    ]);
    const read = await readSheet(file, COLUMNS);
    expect(read.fields).toEqual(['plate', 'phone']);
    expect(read.rows).toEqual([{ rowNo: 2, values: { plate: '京A12345', phone: '13800000000' } }]);
  });

  it('reads numbers without float noise, dates in China time, booleans, rich text, links and formulas', async () => {
    const file = await excel([
      ['车牌号', '联系电话', '入网日期', '备注'],
      [
        { richText: [{ text: '京A' }, { text: '12345', font: { bold: true } }] },
        13800000000,
        new Date(Date.UTC(2026, 2, 1)),
        0.1 + 0.2,
      ],
      [
        { text: '京B1', hyperlink: 'https://example.com' },
        { formula: '1+1', result: 2 },
        new Date(Date.UTC(2026, 2, 1, 23, 30)),
        true,
      ],
      ['京C2', { formula: 'A1', result: '  text result ' }, null, { error: '#N/A' }],
    ]);
    const read = await readSheet(file, COLUMNS);
    expect(read.rows.map((r) => r.values)).toEqual([
      { plate: '京A12345', phone: '13800000000', date: '2026-03-01', note: '0.3' },
      { plate: '京B1', phone: '2', date: '2026-03-01 23:30:00', note: 'TRUE' },
      { plate: '京C2', phone: 'text result', date: '', note: '#N/A' },
    ]);
  });

  it('skips blank rows, keeps sheet row numbers and fills missing cells with empty text', async () => {
    const file = await excel([['车牌号', '备注'], ['京A1'], [], ['   ', ' '], [null, '  only a note  ']]);
    const read = await readSheet(file, COLUMNS);
    expect(read.rows).toEqual([
      { rowNo: 2, values: { plate: '京A1', note: '' } },
      { rowNo: 5, values: { plate: '', note: 'only a note' } },
    ]);
  });

  it('reads inline strings, prefixed tags, cells without references, entities, 1904 dates and padded numbers', async () => {
    const file = buildWorkbook({
      date1904: true,
      sharedStrings: ['车牌号', '备注', '入网日期', '联系电话'],
      styles:
        '<numFmts><numFmt numFmtId="165" formatCode="000000"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="165"/></cellXfs>',
      sheet:
        '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><c t="s"><v>2</v></c><c t="s"><v>3</v></c></x:row>' +
        '<row><c t="inlineStr"><is><r><t>京A</t></r><r><t xml:space="preserve">1 </t></r><rPh><t>ignored</t></rPh></is></c>' +
        '<c t="inlineStr"><is><t>a &amp; b_x000D_</t></is></c><c s="1"><v>44538</v></c><c s="2"><v>2345</v></c></row>',
    });
    const read = await readSheet(file, COLUMNS);
    expect(read.fields).toEqual(['plate', 'note', 'date', 'phone']);
    expect(read.rows).toEqual([
      { rowNo: 2, values: { plate: '京A1', note: 'a & b', date: '2025-12-09', phone: '002345' } },
    ]);
  });

  it('accepts 10,000 data rows and refuses 10,001', async () => {
    const sheet = (n: number) =>
      `<row r="1"><c t="inlineStr"><is><t>Plate number</t></is></c></row>` +
      Array.from({ length: n }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`).join(
        '',
      );
    expect((await readSheet(buildWorkbook({ sheet: sheet(10_000) }), COLUMNS)).rows).toHaveLength(10_000);
    await expect(readSheet(buildWorkbook({ sheet: sheet(10_001) }), COLUMNS)).rejects.toEqual(
      failure('errors.sheetTooManyRows'),
    );
  });

  it('takes a resource’s own row limit (points: 50,000) instead of the default', async () => {
    const sheet = (n: number) =>
      `<row r="1"><c t="inlineStr"><is><t>Plate number</t></is></c></row>` +
      Array.from({ length: n }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${i}</v></c></row>`).join(
        '',
      );
    const big = buildWorkbook({ sheet: sheet(50_000) });
    expect((await readSheet(big, COLUMNS, { maxRows: 50_000 })).rows).toHaveLength(50_000);
    await expect(readSheet(big, COLUMNS)).rejects.toEqual(failure('errors.sheetTooManyRows'));
    await expect(
      readSheet(buildWorkbook({ sheet: sheet(50_001) }), COLUMNS, { maxRows: 50_000 }),
    ).rejects.toEqual(failure('errors.sheetTooManyRows'));
  });

  it('refuses a sheet whose headers match but which has no data rows', async () => {
    await expect(readSheet(await excel([['车牌号'], [], ['  ']]), COLUMNS)).rejects.toEqual(
      failure('errors.sheetNoRows'),
    );
  });

  it('returns nothing when no header matches, so the caller can name the missing columns', async () => {
    expect(await readSheet(await excel([['What'], ['x']]), COLUMNS)).toEqual({ fields: [], rows: [] });
  });

  it('refuses what is not an OOXML spreadsheet with the same translated message', async () => {
    const biff = new Uint8Array(4096);
    biff.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const valid = await excel([['车牌号'], ['京A1']]);
    const unreadable = [
      biff,
      randomBytes(10_000),
      new Uint8Array(Buffer.from('车牌号,联系电话\n京A12345,13800000000\n')),
      valid.subarray(0, valid.length / 2),
      buildZip([{ name: 'word/document.xml', data: new Uint8Array(Buffer.from('<w:document/>')) }]),
      buildWorkbook({
        sheet: '<row r="1"><c t="inlineStr"><is><t>Plate number</t></is></c></row><row>< broken',
      }),
    ];
    for (const file of unreadable) {
      await expect(readSheet(file, COLUMNS)).rejects.toEqual(failure('errors.sheetUnreadable'));
    }
  });

  it('refuses a zip bomb without inflating it', async () => {
    const bomb = buildWorkbook({
      sheet: '',
      sheetEntry: { raw: deflatedSpaces(300), declaredSize: 2048 },
    });
    const honestButHuge = buildWorkbook({
      sheet: '',
      sheetEntry: { raw: deflatedSpaces(300), declaredSize: 300 * 1024 * 1024 },
    });
    await expect(readSheet(bomb, COLUMNS)).rejects.toEqual(failure('errors.sheetUnreadable'));
    await expect(readSheet(honestButHuge, COLUMNS)).rejects.toEqual(failure('errors.sheetUnreadable'));
  });

  it('refuses a file over the import size limit, the default or the resource’s own', async () => {
    await expect(readSheet(new Uint8Array(10 * 1024 * 1024 + 1), COLUMNS)).rejects.toEqual(
      failure('errors.sheetTooLarge'),
    );
    await expect(readSheet(new Uint8Array(2048), COLUMNS, { maxBytes: 1024 })).rejects.toEqual(
      failure('errors.sheetTooLarge'),
    );
    // Under a larger limit the same 10 MB + 1 is judged as a file (and is no spreadsheet).
    await expect(
      readSheet(new Uint8Array(10 * 1024 * 1024 + 1), COLUMNS, { maxBytes: 20 * 1024 * 1024 }),
    ).rejects.toEqual(failure('errors.sheetUnreadable'));
  });
});
