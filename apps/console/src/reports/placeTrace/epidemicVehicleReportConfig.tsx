import {
  ENDPOINTS,
  PLACE_TRACE_RULES,
  type EpidemicVehicleFilters,
  type PLACE_PASS_SORT,
  type PLACE_SUMMARY_SORT,
  type PlacePassRow,
  type PlacePassSummaryRow,
} from '@roadwatch/core';
import { Form } from 'antd';
import { api } from '../../app/api';
import type { EventReportConfig } from '../eventReport/EventReportPage';
import { lastSevenDays } from '../eventReport/eventReportQuery';
import { EpidemicAreaSelect } from './EpidemicAreaSelect';
import { NO_PLACE, passColumns, summaryColumns } from './placePassColumns';
import { placeSpanIssue } from './placeSpanIssue';

type PassSort = (typeof PLACE_PASS_SORT)[number];
type SummarySort = (typeof PLACE_SUMMARY_SORT)[number];

const k = (field: string) => `eventReports.placeTrace.${field}`;
const chosen = (q: EpidemicVehicleFilters) => q.areaIds.length > 0;

/**
 * Epidemic contact tracing: the vehicles whose stored positions fell inside the chosen stored areas over at most 14
 * days (independent of alarm rules), each pass and per vehicle and area. Nothing is asked until an area is chosen.
 */
export const epidemicVehicleReportConfig: EventReportConfig<
  PlacePassRow,
  PlacePassSummaryRow,
  EpidemicVehicleFilters
> = {
  report: 'epidemicVehicle',
  operationId: 'epidemicVehicleReport',
  initialQuery: (now) => ({ ...lastSevenDays(now), areaIds: [] }),
  extraFilters: (draft, set, t) => (
    <Form.Item label={t(k('areas'))}>
      <EpidemicAreaSelect
        value={draft.areaIds}
        placeholder={t(k('chooseAreas'))}
        onChange={(areaIds) => set({ areaIds })}
      />
    </Form.Item>
  ),
  queryIssue: (query, t) =>
    chosen(query) ? placeSpanIssue(query, PLACE_TRACE_RULES.epidemicMaxDays, t) : t(k('areasRequired')),
  detail: {
    rowId: (row) => row.id,
    columns: (t) => passColumns(t, 'area'),
    fetch: (query, pageParamVO, sort) =>
      chosen(query)
        ? api.call(ENDPOINTS.epidemicVehicleDetailReport, {
            ...query,
            pageParamVO,
            ...(sort ? { sort: { field: sort.field as PassSort, order: sort.order } } : {}),
          })
        : NO_PLACE<PlacePassRow>(),
    download: (query) => api.blob(ENDPOINTS.exportEpidemicVehicleDetailReport, query),
    footnote: (_answer, t) => t(k('epidemicNote')),
  },
  summary: {
    rowId: (row) => row.id,
    columns: (t, drill) => summaryColumns(t, drill, 'area'),
    fetch: (query, pageParamVO, sort) =>
      chosen(query)
        ? api.call(ENDPOINTS.epidemicVehicleSummaryReport, {
            ...query,
            pageParamVO,
            ...(sort ? { sort: { field: sort.field as SummarySort, order: sort.order } } : {}),
          })
        : NO_PLACE<PlacePassSummaryRow>(),
    download: (query) => api.blob(ENDPOINTS.exportEpidemicVehicleSummaryReport, query),
    background: (query, format) => ({ source: 'epidemicVehicleSummary', format, params: query }),
    footnote: (_answer, t) => t(k('epidemicNote')),
  },
};
