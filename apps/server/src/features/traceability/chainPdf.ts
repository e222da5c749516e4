import {
  chainDurationText,
  chainTemperature,
  formatChinaTime,
  gspReadings,
  outOfRange,
  type ChainBatchRecord,
  type ChainFigures,
  type ChainLegRecord,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import type { PdfFont } from '../../resources/pdf/pdfFont';

const MARGIN = 40;
const ROW_H = 14;

/**
 * The excursion report of a batch (A4 portrait): the batch, then each leg with its place, period, limits, time out
 * of range, worst excursion and MKT, and its readings at the GSP recording intervals; the whole chain's figures
 * last. Written in the CJK font, in the request's language.
 */
export function chainPdf(
  t: TFunction,
  font: PdfFont,
  record: ChainBatchRecord,
  generatedAt: number,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  doc.registerFont('cjk', font.path, font.family as string);
  doc.font('cjk');
  const width = doc.page.width - MARGIN * 2;
  const k = (key: string, params?: Record<string, unknown>) => t(`traceability.${key}`, params);

  const facts = (rows: [string, string][]) => {
    doc.fontSize(10).fillColor('#000');
    for (const [label, value] of rows) doc.text(`${label}：${value}`, MARGIN);
  };
  const figureRows = (f: ChainFigures): [string, string][] => [
    [k('record.readings'), String(f.readings)],
    [
      k('record.minMax'),
      f.minC === null
        ? k('record.none')
        : `${chainTemperature(f.minC)} / ${chainTemperature(f.maxC ?? f.minC)} ℃`,
    ],
    [k('record.outOfRange'), chainDurationText(t, f.outOfRangeMs)],
    [
      k('record.worst'),
      f.worst
        ? k('record.worstValue', {
            value: chainTemperature(f.worst.valueC),
            beyond: chainTemperature(f.worst.beyondC),
            probe: f.worst.probe,
            time: formatChinaTime(f.worst.time),
          })
        : k('record.none'),
    ],
    [k('record.mkt'), f.mktC === null ? k('record.none') : `${chainTemperature(f.mktC)} ℃`],
  ];

  const columns = [k('pdf.time'), k('pdf.probe'), k('pdf.value'), k('pdf.state')];
  const colW = [150, 160, 90, width - 400];
  const row = (cells: string[], colour = '#000') => {
    if (doc.y + ROW_H > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.fontSize(9).fillColor(colour);
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: (colW[i] ?? 80) - 4, height: ROW_H, lineBreak: false, ellipsis: true });
      x += colW[i] ?? 80;
    });
    doc.y = y + ROW_H;
  };

  const leg = (l: ChainLegRecord) => {
    doc.moveDown(0.8).fontSize(13).fillColor('#000');
    doc.text(k('pdf.legTitle', { kind: k(`kinds.${l.kind}`), name: l.targetName }), MARGIN);
    doc.moveDown(0.2);
    const limits = [...new Set(l.probes.map((p) => k('record.limitsValue', { min: p.minC, max: p.maxC })))];
    facts([
      [k('record.place'), l.place || k('record.none')],
      [k('record.period'), `${formatChinaTime(l.startTime)} ~ ${formatChinaTime(l.endTime)}`],
      [k('record.limits'), limits.length ? limits.join('，') : k('record.none')],
      ...figureRows(l.figures),
    ]);
    doc.moveDown(0.4).fontSize(11).text(k('pdf.gsp'), MARGIN);
    const kind = l.kind === 'vehicle' ? 'transport' : 'storage';
    const kept = l.probes
      .flatMap((p) => gspReadings(p, kind, l.startTime, l.endTime).map((r) => ({ p, r })))
      .sort((a, b) => a.r.time - b.r.time);
    if (kept.length === 0) {
      doc.fontSize(9).text(k('record.noReadings'), MARGIN);
      return;
    }
    row(columns, '#555');
    for (const { p, r } of kept) {
      const out = r.valueC !== null && outOfRange(r.valueC, p);
      row(
        [
          formatChinaTime(r.time),
          p.name,
          chainTemperature(r.valueC ?? 0),
          k(out ? 'pdf.outRange' : 'pdf.inRange'),
        ],
        out ? '#c00' : '#000',
      );
    }
  };

  doc
    .fontSize(18)
    .fillColor('#000')
    .text(`${k('pdf.title')} · ${record.code}`, MARGIN, MARGIN);
  doc.moveDown(0.5);
  facts([
    [k('code'), record.code],
    [k('product'), record.product],
    [k('quantity'), `${record.quantity} ${record.unit}`],
    [k('department'), record.departmentName],
    [k('remark'), record.remark || k('record.none')],
    [k('pdf.generated'), formatChinaTime(generatedAt)],
  ]);
  doc.moveDown(0.6).fontSize(13).text(k('record.whole'), MARGIN);
  doc.moveDown(0.2);
  facts(figureRows(record.figures));
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`${k('record.mktNote')} ${k('pdf.gspNote')}`, MARGIN);
  for (const l of record.legs) leg(l);
  doc.end();
  return doc;
}
