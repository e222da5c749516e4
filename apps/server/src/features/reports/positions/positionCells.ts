import { formatChinaTime, type PositionReportRow } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import { placeText } from '../eventReportScope';

/** The timing-tracking detail's columns in files (headers: `eventReports.timingTrack.<column>`). */
export const POSITION_COLUMNS = [
  'plate',
  'departmentName',
  'gpsTime',
  'speedKmh',
  'direction',
  'mileageKm',
  'acc',
  'fuelL',
  'place',
] as const;

/** One position as a file's row, in `POSITION_COLUMNS` order. */
export function positionCells(t: TFunction, r: PositionReportRow): SheetValue[] {
  return [
    r.plate,
    r.departmentName,
    formatChinaTime(r.gpsTime),
    r.speedKmh,
    r.direction,
    r.mileageKm,
    t(r.acc ? 'eventReports.timingTrack.accOn' : 'eventReports.timingTrack.accOff'),
    r.fuelL ?? '',
    placeText(r.lon, r.lat),
  ];
}
