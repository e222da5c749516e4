import { useEffect, useRef } from 'react';
import { createChainLegChart, type ChainLegChart, type ChainLegChartData } from './chainLegChart';

/** One leg's chart: created once, data applied in its own effect, resized with its box, disposed on unmount. */
export function ChainLegChartView({ data, testId }: { data: ChainLegChartData; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChainLegChart | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createChainLegChart(element);
    chart.current = created;
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  const readings = data.probes.reduce((n, p) => n + p.readings.length, 0);
  return <div ref={box} className="chain-record__chart" data-testid={testId} data-readings={readings} />;
}
