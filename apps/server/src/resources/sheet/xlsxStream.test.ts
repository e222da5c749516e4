import { describe, expect, it } from 'vitest';
import { readSheet } from './readSheet';
import { loadWorkbook } from './testPackages';
import { xlsxStream, type SheetValue } from './xlsxStream';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function* generate(n: number, onPull?: (i: number) => void): AsyncGenerator<SheetValue[]> {
  for (let i = 0; i < n; i++) {
    onPull?.(i);
    yield [`京A${i}`, 13800000000 + i, i % 2 ? null : `=HYPERLINK("x")\u0001`];
  }
}

const columns = [{ header: '车牌号' }, { header: '联系电话', width: 20 }, { header: '备注' }];

describe('xlsxStream', () => {
  it('writes a bold frozen header and every row, numbers as numbers and formula-like text as text', async () => {
    const file = await collect(xlsxStream(columns, generate(2500)));
    const workbook = await loadWorkbook(file);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2501);
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(2).values).toEqual([undefined, '京A0', 13800000000, '=HYPERLINK("x")']);
    expect(sheet?.getCell('C2').formula).toBeUndefined();
    const read = await readSheet(new Uint8Array(file), [
      { field: 'plate', headers: ['车牌号'] },
      { field: 'phone', headers: ['联系电话'] },
    ]);
    expect(read.rows).toHaveLength(2500);
    expect(read.rows[2499]).toEqual({ rowNo: 2501, values: { plate: '京A2499', phone: '13800002499' } });
  });

  it("goes on in another sheet, header first, when a sheet is full (Excel's row limit)", async () => {
    const workbook = await loadWorkbook(await collect(xlsxStream(columns, generate(7), { sheetRows: 4 })));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Sheet1', 'Sheet2', 'Sheet3']);
    expect(workbook.worksheets.map((w) => w.rowCount)).toEqual([4, 4, 2]);
    expect(workbook.worksheets.map((w) => w.getCell('A1').value)).toEqual(['车牌号', '车牌号', '车牌号']);
    expect(workbook.worksheets.map((w) => w.getCell('A2').value)).toEqual(['京A0', '京A3', '京A6']);
    const exact = await loadWorkbook(await collect(xlsxStream(columns, generate(6), { sheetRows: 4 })));
    expect(exact.worksheets.map((w) => w.rowCount)).toEqual([4, 4]);
  });

  it('keeps markup characters, edge spaces and columns past Z as they are', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => ({ header: `列${i + 1}` }));
    async function* one(): AsyncGenerator<SheetValue[]> {
      yield [' <a & "b"> ', ...Array.from({ length: 29 }, (_, i) => i)];
    }
    const sheet = (await loadWorkbook(await collect(xlsxStream(wide, one())))).worksheets[0];
    expect(sheet?.getCell('A2').value).toBe(' <a & "b"> ');
    expect(sheet?.getCell('AD1').value).toBe('列30');
    expect(sheet?.getCell('AD2').value).toBe(28);
  });

  it('stops pulling rows when the reader goes away', async () => {
    let pulled = 0;
    for await (const chunk of xlsxStream(
      columns,
      generate(100_000, (i) => (pulled = i)),
    )) {
      expect(chunk.byteLength).toBeGreaterThan(0);
      break;
    }
    expect(pulled).toBeLessThan(100_000 - 1);
  });

  it('ends with the error of the rows it streams', async () => {
    async function* broken(): AsyncGenerator<SheetValue[]> {
      yield ['a', 1, null];
      throw new Error('query failed');
    }
    await expect(collect(xlsxStream(columns, broken()))).rejects.toThrow('query failed');
  });
});
