import {
  ENDPOINTS,
  endpointPath,
  TEST_IDS,
  type MEDIA_RECORD_DETAIL_SORT,
  type MEDIA_RECORD_SUMMARY_SORT,
  type MediaRecordKind,
  type MediaRecordRow,
  type MediaRecordSummaryRow,
} from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import { Image } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { drillPlateColumn, sortableBy, timeText } from '../eventReport/reportCells';

const DETAIL_SORT: readonly string[] = [
  'capturedAt',
  'plate',
  'channel',
] satisfies typeof MEDIA_RECORD_DETAIL_SORT;
const SUMMARY_SORT: readonly string[] = [
  'plate',
  'pictures',
  'lastAt',
] satisfies typeof MEDIA_RECORD_SUMMARY_SORT;
type DetailSortField = (typeof MEDIA_RECORD_DETAIL_SORT)[number];
type SummarySortField = (typeof MEDIA_RECORD_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.mediaRecord.${field}`;

/** A stored picture's address: the media endpoint, which checks the session's scope like everywhere else. */
const pictureUrl = (mediaFileId: number) => `${endpointPath(ENDPOINTS.mediaFile)}?id=${mediaFileId}`;

/** The event of a picture in words; codes the standard does not name show their number. */
function eventText(t: TFunction, code: number): string {
  const key = k(`events.${code}`);
  const text = t(key);
  return text === key ? t(k('events.other'), { code }) : text;
}

const place = (r: MediaRecordRow | undefined) =>
  r && r.lon !== null && r.lat !== null ? `${r.lon.toFixed(6)}, ${r.lat.toFixed(6)}` : '';

function summaryColumns(
  kind: MediaRecordKind,
  t: TFunction,
  drill: (vehicleId: number, plate: string) => void,
): ColDef<MediaRecordSummaryRow>[] {
  const byEvent: ColDef<MediaRecordSummaryRow>[] =
    kind === 'terminal'
      ? (['timed', 'alarm', 'door', 'distance'] as const).map((field) => ({
          field,
          headerName: t(k(field)),
          width: 100,
        }))
      : [];
  return sortableBy<MediaRecordSummaryRow>(SUMMARY_SORT, [
    drillPlateColumn<MediaRecordSummaryRow>(t, drill, t(k('plate'))),
    { field: 'departmentName', headerName: t(k('departmentName')), width: 200 },
    { field: 'pictures', headerName: t(k('pictures')), width: 110 },
    { field: 'channels', headerName: t(k('channels')), width: 110 },
    ...byEvent,
    {
      field: 'firstAt',
      headerName: t(k('firstAt')),
      width: 180,
      valueFormatter: (p) => timeText(p.value as number | undefined),
    },
    {
      field: 'lastAt',
      headerName: t(k('lastAt')),
      flex: 1,
      minWidth: 180,
      valueFormatter: (p) => timeText(p.value as number | undefined),
    },
  ]);
}

/**
 * Pictures terminals uploaded, of one kind: `platform` — taken on the console's capture command (flash pictures);
 * `terminal` — taken by the terminal itself (flash shots). Each row previews the picture through the media endpoint.
 */
export function mediaRecordReportConfig(
  kind: MediaRecordKind,
): EventReportConfig<MediaRecordRow, MediaRecordSummaryRow> {
  const platform = kind === 'platform';
  return {
    report: platform ? 'flashPicture' : 'flashShot',
    operationId: platform ? 'flashPictureReport' : 'flashShotReport',
    detail: {
      rowId: (row) => row.id,
      columns: (t) =>
        sortableBy<MediaRecordRow>(DETAIL_SORT, [
          { field: 'plate', headerName: t(k('plate')), width: 130, pinned: 'left' },
          { field: 'departmentName', headerName: t(k('departmentName')), width: 200 },
          { field: 'channel', headerName: t(k('channel')), width: 100 },
          {
            field: 'eventCode',
            headerName: t(k('event')),
            width: 200,
            valueFormatter: (p) => (p.data ? eventText(t, p.data.eventCode) : ''),
          },
          {
            field: 'capturedAt',
            headerName: t(k('capturedAt')),
            width: 180,
            valueFormatter: (p) => timeText(p.value as number | undefined),
          },
          {
            colId: 'place',
            headerName: t(k('place')),
            width: 220,
            valueGetter: (p) => place(p.data),
          },
          {
            colId: 'picture',
            headerName: t(k('picture')),
            flex: 1,
            minWidth: 120,
            cellRenderer: (p: { data?: MediaRecordRow }) =>
              p.data ? (
                <Image
                  data-testid={TEST_IDS.mediaRecordReport.picture(p.data.mediaFileId)}
                  src={pictureUrl(p.data.mediaFileId)}
                  alt={t(k('picture'))}
                  height={32}
                  preview={{ mask: t(k('view')) }}
                />
              ) : null,
          },
        ]),
      fetch: (query, pageParamVO, sort) =>
        api.call(platform ? ENDPOINTS.flashPictureDetailReport : ENDPOINTS.flashShotDetailReport, {
          ...query,
          pageParamVO,
          ...(sort ? { sort: { field: sort.field as DetailSortField, order: sort.order } } : {}),
        }),
      download: (query) =>
        api.blob(
          platform ? ENDPOINTS.exportFlashPictureDetailReport : ENDPOINTS.exportFlashShotDetailReport,
          query,
        ),
    },
    summary: {
      rowId: (row) => String(row.vehicleId),
      columns: (t, drill) => summaryColumns(kind, t, drill),
      fetch: (query, pageParamVO, sort) =>
        api.call(platform ? ENDPOINTS.flashPictureSummaryReport : ENDPOINTS.flashShotSummaryReport, {
          ...query,
          pageParamVO,
          ...(sort ? { sort: { field: sort.field as SummarySortField, order: sort.order } } : {}),
        }),
      download: (query) =>
        api.blob(
          platform ? ENDPOINTS.exportFlashPictureSummaryReport : ENDPOINTS.exportFlashShotSummaryReport,
          query,
        ),
      background: (params, format) => ({
        source: platform ? 'flashPictureSummary' : 'flashShotSummary',
        format,
        params,
      }),
    },
  };
}
