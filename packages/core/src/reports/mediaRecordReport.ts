import { z } from 'zod';
import {
  eventReportFilters,
  eventReportPage,
  eventReportSort,
  refineDetailRange,
  refineSummaryRange,
} from './eventReportRequest';

/**
 * Which pictures a media record report lists, by the upload's event code (JT/T 808 0x0800/0x0801): `platform` — taken
 * on the platform's 0x8801 capture command (event code 0, 拍照记录); `terminal` — taken by the terminal itself
 * (timed, alarm, door, distance and any other code, 抓拍记录).
 */
export const MEDIA_RECORD_KINDS = ['platform', 'terminal'] as const;
export type MediaRecordKind = (typeof MEDIA_RECORD_KINDS)[number];
/** The upload event code of a picture the platform asked for. */
export const MEDIA_EVENT_PLATFORM_COMMAND = 0;

/** One stored picture. `mediaFileId` is the `media` row id the picture endpoint serves (`mediaFile?id=`). */
export interface MediaRecordRow {
  id: string;
  mediaFileId: number;
  vehicleId: number;
  plate: string;
  departmentName: string;
  channel: number;
  eventCode: number;
  capturedAt: number;
  lon: number | null;
  lat: number | null;
}

/**
 * Per vehicle: pictures in the range, cameras that took them, and by event: timed (1), alarm (2, 3 and codes from
 * 8 on, e.g. an alarm-triggered 0x10), door (4–6), distance (7); the first and last capture time.
 */
export interface MediaRecordSummaryRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  pictures: number;
  channels: number;
  timed: number;
  alarm: number;
  door: number;
  distance: number;
  firstAt: number;
  lastAt: number;
}

export const MEDIA_RECORD_DETAIL_SORT = ['capturedAt', 'plate', 'channel'] as const;
export const MEDIA_RECORD_SUMMARY_SORT = ['plate', 'pictures', 'lastAt'] as const;

export const mediaRecordDetailFilters = z.strictObject(eventReportFilters).superRefine(refineDetailRange);
export const mediaRecordDetailRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(MEDIA_RECORD_DETAIL_SORT),
  })
  .superRefine(refineDetailRange);
export const mediaRecordSummaryFilters = z.strictObject(eventReportFilters).superRefine(refineSummaryRange);
export const mediaRecordSummaryRequest = z
  .strictObject({
    ...eventReportFilters,
    pageParamVO: eventReportPage,
    sort: eventReportSort(MEDIA_RECORD_SUMMARY_SORT),
  })
  .superRefine(refineSummaryRange);

export type MediaRecordDetailRequest = z.input<typeof mediaRecordDetailRequest>;
export type MediaRecordSummaryRequest = z.input<typeof mediaRecordSummaryRequest>;
