import { CHINA_OFFSET_MS } from '@roadwatch/core';
import dayjs, { type Dayjs } from 'dayjs';

const zoneOffsetMs = (at: number) => new Date(at).getTimezoneOffset() * 60_000;

/**
 * The pickers show China's wall clock whatever the browser's zone, as every time on the page does: the picker's
 * local fields are set to the GMT+8 fields of the instant.
 */
export function toChinaPicker(epochMs: number): Dayjs {
  const shifted = epochMs + CHINA_OFFSET_MS;
  return dayjs(shifted + zoneOffsetMs(shifted));
}

/** The instant a picker value stands for, read as China's wall clock. */
export function fromChinaPicker(value: Dayjs): number {
  const local = value.valueOf();
  return local - zoneOffsetMs(local) - CHINA_OFFSET_MS;
}
