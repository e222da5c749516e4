import type {
  HazardLevelName,
  OperationStateName,
  RiskKindName,
  TempStateName,
  TrackingOrderStateKey,
} from '@roadwatch/core';

/**
 * One colour per state, used by every board, legend and 3D view, so "red" means the same thing across the wall.
 * Tuned for the dark stage: saturated enough to read from across a control room, never pure primaries.
 */
export const INK = {
  text: '#e8f2ff',
  muted: '#7f9bc2',
  faint: 'rgba(127, 155, 194, 0.55)',
  grid: 'rgba(72, 160, 255, 0.14)',
  axis: 'rgba(72, 160, 255, 0.35)',
  accent: '#38d6ff',
  accent2: '#2f7bff',
  panel: '#0b1c3d',
  font: "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif",
} as const;

export const HAZARD_COLOR: Record<HazardLevelName, string> = {
  low: '#3fa9ff',
  medium: '#ffb020',
  high: '#ff4d5e',
};

export const TEMP_STATE_COLOR: Record<TempStateName, string> = {
  normal: '#2fd47b',
  warning: '#ffb020',
  alarm: '#ff4d5e',
  offline: '#5d6f8c',
  outOfRange: '#b37feb',
};

export const OPERATION_STATE_COLOR: Record<OperationStateName, string> = {
  running: '#2fd47b',
  stopped: '#38d6ff',
  offline: '#5d6f8c',
  abnormal: '#b37feb',
  dangerous: '#ff4d5e',
  alarm: '#ff8a3d',
};

export const RISK_KIND_COLOR: Record<RiskKindName, string> = {
  fatigue: '#ff4d5e',
  distraction: '#ffb020',
  phoneUse: '#ff8a3d',
  closeFollowing: '#38d6ff',
  cameraOcclusion: '#b37feb',
  drivingPositionDeviation: '#2fd47b',
  seatBelt: '#3fa9ff',
};

export const ORDER_STATE_COLOR: Record<TrackingOrderStateKey, string> = {
  normal: '#38d6ff',
  toBeBound: '#7f9bc2',
  toBeTransported: '#3fa9ff',
  inTransit: '#2f7bff',
  completed: '#2fd47b',
  offTrack: '#ff4d5e',
  notArrived: '#ffb020',
  endedManually: '#b37feb',
};

/** Axis, grid and tooltip styling shared by the 2D charts. */
export const AXIS_STYLE = {
  axisLine: { lineStyle: { color: INK.axis } },
  axisTick: { show: false },
  axisLabel: { color: INK.muted, fontSize: 16, fontFamily: INK.font },
  splitLine: { lineStyle: { color: INK.grid } },
} as const;

export const TOOLTIP_STYLE = {
  backgroundColor: 'rgba(6, 18, 42, 0.92)',
  borderColor: INK.axis,
  textStyle: { color: INK.text, fontSize: 16, fontFamily: INK.font },
} as const;

/** A vertical gradient fill for bars and areas. */
export function fade(color: string, from = 0.95, to = 0.15) {
  return {
    type: 'linear' as const,
    x: 0,
    y: 0,
    x2: 0,
    y2: 1,
    colorStops: [
      { offset: 0, color: withAlpha(color, from) },
      { offset: 1, color: withAlpha(color, to) },
    ],
  };
}

export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * `hex` laid over `under` at `alpha`, as an opaque colour: what a translucent fill looks like on that background,
 * without the cost of transparency (echarts-gl sorts every translucent triangle on each draw).
 */
export function mixOver(hex: string, under: string, alpha: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(under.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * alpha + ((b >> shift) & 255) * (1 - alpha));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
