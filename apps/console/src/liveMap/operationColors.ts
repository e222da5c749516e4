import { VEHICLE_OPERATION_STATE as S } from '@roadwatch/core';

/** The colour of each operation state on the map, the legend and the card. */
export const OPERATION_COLORS: Readonly<Record<number, string>> = {
  [S.running]: '#389e0d',
  [S.stopped]: '#1677ff',
  [S.offline]: '#8c8c8c',
  [S.abnormal]: '#d48806',
  [S.dangerous]: '#722ed1',
  [S.alarm]: '#cf1322',
};

export const colorOfState = (state: number): string => OPERATION_COLORS[state] ?? '#8c8c8c';
