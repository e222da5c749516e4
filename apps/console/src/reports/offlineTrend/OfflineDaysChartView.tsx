import { TEST_IDS, type OfflineTrendDay } from '@roadwatch/core';
import { useEffect, useRef, useState } from 'react';
import { createOfflineDaysChart, type OfflineDaysChart } from './offlineDaysChart';

/** The chart made once, fed in its own effect, resized with its box and disposed on unmount. */
export function OfflineDaysChartView({ days, name }: { days: readonly OfflineTrendDay[]; name: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<OfflineDaysChart | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const created = createOfflineDaysChart(el);
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
    chart?.setData(days, name);
  }, [chart, days, name]);

  return (
    <div
      ref={element}
      style={{ height: 140, flex: 'none' }}
      data-testid={TEST_IDS.offlineTrendReport.chart}
    />
  );
}
