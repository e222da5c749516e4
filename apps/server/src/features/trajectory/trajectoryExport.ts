import { formatChinaTime, TRAJECTORY_TABLE_COLUMNS, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { attachment } from '../../http/attachment';
import type { EndpointHandler } from '../../http/endpointHandler';
import { xlsxStream } from '../../resources/sheet/xlsxStream';
import { pdfFont } from '../../resources/pdf/pdfFont';
import { pointCellsIn } from './trackCells';
import { allPoints, pointsIn } from './trackRange';
import { trajectoryRows } from './trajectoryRows';
import { routeSummary } from './trajectorySummary';
import { visibleTrack } from './visibleTrack';

/**
 * The track as a file: Excel (every point, streamed) or PDF (the route's summary, its stops and every point,
 * made here in a Chinese-capable font). A range without points is "no data to export"; a server without a CJK
 * font answers so instead of writing unreadable text.
 */
export const trajectoryExport: EndpointHandler<typeof ENDPOINTS.trajectoryExport> = async (ctx) => {
  const { db, input, t } = ctx;
  const { vehicle, range } = await visibleTrack(ctx, input);
  const any = await pointsIn(db, range).select('gps_time').limit(1).executeTakeFirst();
  if (!any) throw businessFailure('errors.noExportData');
  const stem = `track-${vehicle.id}-${formatChinaTime(input.startTime).slice(0, 10)}`;

  if (input.format === 'excel') {
    async function* rows() {
      const cells = pointCellsIn(t);
      for await (const p of allPoints(db, range)) yield cells(p);
    }
    attachment(
      ctx.reply,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      `${stem}.xlsx`,
    );
    return xlsxStream(
      TRAJECTORY_TABLE_COLUMNS.points.map((c) => ({ header: t(`trajectory.columns.${c}`) })),
      rows(),
    );
  }

  const font = pdfFont();
  if (!font) throw businessFailure('errors.pdfFontMissing');
  const [summary, stops] = await Promise.all([
    routeSummary(ctx, vehicle, range),
    trajectoryRows(ctx, 'stops', range),
  ]);
  // The PDF library is loaded by the first PDF asked for, not by every server.
  const { trackPdf } = await import('./trackPdf');
  attachment(ctx.reply, 'application/pdf', `${stem}.pdf`);
  return trackPdf(t, font, summary, stops, allPoints(db, range)) as unknown as AsyncIterable<Uint8Array>;
};
