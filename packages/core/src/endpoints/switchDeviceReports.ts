import { endpoint, type Endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  SWITCH_DEVICE_REPORTS,
  switchEpisodeDetailFilters,
  switchEpisodeDetailRequest,
  switchEpisodeSummaryFilters,
  switchEpisodeSummaryRequest,
  type SwitchDeviceReport,
  type SwitchEpisodeRow,
  type SwitchEpisodeSummaryRow,
} from '../reports/switchDeviceReport';
import type { BlobBody } from './alarmHandling';

/** The four endpoints of one switch-device report: detail and summary pages, and their exports. */
function switchDeviceEndpoints<const R extends SwitchDeviceReport>(report: R) {
  const { path, operationId } = SWITCH_DEVICE_REPORTS[report];
  return {
    [`${report}DetailReport`]: endpoint<Page<SwitchEpisodeRow>>()({
      name: `${report}DetailReport`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail`,
      access: { operationId },
      request: switchEpisodeDetailRequest,
    }),
    [`export${cap(report)}DetailReport`]: endpoint<BlobBody>()({
      name: `export${cap(report)}DetailReport`,
      method: 'POST',
      module: 'report',
      path: `/${path}/detail/export`,
      access: { operationId: `${operationId}:export` },
      request: switchEpisodeDetailFilters,
      blob: true,
    }),
    [`${report}SummaryReport`]: endpoint<Page<SwitchEpisodeSummaryRow>>()({
      name: `${report}SummaryReport`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary`,
      access: { operationId },
      request: switchEpisodeSummaryRequest,
    }),
    [`export${cap(report)}SummaryReport`]: endpoint<BlobBody>()({
      name: `export${cap(report)}SummaryReport`,
      method: 'POST',
      module: 'report',
      path: `/${path}/summary/export`,
      access: { operationId: `${operationId}:export` },
      request: switchEpisodeSummaryFilters,
      blob: true,
    }),
  } as {
    [K in `${R}DetailReport`]: Endpoint<typeof switchEpisodeDetailRequest, Page<SwitchEpisodeRow>>;
  } & {
    [K in `export${Capitalize<R>}DetailReport`]: Endpoint<typeof switchEpisodeDetailFilters, BlobBody>;
  } & {
    [K in `${R}SummaryReport`]: Endpoint<typeof switchEpisodeSummaryRequest, Page<SwitchEpisodeSummaryRow>>;
  } & {
    [K in `export${Capitalize<R>}SummaryReport`]: Endpoint<typeof switchEpisodeSummaryFilters, BlobBody>;
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Air conditioning, hydraulic lift, unloading and head separation: `/report/<path>/{detail,summary}[/export]`, each
 * behind its menu entry (`<entry>` to read, `<entry>:export` to export).
 */
export const switchDeviceReportEndpoints = {
  ...switchDeviceEndpoints('airConditioning'),
  ...switchDeviceEndpoints('hydraulic'),
  ...switchDeviceEndpoints('unloading'),
  ...switchDeviceEndpoints('headSeparation'),
};
