import { Readable } from 'node:stream';
import {
  formatChinaTime,
  type ColdWarningKind,
  type ColdWarningRow,
  type ENDPOINTS,
  type ParsedRequestOf,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import { attachXlsx } from '../alarmStatistics/attachXlsx';
import { COLD_WARNING_EXPORT_MAX, readWarnings } from './coldWarningHandlers';

type Input<N extends keyof typeof ENDPOINTS> = HandlerContext<ParsedRequestOf<(typeof ENDPOINTS)[N]>>;
type ExportInput = Input<'sentinelWarningExport'> | Input<'storePredictionExport'>;

/** Rows read from the database per step while the file is written. */
const CHUNK = 500;

function leadText(t: TFunction, ms: number | null): string {
  if (ms === null) return '';
  return ms < 60_000
    ? t('coldWarning.leadSeconds', { n: Math.round(ms / 1_000) })
    : t('coldWarning.leadMinutes', { n: (ms / 60_000).toFixed(1) });
}

function cellsOf(t: TFunction, kind: ColdWarningKind, w: ColdWarningRow): SheetValue[] {
  const time = (v: number | null) => (v === null ? '' : formatChinaTime(v));
  return [
    time(w.warnedAt),
    w.ruleName,
    w.siteName,
    w.pointName,
    t(w.side === 'high' ? 'coldWarning.warnHigh' : 'coldWarning.warnLow'),
    w.limitC,
    w.valueC,
    Number(w.slopeCPerMin.toFixed(2)),
    time(w.predictedAt),
    time(w.crossedAt),
    leadText(t, w.leadMs),
    w.endReason === null ? t('coldWarning.live') : t(`coldWarning.reasons.${w.endReason}`),
    ...(kind === 'storePrediction' ? [w.acknowledgedBy ?? ''] : []),
  ];
}

/**
 * The warnings list as the page filters it (one rule's, or only unacknowledged reminders), newest first, as an
 * .xlsx streamed while it is read, at most `COLD_WARNING_EXPORT_MAX` rows; an empty list is refused.
 */
async function exportWarnings(ctx: ExportInput, kind: ColdWarningKind) {
  const { t } = ctx;
  const filters = { ruleId: ctx.input.ruleId, unacknowledged: ctx.input.unacknowledged };
  const first = await readWarnings(ctx, kind, filters, { limit: CHUNK });
  if (first.length === 0) throw businessFailure('errors.noDataToExport');
  const header = [
    'warnedAt',
    'rule',
    'site',
    'point',
    'side',
    'limitC',
    'valueC',
    'slope',
    'predictedAt',
    'crossedAt',
    'lead',
    'endReason',
    ...(kind === 'storePrediction' ? ['acknowledgedBy'] : []),
  ].map((key) => ({ header: t(`coldWarning.${key}`) }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    let rows = first;
    let written = 0;
    for (;;) {
      for (const w of rows.slice(0, COLD_WARNING_EXPORT_MAX - written)) yield cellsOf(t, kind, w);
      written += rows.length;
      const last = rows.at(-1);
      if (rows.length < CHUNK || written >= COLD_WARNING_EXPORT_MAX || !last) return;
      rows = await readWarnings(ctx, kind, filters, {
        limit: CHUNK,
        before: { warnedAt: last.warnedAt, id: last.id },
      });
    }
  }
  attachXlsx(
    ctx.reply,
    kind === 'sentinel' ? 'sentinel-warnings' : 'store-alarm-predictions',
    ctx.deps.now(),
  );
  return Readable.from(xlsxStream(header, cells()));
}

export const coldWarningExportHandlers = {
  sentinelWarningExport: (ctx: Input<'sentinelWarningExport'>) => exportWarnings(ctx, 'sentinel'),
  storePredictionExport: (ctx: Input<'storePredictionExport'>) => exportWarnings(ctx, 'storePrediction'),
};
