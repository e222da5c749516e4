import { formatChinaTime, TRAJECTORY_TABLE_COLUMNS, type ExportSource } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { pointCellsIn } from '../trajectory/trackCells';
import { mapPoints, pointsIn, toTrajectoryPoint } from '../trajectory/trackRange';
import { vehicleVisible, visibleRange } from '../../scope/visibleVehicles';
import { alarmStatSummarySource } from '../alarmStatistics/alarmStatSummarySource';
import { dayStatSummarySource } from '../reports/dayStats/dayStatSummarySource';
import { timingTrackSource } from '../reports/positions/timingTrackSource';
import { eventReportHandlers } from '../reports/eventReportHandlers';
import { exportAreaInOutSummaryReport } from '../reports/areaInOut/areaInOutReports';
import { exportAreaBetweenSummaryReport } from '../reports/areaBetween/areaBetweenReports';
import { offlineTrendReportHandlers } from '../reports/offlineTrend/offlineTrendReportHandlers';
import { reportSheetSource } from './reportSheetSource';
import type { ExportSourceDefinition, ParamsOf, SourceContext } from './exportSourceTypes';
import { placeTraceReportHandlers } from '../reports/placeTrace/placeTraceReportHandlers';
import { switchDeviceReportHandlers } from '../reports/switchDevice/switchDeviceReports';

/** The vehicle and the part of the range the caller may read (a partner's shared vehicle: its window only). */
async function trackOf({ db, auth, now }: SourceContext, params: ParamsOf<'trackPoints'>) {
  const vehicle = await vehicleVisible(db, auth, params.vehicleId, now);
  return { vehicle, range: { vehicleId: vehicle.id, ...visibleRange(vehicle, params) } };
}

const trackPoints: ExportSourceDefinition<'trackPoints'> = {
  async describe(ctx, params) {
    const { db, t } = ctx;
    const { vehicle, range } = await trackOf(ctx, params);
    const any = await pointsIn(db, range).select('gps_time').limit(1).executeTakeFirst();
    if (!any) throw businessFailure('errors.noExportData');
    const day = formatChinaTime(params.startTime).slice(0, 10);
    return {
      title: t('exportCenter.titles.trackPoints', { plate: vehicle.plate, day }),
      stem: `track-${vehicle.plate}-${day}`,
    };
  },
  async open(ctx, params) {
    const { db, t } = ctx;
    const { range } = await trackOf(ctx, params);
    const counted = await pointsIn(db, range)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cells = pointCellsIn(t);
    return {
      columns: TRAJECTORY_TABLE_COLUMNS.points.map((c) => ({ header: t(`trajectory.columns.${c}`) })),
      total: Number(counted.n),
      rows: mapPoints(db, range, (row) => cells(toTrajectoryPoint(row))),
    };
  },
};

/** Every source the export centre can run, by the contract's key. */
export const EXPORT_SOURCE_DEFINITIONS: { [S in ExportSource]: ExportSourceDefinition<S> } = {
  airConditioningSummary: reportSheetSource(
    'airConditioningSummary',
    switchDeviceReportHandlers.exportAirConditioningSummaryReport,
  ),
  hydraulicSummary: reportSheetSource(
    'hydraulicSummary',
    switchDeviceReportHandlers.exportHydraulicSummaryReport,
  ),
  unloadingSummary: reportSheetSource(
    'unloadingSummary',
    switchDeviceReportHandlers.exportUnloadingSummaryReport,
  ),
  headSeparationSummary: reportSheetSource(
    'headSeparationSummary',
    switchDeviceReportHandlers.exportHeadSeparationSummaryReport,
  ),
  flashPictureSummary: reportSheetSource(
    'flashPictureSummary',
    eventReportHandlers.exportFlashPictureSummaryReport,
  ),
  flashShotSummary: reportSheetSource('flashShotSummary', eventReportHandlers.exportFlashShotSummaryReport),
  driverShiftSummary: reportSheetSource(
    'driverShiftSummary',
    eventReportHandlers.exportDriverShiftSummaryReport,
  ),
  operationRecordSummary: reportSheetSource(
    'operationRecordSummary',
    eventReportHandlers.exportOperationRecordSummaryReport,
  ),
  overspeedSummary: reportSheetSource('overspeedSummary', eventReportHandlers.exportOverspeedSummaryReport),
  switchDoorSummary: reportSheetSource(
    'switchDoorSummary',
    eventReportHandlers.exportSwitchDoorSummaryReport,
  ),
  parkingSummary: reportSheetSource('parkingSummary', eventReportHandlers.exportParkingSummaryReport),
  coldMachineSummary: reportSheetSource(
    'coldMachineSummary',
    eventReportHandlers.exportColdMachineSummaryReport,
  ),
  areaInOutSummary: reportSheetSource('areaInOutSummary', exportAreaInOutSummaryReport),
  areaBetweenSummary: reportSheetSource('areaBetweenSummary', exportAreaBetweenSummaryReport),
  offlineTrendSummary: reportSheetSource(
    'offlineTrendSummary',
    offlineTrendReportHandlers.exportOfflineTrendSummaryReport,
  ),
  trackPoints,
  alarmStatSummary: alarmStatSummarySource,
  mileageSummary: dayStatSummarySource('mileageReport'),
  drivingStatSummary: dayStatSummarySource('drivingStatReport'),
  timingTrackSummary: dayStatSummarySource('timingTrackReport'),
  speedAnalysisSummary: dayStatSummarySource('speedAnalysisReport'),
  timingTrackDetail: timingTrackSource,
  aiAnalysisSummary: reportSheetSource(
    'aiAnalysisSummary',
    eventReportHandlers.exportAiAnalysisSummaryReport,
  ),
  tirePressureSummary: reportSheetSource(
    'tirePressureSummary',
    eventReportHandlers.exportTirePressureSummaryReport,
  ),
  warningSummary: reportSheetSource('warningSummary', eventReportHandlers.exportWarningSummaryReport),
  directiveSummary: reportSheetSource('directiveSummary', eventReportHandlers.exportDirectiveSummaryReport),
  tempSettingSummary: reportSheetSource(
    'tempSettingSummary',
    eventReportHandlers.exportTempSettingSummaryReport,
  ),
  weightSummary: reportSheetSource('weightSummary', eventReportHandlers.exportWeightSummaryReport),
  trailerSummary: reportSheetSource('trailerSummary', eventReportHandlers.exportTrailerSummaryReport),
  standingBookSummary: reportSheetSource(
    'standingBookSummary',
    eventReportHandlers.exportStandingBookSummaryReport,
  ),
  aroundSummary: reportSheetSource('aroundSummary', placeTraceReportHandlers.exportAroundSummaryReport),
  epidemicVehicleSummary: reportSheetSource(
    'epidemicVehicleSummary',
    placeTraceReportHandlers.exportEpidemicVehicleSummaryReport,
  ),
};

export function exportSourceOf<S extends ExportSource>(source: S): ExportSourceDefinition<S> {
  return EXPORT_SOURCE_DEFINITIONS[source];
}
