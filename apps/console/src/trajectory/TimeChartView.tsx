import { Empty } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createTimeChart, type TimeChart, type TimeSeries } from './timeChart';

export interface TimeChartViewProps {
  series: readonly TimeSeries[];
  min: number;
  max: number;
  testId: string;
  cursorTestId: string;
  emptyText: string;
  /** Told the chart once it exists (and null when it goes), so the replay can move its cursor each frame. */
  onChart: (chart: TimeChart | null) => void;
  onPick: (time: number) => void;
}

/** A time chart on the replay's shared time axis; empty text when there is nothing to draw. */
export function TimeChartView(p: TimeChartViewProps) {
  const { series, min, max, testId, cursorTestId, emptyText, onChart, onPick } = p;
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const [chart, setChart] = useState<TimeChart | null>(null);
  const empty = series.every((s) => s.data.length === 0);

  useEffect(() => {
    const el = element.current;
    if (!el || empty) return;
    const created = createTimeChart(el, { cursorTestId, onPick: (time) => pick.current(time) });
    setChart(created);
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      setChart(null);
      created.dispose();
    };
  }, [empty, cursorTestId]);

  useEffect(() => {
    chart?.setData(series, min, max);
    onChart(chart);
  }, [chart, series, min, max, onChart]);

  return (
    <div className="track-playback__chart" data-testid={testId}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div ref={element} className="track-playback__chart-canvas" />
      )}
    </div>
  );
}
