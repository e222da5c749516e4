const ROW_H = 14;
const FONT_SIZE = 8;

export interface PdfTable {
  /** Writes the header row at the current position. */
  header(): void;
  /** Writes one row, starting a new page (with the header again) when the page is full. */
  line(cells: readonly (string | number | null)[]): void;
}

/**
 * A plain table on a PDFKit document between its margins: equal columns, one line per row cut with an ellipsis,
 * the header repeated on every page. The document's font must already be set (a CJK one for Chinese text).
 */
export function pdfTable(doc: PDFKit.PDFDocument, margin: number, headers: readonly string[]): PdfTable {
  const colW = (doc.page.width - margin * 2) / headers.length;
  const cellsAt = (cells: readonly (string | number | null)[], y: number) =>
    cells.forEach((v, i) =>
      doc.text(v === null ? '' : String(v), margin + i * colW, y, {
        width: colW - 4,
        height: ROW_H,
        lineBreak: false,
        ellipsis: true,
      }),
    );
  const header = () => {
    doc.fontSize(FONT_SIZE).fillColor('#333');
    const y = doc.y;
    cellsAt(headers, y);
    doc.y = y + ROW_H;
  };
  return {
    header,
    line(cells) {
      if (doc.y + ROW_H > doc.page.height - margin) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      cellsAt(cells, y);
      doc.y = y + ROW_H;
    },
  };
}
