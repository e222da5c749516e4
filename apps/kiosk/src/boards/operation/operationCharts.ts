import type { OperationBoardData, TrackingOrderStateKey } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts/echartsCore';
import { AXIS_STYLE, fade, INK, ORDER_STATE_COLOR, TOOLTIP_STYLE } from '../../charts/palette';

export const ORDER_STATES = Object.keys(ORDER_STATE_COLOR) as TrackingOrderStateKey[];

/** Fleet mileage per day over the last 30 days plus today (today highlighted). */
export function mileageOption(
  data: OperationBoardData,
  t: TFunction,
  label: (l: string) => string,
): ChartOption {
  const last = data.mileage.daily.length - 1;
  return {
    animationDuration: 600,
    grid: { left: 12, right: 18, top: 24, bottom: 6 },
    tooltip: {
      ...TOOLTIP_STYLE,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: unknown) => `${Number(v).toLocaleString()} km`,
    },
    xAxis: {
      type: 'category',
      data: data.mileage.daily.map((d) => label(d.date)),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, fontSize: 14 },
    },
    yAxis: {
      type: 'value',
      ...AXIS_STYLE,
      axisLabel: {
        ...AXIS_STYLE.axisLabel,
        formatter: (v: number) => (v >= 10_000 ? `${v / 1000}k` : String(v)),
      },
    },
    series: [
      {
        name: t('boards.operation.series.km'),
        type: 'bar',
        barMaxWidth: 22,
        data: data.mileage.daily.map((d, i) => ({
          value: d.km,
          itemStyle: { color: fade(i === last ? '#ffb020' : INK.accent), borderRadius: [3, 3, 0, 0] },
        })),
      },
    ],
  };
}

/** Vehicles used (over 5 km) per day, with the fleet size as the ceiling. */
export function utilisationOption(
  data: OperationBoardData,
  t: TFunction,
  label: (l: string) => string,
): ChartOption {
  return {
    animationDuration: 600,
    grid: { left: 12, right: 18, top: 24, bottom: 6 },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis' },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: data.utilisation.daily.map((d) => label(d.date)),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, fontSize: 14 },
    },
    yAxis: { type: 'value', max: Math.max(1, data.utilisation.vehicles), ...AXIS_STYLE, minInterval: 1 },
    series: [
      {
        name: t('boards.operation.series.used'),
        type: 'line',
        smooth: true,
        showSymbol: false,
        lineStyle: { width: 3, color: '#2fd47b' },
        areaStyle: { color: fade('#2fd47b', 0.45, 0) },
        data: data.utilisation.daily.map((d) => d.used),
      },
    ],
  };
}

/** Tracking orders by state as a rose of the states that have orders. */
export function ordersOption(data: OperationBoardData, t: TFunction): ChartOption {
  const total = ORDER_STATES.reduce((s, k) => s + data.orders[k], 0);
  return {
    animationDuration: 600,
    tooltip: { ...TOOLTIP_STYLE, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    graphic: [
      {
        type: 'text',
        left: 'center',
        top: '41%',
        style: {
          text: total.toLocaleString(),
          fill: INK.text,
          fontSize: 36,
          fontWeight: 700,
          align: 'center',
        },
      },
      {
        type: 'text',
        left: 'center',
        top: '55%',
        style: { text: t('boards.unit.orders'), fill: INK.muted, fontSize: 16, align: 'center' },
      },
    ],
    series: [
      {
        type: 'pie',
        radius: ['52%', '76%'],
        center: ['50%', '50%'],
        padAngle: 1.5,
        minAngle: 4,
        itemStyle: { borderRadius: 3 },
        label: { show: false },
        data: ORDER_STATES.map((k) => ({
          name: t(`alarm.trackingOrderState.${k}`),
          value: data.orders[k],
          itemStyle: { color: ORDER_STATE_COLOR[k] },
        })),
      },
    ],
  };
}
