import { VEHICLE_COLD_CHAIN_MAX_DAYS } from '@roadwatch/core';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { fromChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

/** The range picker's rule: both ends, in order, at most VEHICLE_COLD_CHAIN_MAX_DAYS (the server checks the same). */
export function coldChainRangeRule(t: TFunction) {
  return {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      const [start, end] = value.map(fromChinaPicker) as [number, number];
      if (end < start) return Promise.reject(new Error(t('validation.dateOrder')));
      if (end - start > VEHICLE_COLD_CHAIN_MAX_DAYS * 86_400_000)
        return Promise.reject(new Error(t('validation.dateSpanDays', { max: VEHICLE_COLD_CHAIN_MAX_DAYS })));
      return Promise.resolve();
    },
  };
}

/** Hours, minutes and seconds in the page's language. */
export function durationText(t: TFunction, seconds: number): string {
  return t('trajectory.units.duration', {
    h: Math.floor(seconds / 3600),
    m: Math.floor((seconds % 3600) / 60),
    s: seconds % 60,
  });
}
