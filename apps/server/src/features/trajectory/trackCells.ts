import {
  formatChinaTime,
  TRAJECTORY_DURATION_COLUMNS,
  TRAJECTORY_TIME_COLUMNS,
  type TrajectoryCell,
  type TrajectoryPoint,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';

/** Seconds as "1 h 2 min 3 s" in the reader's language. */
export function durationText(t: TFunction, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return t('trajectory.units.duration', {
    h: Math.floor(s / 3600),
    m: Math.floor((s % 3600) / 60),
    s: s % 60,
  });
}

/** A cell as the exports write it: times as China time, durations as text, the rest as it is. */
export function cellText(t: TFunction, column: string, value: TrajectoryCell): string | number | null {
  if (value === null) return null;
  if (TRAJECTORY_TIME_COLUMNS.has(column) && typeof value === 'number') return formatChinaTime(value);
  if (TRAJECTORY_DURATION_COLUMNS.has(column) && typeof value === 'number') return durationText(t, value);
  return value;
}

/**
 * A point as the cells of the points table, by a function made once for an export: the ignition words are
 * translated here, not for each of a million rows (i18next's lookup was a seventh of a big export's time).
 */
export function pointCellsIn(t: TFunction): (p: TrajectoryPoint) => (string | number | null)[] {
  const accOn = t('trajectory.accOn');
  const accOff = t('trajectory.accOff');
  return (p) => [
    formatChinaTime(p.gpsTime),
    p.lon,
    p.lat,
    p.speed,
    p.direction,
    p.mileage,
    p.acc ? accOn : accOff,
  ];
}
