export interface TemplateColumn {
  header: string;
  /** Width in characters; wide enough for the header when not given. */
  width?: number;
  /** The column's rule, shown as the header cell's note (e.g. "required, 1–32 characters"). */
  note?: string;
}

/** Text format: what a user types stays text (a phone number or an 18-digit id never becomes a rounded number). */
const TEXT_FORMAT = '@';

/** Width that fits a header: CJK characters count double. */
export function headerWidth(header: string): number {
  let width = 0;
  for (const char of header) width += char.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return Math.min(60, Math.max(12, width + 4));
}

/**
 * An import template: one worksheet whose bold, frozen first row holds the headers, every column formatted as
 * text, and each rule as a note on its header.
 */
export async function writeTemplate(columns: readonly TemplateColumn[]): Promise<Uint8Array> {
  // The spreadsheet library is loaded by the first template asked for, not by every server.
  const { Workbook } = await import('./excelJs');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? headerWidth(column.header),
    style: { numFmt: TEXT_FORMAT },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, i) => {
    if (column.note) header.getCell(i + 1).note = column.note;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
