import {
  chinaTodayRange,
  ENDPOINTS,
  PLACE_TRACE_RULES,
  TEST_IDS,
  type AroundDetailFilters,
  type PLACE_PASS_SORT,
  type PLACE_SUMMARY_SORT,
  type PlacePassRow,
  type PlacePassSummaryRow,
} from '@roadwatch/core';
import { Form, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { NO_PLACE, passColumns, summaryColumns } from './placePassColumns';
import { placeSpanIssue } from './placeSpanIssue';

/** The around query as the page holds it: no point until one is entered. */
export type AroundQuery = Omit<AroundDetailFilters, 'lon' | 'lat'> & { lon?: number; lat?: number };
type PassSort = (typeof PLACE_PASS_SORT)[number];
type SummarySort = (typeof PLACE_SUMMARY_SORT)[number];

const ids = TEST_IDS.placeTrace;
const k = (field: string) => `eventReports.placeTrace.${field}`;
const placed = (q: AroundQuery): q is AroundDetailFilters => q.lon !== undefined && q.lat !== undefined;

function pointInputs(draft: AroundQuery, set: (patch: Partial<AroundQuery>) => void, t: TFunction) {
  return (
    <>
      <Form.Item label={t(k('lon'))}>
        <InputNumber<number>
          data-testid={ids.lon}
          style={{ width: 130 }}
          min={-180}
          max={180}
          step={0.001}
          precision={6}
          value={draft.lon ?? null}
          onChange={(lon) => set({ lon: lon ?? undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('lat'))}>
        <InputNumber<number>
          data-testid={ids.lat}
          style={{ width: 120 }}
          min={-90}
          max={90}
          step={0.001}
          precision={6}
          value={draft.lat ?? null}
          onChange={(lat) => set({ lat: lat ?? undefined })}
        />
      </Form.Item>
      <Form.Item label={t(k('radiusM'))}>
        <InputNumber<number>
          data-testid={ids.radius}
          style={{ width: 100 }}
          min={PLACE_TRACE_RULES.minRadiusM}
          max={PLACE_TRACE_RULES.maxRadiusM}
          step={50}
          precision={0}
          value={draft.radiusM}
          onChange={(radiusM) => set({ radiusM: radiusM ?? PLACE_TRACE_RULES.minRadiusM })}
        />
      </Form.Item>
    </>
  );
}

/**
 * Vehicles around a point (WGS-84, as terminals report): each pass of a vehicle through the circle over at most one
 * day, and per vehicle its passes. The page opens on today with no point: nothing is asked until one is entered.
 */
export const aroundDetailReportConfig: EventReportConfig<PlacePassRow, PlacePassSummaryRow, AroundQuery> = {
  report: 'aroundDetail',
  operationId: 'aroundDetailReport',
  initialQuery: (now) => {
    const { bTime, eTime } = chinaTodayRange(now);
    return { startTime: bTime, endTime: eTime - 999, radiusM: 500 };
  },
  extraFilters: pointInputs,
  queryIssue: (query, t) =>
    placed(query) ? placeSpanIssue(query, PLACE_TRACE_RULES.aroundMaxDays, t) : t(k('pointRequired')),
  detail: {
    rowId: (row) => row.id,
    columns: (t) => passColumns(t, 'around'),
    fetch: (query, pageParamVO, sort) =>
      placed(query)
        ? api.call(ENDPOINTS.aroundDetailReport, {
            ...query,
            pageParamVO,
            ...(sort ? { sort: { field: sort.field as PassSort, order: sort.order } } : {}),
          })
        : NO_PLACE<PlacePassRow>(),
    download: (query) => (placed(query) ? api.blob(ENDPOINTS.exportAroundDetailReport, query) : NO_PLACE()),
    footnote: (_answer, t) => t(k('aroundNote')),
  },
  summary: {
    rowId: (row) => row.id,
    columns: (t, drill) => summaryColumns(t, drill, 'around'),
    fetch: (query, pageParamVO, sort) =>
      placed(query)
        ? api.call(ENDPOINTS.aroundSummaryReport, {
            ...query,
            pageParamVO,
            ...(sort ? { sort: { field: sort.field as SummarySort, order: sort.order } } : {}),
          })
        : NO_PLACE<PlacePassSummaryRow>(),
    download: (query) => (placed(query) ? api.blob(ENDPOINTS.exportAroundSummaryReport, query) : NO_PLACE()),
    background: (query, format) => ({
      source: 'aroundSummary',
      format,
      params: query as AroundDetailFilters,
    }),
    footnote: (_answer, t) => t(k('aroundNote')),
  },
};
