import { TEMPERATURE_POINT_STATE } from '@roadwatch/core';

/** The colour of each temperature point state on the board and its legend; 'none' = never reported. */
export const POINT_STATE_COLORS: Record<number | 'none', string> = {
  [TEMPERATURE_POINT_STATE.normal]: '#52c41a',
  [TEMPERATURE_POINT_STATE.warning]: '#faad14',
  [TEMPERATURE_POINT_STATE.alarm]: '#f5222d',
  [TEMPERATURE_POINT_STATE.offline]: '#8c8c8c',
  [TEMPERATURE_POINT_STATE.outOfRange]: '#722ed1',
  none: '#d9d9d9',
};

export const LEGEND_STATES = [
  TEMPERATURE_POINT_STATE.normal,
  TEMPERATURE_POINT_STATE.warning,
  TEMPERATURE_POINT_STATE.alarm,
  TEMPERATURE_POINT_STATE.offline,
  TEMPERATURE_POINT_STATE.outOfRange,
  'none',
] as const;
