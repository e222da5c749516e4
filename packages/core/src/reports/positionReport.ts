import { z } from 'zod';
import { eventReportFilters, eventReportPage, refineDetailRange } from './eventReportRequest';

/**
 * One stored position of the timing-tracking report, exactly as the terminal reported it. Rows run vehicle by
 * vehicle (plate order) and, within a vehicle, in time order: the order the track was driven, and one the server can
 * seek to at any depth, so the millionth row comes as fast as the first.
 */
export interface PositionReportRow {
  /** `<vehicleId>:<gpsTime>` (a vehicle has one position per instant). */
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  gpsTime: number;
  lon: number;
  lat: number;
  speedKmh: number;
  /** Heading, degrees clockwise from north. */
  direction: number;
  /** The odometer the terminal reported. */
  mileageKm: number;
  acc: boolean;
  /** Fuel level, litres, when the terminal reports one. */
  fuelL: number | null;
}

/** Time order within each vehicle. */
export const POSITION_REPORT_ORDER = ['asc', 'desc'] as const;

/** The filters of the timing-tracking detail: the common report filters, time order within each vehicle. */
export const positionDetailFilters = z
  .strictObject({ ...eventReportFilters, order: z.enum(POSITION_REPORT_ORDER).optional() })
  .superRefine(refineDetailRange);
export const positionDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    order: z.enum(POSITION_REPORT_ORDER).optional(),
    pageParamVO: eventReportPage,
  })
  .superRefine(refineDetailRange);

export type PositionDetailRequest = z.input<typeof positionDetailRequest>;
export type PositionDetailFilters = z.output<typeof positionDetailFilters>;
