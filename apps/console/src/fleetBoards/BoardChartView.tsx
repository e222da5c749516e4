import { Card } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createBoardChart, type BoardChart, type BoardChartData } from './boardChart';

/** A titled chart card: the chart made once, fed in its own effect, resized with its box, disposed on unmount. */
export function BoardChartView({
  title,
  testId,
  ...data
}: BoardChartData & { title: string; testId: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<BoardChart | null>(null);
  const { kind, labels, values, name, series, stacked } = data;

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const created = createBoardChart(el);
    setChart(created);
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      setChart(null);
      created.dispose();
    };
  }, []);

  // The page renders every second (its countdown); the chart is fed only when its figures change.
  const figures = JSON.stringify({ kind, labels, values, name, series, stacked });
  useEffect(() => {
    if (chart) chart.setData(JSON.parse(figures) as BoardChartData);
  }, [chart, figures]);

  return (
    <Card size="small" title={title} className="fleet-board__card">
      <div ref={element} className="fleet-board__chart" data-testid={testId} />
    </Card>
  );
}
