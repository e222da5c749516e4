import { type ColdChainBoardData, type ColdChainSiteKind, type TempStateName } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts/echartsCore';
import { AXIS_STYLE, fade, INK, TEMP_STATE_COLOR, TOOLTIP_STYLE } from '../../charts/palette';

export const TEMP_STATES: readonly TempStateName[] = ['normal', 'warning', 'alarm', 'offline', 'outOfRange'];
const KINDS: readonly ColdChainSiteKind[] = ['warehouse', 'store', 'vehicle'];

/** Points of each kind of place, stacked by state (100 % bars, counts in the tooltip). */
export function byKindOption(data: ColdChainBoardData, t: TFunction): ChartOption {
  const totals = KINDS.map((k) => TEMP_STATES.reduce((sum, s) => sum + data.pointsByKind[k][s], 0));
  return {
    animationDuration: 600,
    grid: { left: 12, right: 70, top: 44, bottom: 4 },
    legend: {
      top: 4,
      left: 8,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: INK.muted, fontSize: 15 },
    },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', max: 100, ...AXIS_STYLE, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: KINDS.map((k) => t(`boards.coldChain.kind.${k}`)),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, color: INK.text, fontSize: 18 },
    },
    series: TEMP_STATES.map((state, i) => ({
      name: t(`alarm.temperaturePointState.${state}`),
      type: 'bar',
      stack: 'state',
      barWidth: 26,
      itemStyle: { color: TEMP_STATE_COLOR[state] },
      tooltip: {
        valueFormatter: (v: unknown) => `${Number(v).toFixed(1)}%`,
      },
      label:
        i === TEMP_STATES.length - 1
          ? {
              show: true,
              position: 'right',
              distance: 12,
              color: INK.text,
              fontSize: 18,
              fontWeight: 600,
              formatter: (p: { dataIndex: number }) => String(totals[p.dataIndex] ?? 0),
            }
          : undefined,
      data: KINDS.map((k, j) => {
        const total = totals[j] ?? 0;
        return total === 0 ? 0 : (data.pointsByKind[k][state] / total) * 100;
      }),
    })),
  };
}

/** Daily online rate over the chosen window. */
export function onlineOption(
  data: ColdChainBoardData,
  t: TFunction,
  label: (l: string) => string,
): ChartOption {
  const rates = data.onlineRate.daily.map((d) => d.rate);
  const min = Math.min(...rates.filter((r): r is number => r !== null), 100);
  return {
    animationDuration: 600,
    grid: { left: 12, right: 18, top: 18, bottom: 6 },
    tooltip: {
      ...TOOLTIP_STYLE,
      trigger: 'axis',
      valueFormatter: (v: unknown) => (v === null ? '—' : `${String(v)}%`),
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: data.onlineRate.daily.map((d) => label(d.date)),
      ...AXIS_STYLE,
    },
    yAxis: {
      type: 'value',
      min: Math.max(0, Math.floor(min / 5) * 5 - 5),
      max: 100,
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, formatter: '{value}%' },
    },
    series: [
      {
        name: t('boards.coldChain.series.rate'),
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 8,
        lineStyle: { width: 3, color: TEMP_STATE_COLOR.normal },
        itemStyle: { color: TEMP_STATE_COLOR.normal },
        areaStyle: { color: fade(TEMP_STATE_COLOR.normal, 0.4, 0) },
        label: { show: rates.length <= 7, position: 'top', color: INK.text, fontSize: 14, formatter: '{c}%' },
        data: rates,
      },
    ],
  };
}

/** Temperature alarms per day, too warm above and too cold below. */
export function overTempOption(
  data: ColdChainBoardData,
  t: TFunction,
  label: (l: string) => string,
): ChartOption {
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
    xAxis: { type: 'category', data: data.overTempTrend.map((d) => label(d.date)), ...AXIS_STYLE },
    yAxis: { type: 'value', ...AXIS_STYLE, minInterval: 1 },
    series: [
      {
        name: t('boards.coldChain.series.high'),
        type: 'bar',
        stack: 'temp',
        barMaxWidth: 26,
        itemStyle: { color: fade('#ff4d5e', 1, 0.35) },
        data: data.overTempTrend.map((d) => d.high),
      },
      {
        name: t('boards.coldChain.series.low'),
        type: 'bar',
        stack: 'temp',
        barMaxWidth: 26,
        itemStyle: { color: fade('#3fa9ff', 1, 0.35), borderRadius: [3, 3, 0, 0] },
        data: data.overTempTrend.map((d) => d.low),
      },
    ],
  };
}
