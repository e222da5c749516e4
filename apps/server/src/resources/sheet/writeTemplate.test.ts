import { describe, expect, it } from 'vitest';
import { readSheet } from './readSheet';
import { loadWorkbook } from './testPackages';
import { headerWidth, writeTemplate } from './writeTemplate';

describe('writeTemplate', () => {
  it('writes a bold, frozen header row with the rules as notes and text-formatted columns', async () => {
    const file = await writeTemplate([
      { header: '车牌号', note: '必填，1–32个字符' },
      { header: 'Phone', width: 30 },
    ]);
    const workbook = await loadWorkbook(file);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, '车牌号', 'Phone']);
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('A1').note).toBe('必填，1–32个字符');
    expect(sheet?.getColumn(2).width).toBe(30);
    expect(sheet?.getColumn(1).numFmt).toBe('@');
  });

  it('is read back by readSheet as headers without data rows', async () => {
    const file = await writeTemplate([{ header: '车牌号' }]);
    await expect(readSheet(file, [{ field: 'plate', headers: ['车牌号'] }])).rejects.toEqual(
      expect.objectContaining({ messageKey: 'errors.sheetNoRows' }),
    );
  });

  it('sizes a column to its header, CJK characters counting double', () => {
    expect(headerWidth('ID')).toBe(12);
    expect(headerWidth('车辆识别代号（VIN）')).toBe(2 * 8 + 3 + 4);
  });
});
