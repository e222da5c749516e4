import type { HazardLevelName, RiskKindName, SafetyBoardData } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../charts/echartsCore';
import { AXIS_STYLE, fade, HAZARD_COLOR, INK, TOOLTIP_STYLE, withAlpha } from '../../charts/palette';

const LEVELS: readonly HazardLevelName[] = ['low', 'medium', 'high'];

/** Today's events per kind, stacked by hazard level, longest bar on top. */
export function kindsOption(data: SafetyBoardData, t: TFunction): ChartOption {
  const kinds = (Object.keys(data.today.byKind) as RiskKindName[]).sort(
    (a, b) => data.today.byKind[a] - data.today.byKind[b],
  );
  return {
    animationDuration: 600,
    grid: { left: 12, right: 56, top: 36, bottom: 8 },
    legend: {
      top: 4,
      right: 10,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: INK.muted, fontSize: 15 },
      data: LEVELS.map((l) => t(`alarm.hazardLevel.${l}`)),
    },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', ...AXIS_STYLE, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: {
      type: 'category',
      data: kinds.map((k) => t(`boards.safety.kindShort.${k}`)),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, fontSize: 17, color: INK.text },
    },
    series: LEVELS.map((level, i) => ({
      name: t(`alarm.hazardLevel.${level}`),
      type: 'bar',
      stack: 'level',
      barWidth: 16,
      itemStyle: { color: HAZARD_COLOR[level], borderRadius: i === 2 ? [0, 3, 3, 0] : 0 },
      label:
        i === 2
          ? {
              show: true,
              position: 'right',
              color: INK.text,
              fontSize: 17,
              fontWeight: 600,
              formatter: (p: { dataIndex: number }) =>
                String(data.today.byKind[kinds[p.dataIndex] as RiskKindName]),
            }
          : undefined,
      data: kinds.map((k) => data.today.byKindLevel[k][i]),
    })),
  };
}

/** Events per bucket (bars) and high-risk events (line) over the chosen window. */
export function trendOption(data: SafetyBoardData, t: TFunction, label: (l: string) => string): ChartOption {
  return {
    animationDuration: 600,
    grid: { left: 12, right: 18, top: 44, bottom: 8 },
    legend: {
      top: 6,
      right: 12,
      itemWidth: 14,
      itemHeight: 10,
      textStyle: { color: INK.muted, fontSize: 16 },
    },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: data.trend.points.map((p) => label(p.label)),
      ...AXIS_STYLE,
    },
    // High-risk events are a fraction of all events: their own scale on the right keeps the line readable.
    yAxis: [
      { type: 'value', ...AXIS_STYLE, minInterval: 1 },
      {
        type: 'value',
        ...AXIS_STYLE,
        minInterval: 1,
        splitLine: { show: false },
        axisLabel: { ...AXIS_STYLE.axisLabel, color: HAZARD_COLOR.high },
      },
    ],
    series: [
      {
        name: t('boards.safety.series.events'),
        type: 'bar',
        barMaxWidth: 34,
        itemStyle: { color: fade(INK.accent), borderRadius: [3, 3, 0, 0] },
        data: data.trend.points.map((p) => p.events),
      },
      {
        name: t('boards.safety.series.highRisk'),
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbol: 'circle',
        symbolSize: 8,
        lineStyle: { width: 3, color: HAZARD_COLOR.high },
        itemStyle: { color: HAZARD_COLOR.high },
        areaStyle: { color: fade(HAZARD_COLOR.high, 0.35, 0) },
        data: data.trend.points.map((p) => p.highRisk),
      },
    ],
  };
}

/** Share of each hazard level today, total in the middle. */
export function levelsOption(data: SafetyBoardData, t: TFunction, totalText: string): ChartOption {
  return {
    animationDuration: 600,
    tooltip: { ...TOOLTIP_STYLE, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    graphic: [
      {
        type: 'text',
        left: 'center',
        top: '40%',
        style: {
          text: String(data.today.total),
          fill: INK.text,
          fontSize: 44,
          fontWeight: 700,
          align: 'center',
        },
      },
      {
        type: 'text',
        left: 'center',
        top: '56%',
        style: { text: totalText, fill: INK.muted, fontSize: 17, align: 'center' },
      },
    ],
    series: [
      {
        type: 'pie',
        radius: ['50%', '70%'],
        center: ['50%', '52%'],
        padAngle: 2,
        itemStyle: { borderRadius: 4 },
        minAngle: 4,
        label: { color: INK.text, fontSize: 17, formatter: '{b}\n{c}' },
        labelLine: { length: 10, length2: 12, lineStyle: { color: INK.axis } },
        data: LEVELS.map((l) => ({
          name: t(`alarm.hazardLevel.${l}`),
          value: data.today.byLevel[l],
          itemStyle: { color: HAZARD_COLOR[l] },
        })),
      },
    ],
  };
}

/** Drivers per ten-point score bucket; the buckets under 60 (hazard drivers) in red. */
export function scoresOption(data: SafetyBoardData, t: TFunction): ChartOption {
  const labels = data.scores.buckets.map((_, i) => String(i * 10));
  const ranges = data.scores.buckets.map((_, i) => (i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`));
  return {
    animationDuration: 600,
    grid: { left: 12, right: 14, top: 30, bottom: 6 },
    tooltip: {
      ...TOOLTIP_STYLE,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const p = (params as { dataIndex: number; value: number }[])[0];
        return p ? `${ranges[p.dataIndex] ?? ''}: ${p.value}` : '';
      },
    },
    xAxis: {
      type: 'category',
      data: labels,
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, interval: 0 },
    },
    yAxis: { type: 'value', ...AXIS_STYLE, minInterval: 1 },
    series: [
      {
        name: t('boards.safety.series.drivers'),
        type: 'bar',
        barWidth: '62%',
        label: { show: true, position: 'top', color: INK.text, fontSize: 14 },
        data: data.scores.buckets.map((n, i) => ({
          value: n,
          itemStyle: {
            color: fade(i < 6 ? HAZARD_COLOR.high : '#2fd47b'),
            borderRadius: [3, 3, 0, 0],
          },
        })),
        markArea: undefined,
      },
    ],
  };
}

/** Secondary departments: events (bars) with their high-risk part. */
export function departmentsOption(data: SafetyBoardData, t: TFunction): ChartOption {
  const rows = [...data.departmentRanking].slice(0, 8).reverse();
  return {
    animationDuration: 600,
    grid: { left: 12, right: 50, top: 34, bottom: 6 },
    legend: {
      top: 2,
      right: 10,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: INK.muted, fontSize: 15 },
    },
    tooltip: { ...TOOLTIP_STYLE, trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', ...AXIS_STYLE, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      ...AXIS_STYLE,
      axisLabel: { ...AXIS_STYLE.axisLabel, color: INK.text, fontSize: 16, width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name: t('boards.safety.series.events'),
        type: 'bar',
        barWidth: 12,
        barGap: '40%',
        itemStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 1,
            y2: 0,
            colorStops: [
              { offset: 0, color: withAlpha(INK.accent2, 0.3) },
              { offset: 1, color: INK.accent },
            ],
          },
          borderRadius: [0, 3, 3, 0],
        },
        label: { show: true, position: 'right', color: INK.text, fontSize: 15 },
        data: rows.map((r) => r.events),
      },
      {
        name: t('boards.safety.series.highRisk'),
        type: 'bar',
        barWidth: 12,
        itemStyle: { color: HAZARD_COLOR.high, borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right', color: HAZARD_COLOR.high, fontSize: 15 },
        data: rows.map((r) => r.highRisk),
      },
    ],
  };
}
