import { EXPORT_PDF_ROW_CAP, formatChinaTime } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { PdfFont } from '../../resources/pdf/pdfFont';
import { pdfTable } from '../../resources/pdf/pdfTable';
import type { SheetValue, StreamColumn } from '../../resources/sheet/xlsxStream';

const MARGIN = 36;

export interface TablePdfInput {
  title: string;
  columns: readonly StreamColumn[];
  /** Rows the source holds, when known (the PDF says how many it left out). */
  total: number | null;
  rows: AsyncIterable<readonly SheetValue[]>;
  createdAt: number;
}

/**
 * An export as a PDF a person can read: its title, when it was made, then at most EXPORT_PDF_ROW_CAP rows (A4
 * landscape, the header on every page). When the source holds more, the first page says so and points to Excel or
 * CSV for the whole; reading stops at the cap, so a million-row source costs no more than the cap.
 */
export function tablePdf(t: TFunction, font: PdfFont, input: TablePdfInput): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false });
  doc.registerFont('cjk', font.path, font.family as string);
  doc.font('cjk');

  async function write(): Promise<void> {
    doc.fontSize(14).fillColor('#000').text(input.title, MARGIN, MARGIN);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(t('exportCenter.pdf.madeAt', { time: formatChinaTime(input.createdAt) }), MARGIN);
    if (input.total !== null && input.total > EXPORT_PDF_ROW_CAP) {
      doc
        .fillColor('#b45309')
        .text(t('exportCenter.pdf.capped', { shown: EXPORT_PDF_ROW_CAP, total: input.total }), MARGIN);
    }
    doc.moveDown(0.6);
    const table = pdfTable(
      doc,
      MARGIN,
      input.columns.map((c) => c.header),
    );
    table.header();
    let written = 0;
    for await (const row of input.rows) {
      if (written >= EXPORT_PDF_ROW_CAP) break;
      table.line(row);
      written += 1;
    }
    doc.end();
  }
  write().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
