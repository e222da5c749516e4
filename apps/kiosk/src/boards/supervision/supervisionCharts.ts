import type { OperationStateName, SupervisionBoardData } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts/echartsCore';
import { AXIS_STYLE, fade, INK, OPERATION_STATE_COLOR, TOOLTIP_STYLE, withAlpha } from '../../charts/palette';

export const OPERATION_STATES: readonly OperationStateName[] = [
  'running',
  'stopped',
  'alarm',
  'dangerous',
  'abnormal',
  'offline',
];

/** Vehicles by operation state as a donut, the total in the middle. */
export function statesOption(data: SupervisionBoardData, t: TFunction): ChartOption {
  return {
    animationDuration: 600,
    tooltip: { ...TOOLTIP_STYLE, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    graphic: [
      {
        type: 'text',
        left: 'center',
        top: '40%',
        style: {
          text: String(data.vehicles.total),
          fill: INK.text,
          fontSize: 34,
          fontWeight: 700,
          align: 'center',
        },
      },
      {
        type: 'text',
        left: 'center',
        top: '55%',
        style: { text: t('boards.supervision.kpi.total'), fill: INK.muted, fontSize: 15, align: 'center' },
      },
    ],
    series: [
      {
        type: 'pie',
        radius: ['66%', '88%'],
        center: ['50%', '50%'],
        padAngle: 1.5,
        minAngle: 3,
        itemStyle: { borderRadius: 3 },
        label: { show: false },
        data: OPERATION_STATES.map((s) => ({
          name: t(`boards.supervision.operationState.${s}`),
          value: data.vehicles.byState[s],
          itemStyle: { color: OPERATION_STATE_COLOR[s] },
        })),
      },
    ],
  };
}

/** The online rate as a ring gauge. */
export function onlineOption(data: SupervisionBoardData, t: TFunction): ChartOption {
  const rate = data.vehicles.onlineRate ?? 0;
  return {
    animationDuration: 800,
    graphic: [
      {
        type: 'text',
        left: 'center',
        top: '36%',
        style: {
          text: data.vehicles.onlineRate === null ? '—' : `${rate.toFixed(1)}%`,
          fill: OPERATION_STATE_COLOR.running,
          fontSize: 42,
          fontWeight: 700,
          align: 'center',
        },
      },
      {
        type: 'text',
        left: 'center',
        top: '57%',
        style: {
          text: `${t('boards.supervision.kpi.online')} ${data.vehicles.online} / ${data.vehicles.total}`,
          fill: INK.muted,
          fontSize: 16,
          align: 'center',
        },
      },
    ],
    series: [
      {
        type: 'pie',
        radius: ['70%', '84%'],
        silent: true,
        startAngle: 90,
        label: { show: false },
        data: [
          { value: rate, itemStyle: { color: fade(OPERATION_STATE_COLOR.running, 1, 0.6) } },
          { value: 100 - rate, itemStyle: { color: withAlpha('#5d6f8c', 0.25) } },
        ],
      },
      {
        type: 'pie',
        radius: ['88%', '90%'],
        silent: true,
        label: { show: false },
        data: [{ value: 1, itemStyle: { color: withAlpha('#38d6ff', 0.3) } }],
      },
    ],
  };
}

/** Overspeed and fatigue alarms today per secondary department. */
export function departmentsOption(data: SupervisionBoardData, t: TFunction): ChartOption {
  const rows = [...data.departments]
    .sort((a, b) => b.overspeed + b.fatigue - (a.overspeed + a.fatigue))
    .slice(0, 7);
  return {
    animationDuration: 600,
    grid: { left: 12, right: 18, top: 40, bottom: 6 },
    legend: {
      top: 4,
      right: 12,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: INK.muted, fontSize: 15 },
    },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, fontSize: 14, interval: 0, width: 76, overflow: 'truncate' },
    },
    yAxis: { type: 'value', ...AXIS_STYLE, minInterval: 1 },
    series: [
      {
        name: t('boards.supervision.series.overspeed'),
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: fade('#ff8a3d', 1, 0.3), borderRadius: [3, 3, 0, 0] },
        label: { show: true, position: 'top', color: INK.text, fontSize: 13 },
        data: rows.map((r) => r.overspeed),
      },
      {
        name: t('boards.supervision.series.fatigue'),
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: fade('#b37feb', 1, 0.3), borderRadius: [3, 3, 0, 0] },
        label: { show: true, position: 'top', color: INK.text, fontSize: 13 },
        data: rows.map((r) => r.fatigue),
      },
    ],
  };
}
