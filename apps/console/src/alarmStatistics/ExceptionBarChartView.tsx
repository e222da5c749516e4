import type { ExceptionTypeSeries } from '@roadwatch/core';
import { useEffect, useRef, useState } from 'react';
import { createExceptionBarChart, type ExceptionBarChart } from './exceptionBarChart';

export interface ExceptionBarChartViewProps {
  days: readonly string[];
  series: readonly ExceptionTypeSeries[];
  testId: string;
}

/** The chart made once, fed in its own effect, resized with its box and disposed on unmount. */
export function ExceptionBarChartView({ days, series, testId }: ExceptionBarChartViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ExceptionBarChart | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const created = createExceptionBarChart(el);
    setChart(created);
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      setChart(null);
      created.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setData(days, series);
  }, [chart, days, series]);

  return <div ref={element} className="device-exception-analysis__chart" data-testid={testId} />;
}
