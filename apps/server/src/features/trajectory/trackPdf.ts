import {
  formatChinaTime,
  TRAJECTORY_TABLE_COLUMNS,
  type TrajectoryCell,
  type TrajectoryPoint,
  type TrajectorySummary,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import { cellText, durationText, pointCellsIn } from './trackCells';
import type { PdfFont } from '../../resources/pdf/pdfFont';
import { pdfTable } from '../../resources/pdf/pdfTable';

const MARGIN = 36;

/**
 * The track report as a PDF: a title, the route's summary, its stops, then every point as a row (A4 landscape,
 * the header repeated on each page). Written while read: the document is a stream, its rows come from `points`.
 */
export function trackPdf(
  t: TFunction,
  font: PdfFont,
  summary: TrajectorySummary,
  stops: TrajectoryCell[][],
  points: AsyncIterable<TrajectoryPoint>,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: false });
  doc.registerFont('cjk', font.path, font.family as string);
  doc.font('cjk');

  const table = (columns: readonly string[]) =>
    pdfTable(
      doc,
      MARGIN,
      columns.map((c) => t(`trajectory.columns.${c}`)),
    );

  async function write(): Promise<void> {
    doc
      .fontSize(16)
      .fillColor('#000')
      .text(`${t('trajectory.pdfTitle')} · ${summary.plate}`, MARGIN, MARGIN);
    doc.moveDown(0.5).fontSize(10);
    const facts: [string, string][] = [
      [t('trajectory.summary.plate'), summary.plate],
      [
        t('trajectory.summary.period'),
        `${formatChinaTime(summary.startTime)} ~ ${formatChinaTime(summary.endTime)}`,
      ],
      [t('trajectory.summary.distance'), t('trajectory.units.km', { value: summary.distanceKm })],
      [t('trajectory.summary.duration'), durationText(t, summary.durationS)],
      [t('trajectory.summary.maxSpeed'), t('trajectory.units.kmh', { value: summary.maxSpeed })],
      [t('trajectory.summary.avgSpeed'), t('trajectory.units.kmh', { value: summary.avgSpeed })],
      [t('trajectory.summary.stops'), String(summary.stops)],
      [t('trajectory.summary.points'), String(summary.points)],
      [t('trajectory.summary.startPlace'), summary.startPlaceName],
      [t('trajectory.summary.endPlace'), summary.endPlaceName],
    ];
    for (const [label, value] of facts) doc.text(`${label}：${value}`, MARGIN);
    doc.moveDown(0.8);

    if (stops.length > 0) {
      doc.fontSize(12).text(t('trajectory.tables.stops'), MARGIN).moveDown(0.3);
      const columns = TRAJECTORY_TABLE_COLUMNS.stops;
      const stopTable = table(columns);
      stopTable.header();
      for (const row of stops) stopTable.line(row.map((v, i) => cellText(t, columns[i] ?? '', v)));
      doc.moveDown(0.8);
    }

    doc.fontSize(12).text(t('trajectory.tables.points'), MARGIN).moveDown(0.3);
    const pointTable = table(TRAJECTORY_TABLE_COLUMNS.points);
    pointTable.header();
    const cells = pointCellsIn(t);
    for await (const p of points) pointTable.line(cells(p));
    doc.end();
  }
  write().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
