import {
  formatChinaTime,
  MEDIA_EVENT_PLATFORM_COMMAND,
  type ENDPOINTS,
  type EventReportFilters,
  type MEDIA_RECORD_DETAIL_SORT,
  type MEDIA_RECORD_SUMMARY_SORT,
  type MediaRecordKind,
  type MediaRecordRow,
  type MediaRecordSummaryRow,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof MEDIA_RECORD_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof MEDIA_RECORD_SUMMARY_SORT)[number]; order: Order };

/** Event codes of the upload that count as each summary column (JT/T 808 multimedia event codes). */
const TIMED = [1];
const DOOR = [4, 5, 6];
const DISTANCE = [7];

/** The stored pictures of the caller's vehicles taken in the range, of one kind (platform capture or the terminal's own). */
async function picturesOf(ctx: HandlerContext<EventReportFilters>, kind: MediaRecordKind, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return ctx.db
    .selectFrom('media as m')
    .innerJoin('vehicles as v', 'v.id', 'm.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where(vehicles)
    .where('m.type', '=', 0)
    .where('m.event_code', kind === 'platform' ? '=' : '<>', MEDIA_EVENT_PLATFORM_COMMAND)
    .where('m.captured_at', '>=', ctx.input.startTime)
    .where('m.captured_at', '<=', ctx.input.endTime);
}

type Pictures = Awaited<ReturnType<typeof picturesOf>>;

const countOf = async (q: Pictures, what: 'rows' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'rows' ? sql<number>`count(*)`.as('n') : sql<number>`count(distinct m.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Pictures, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = { capturedAt: 'm.captured_at', plate: 'v.plate', channel: 'm.channel' } as const;
  return q
    .select([
      'm.id',
      'm.vehicle_id',
      'v.plate',
      'd.name as department_name',
      'm.channel',
      'm.event_code',
      'm.captured_at',
      'm.lon',
      'm.lat',
    ])
    .orderBy(by[sort?.field ?? 'capturedAt'], sort?.order ?? 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): MediaRecordRow {
  return {
    id: String(r.id),
    mediaFileId: Number(r.id),
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    channel: Number(r.channel),
    eventCode: Number(r.event_code),
    capturedAt: Number(r.captured_at),
    lon: r.lon === null ? null : Number(r.lon),
    lat: r.lat === null ? null : Number(r.lat),
  };
}

/** The event of a picture in words; codes the standard does not name show their number. */
export function mediaEventText(t: TFunction, code: number): string {
  const key = `eventReports.mediaRecord.events.${code}`;
  const text = t(key);
  return text === key ? t('eventReports.mediaRecord.events.other', { code }) : text;
}

const countWhere = (codes: number[]) =>
  sql<number>`sum(case when m.event_code in (${sql.join(codes)}) then 1 else 0 end)`;

function summaryRows(q: Pictures, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', pictures: 'n', lastAt: 'last_at' }[field];
  return q
    .select([
      'm.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`count(distinct m.channel)`.as('channels'),
      countWhere(TIMED).as('timed'),
      countWhere(DOOR).as('door'),
      countWhere(DISTANCE).as('distance'),
      sql<number>`min(m.captured_at)`.as('first_at'),
      sql<number>`max(m.captured_at)`.as('last_at'),
    ])
    .groupBy(['m.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('m.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(
  r: Awaited<ReturnType<typeof summaryRows>>[number],
  kind: MediaRecordKind,
): MediaRecordSummaryRow {
  const pictures = Number(r.n);
  const timed = Number(r.timed);
  const door = Number(r.door);
  const distance = Number(r.distance);
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    pictures,
    channels: Number(r.channels),
    timed,
    // Every other event code the terminal shoots on by itself is an alarm's (2, 3 and the extended 0x10).
    alarm: kind === 'terminal' ? pictures - timed - door - distance : 0,
    door,
    distance,
    firstAt: Number(r.first_at),
    lastAt: Number(r.last_at),
  };
}

const DETAIL_COLUMNS = ['plate', 'departmentName', 'channel', 'event', 'capturedAt', 'place'] as const;
const PLATFORM_SUMMARY = ['plate', 'departmentName', 'pictures', 'channels', 'firstAt', 'lastAt'] as const;
const TERMINAL_SUMMARY = [
  'plate',
  'departmentName',
  'pictures',
  'channels',
  'timed',
  'alarm',
  'door',
  'distance',
  'firstAt',
  'lastAt',
] as const;

type DetailEndpoint = typeof ENDPOINTS.flashPictureDetailReport;
type DetailExport = typeof ENDPOINTS.exportFlashPictureDetailReport;
type SummaryEndpoint = typeof ENDPOINTS.flashPictureSummaryReport;
type SummaryExport = typeof ENDPOINTS.exportFlashPictureSummaryReport;

/** The four handlers (detail, summary and their exports) of one kind of picture record. */
export function mediaRecordReports(kind: MediaRecordKind) {
  const stem = kind === 'platform' ? 'flash-pictures' : 'flash-shots';
  const detail: EndpointHandler<DetailEndpoint> = async (ctx) => {
    const q = await picturesOf(ctx, kind, true);
    const { limit, offset } = pageWindow(ctx.input.pageParamVO);
    const [total, rows] = await Promise.all([
      countOf(q, 'rows'),
      detailRows(q, ctx.input.sort, limit, offset),
    ]);
    return { data: rows.map(toRow), totalRecords: total };
  };
  const exportDetail: EndpointHandler<DetailExport> = async (ctx) => {
    const q = await picturesOf(ctx, kind, true);
    const { t } = ctx;
    return reportSheet(ctx, {
      stem,
      headers: DETAIL_COLUMNS.map((c) => t(`eventReports.mediaRecord.${c}`)),
      count: () => countOf(q, 'rows'),
      slice: async (limit, offset) =>
        (await detailRows(q, undefined, limit, offset))
          .map(toRow)
          .map((r) => [
            r.plate,
            r.departmentName,
            r.channel,
            mediaEventText(t, r.eventCode),
            formatChinaTime(r.capturedAt),
            placeText(r.lon, r.lat),
          ]),
    });
  };
  const summary: EndpointHandler<SummaryEndpoint> = async (ctx) => {
    const q = await picturesOf(ctx, kind, false);
    const { limit, offset } = pageWindow(ctx.input.pageParamVO);
    const [total, rows] = await Promise.all([
      countOf(q, 'vehicles'),
      summaryRows(q, ctx.input.sort, limit, offset),
    ]);
    return { data: rows.map((r) => toSummaryRow(r, kind)), totalRecords: total };
  };
  const columns = kind === 'platform' ? PLATFORM_SUMMARY : TERMINAL_SUMMARY;
  const exportSummary: EndpointHandler<SummaryExport> = async (ctx) => {
    const q = await picturesOf(ctx, kind, false);
    const { t } = ctx;
    return reportSheet(ctx, {
      stem: `${stem}-summary`,
      headers: columns.map((c) => t(`eventReports.mediaRecord.${c}`)),
      count: () => countOf(q, 'vehicles'),
      slice: async (limit, offset) =>
        (await summaryRows(q, undefined, limit, offset))
          .map((r) => toSummaryRow(r, kind))
          .map((r) =>
            columns.map((c) =>
              c === 'firstAt' || c === 'lastAt' ? formatChinaTime(r[c]) : (r[c] as string | number),
            ),
          ),
    });
  };
  return { detail, exportDetail, summary, exportSummary };
}

const platform = mediaRecordReports('platform');
const terminal = mediaRecordReports('terminal');

/** Flash pictures (拍照记录): pictures taken on the platform's capture command. */
export const flashPictureReportHandlers = {
  flashPictureDetailReport: platform.detail,
  exportFlashPictureDetailReport: platform.exportDetail,
  flashPictureSummaryReport: platform.summary,
  exportFlashPictureSummaryReport: platform.exportSummary,
};

/** Flash shots (抓拍记录): pictures the terminal took by itself (timed, alarm, door, distance). */
export const flashShotReportHandlers = {
  flashShotDetailReport: terminal.detail,
  exportFlashShotDetailReport: terminal.exportDetail,
  flashShotSummaryReport: terminal.summary,
  exportFlashShotSummaryReport: terminal.exportSummary,
};
