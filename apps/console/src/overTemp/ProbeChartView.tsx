import { useEffect, useRef } from 'react';
import './overTemp.css';
import { createProbeChart, type ProbeChart, type ProbeChartData } from './probeChart';

/** One probe's chart: created once, data applied in its own effect, resized with its box, disposed on unmount. */
export function ProbeChartView({ data, testId }: { data: ProbeChartData; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ProbeChart | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createProbeChart(element);
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

  return (
    <div ref={box} className="over-temp__chart" data-testid={testId} data-readings={data.readings.length} />
  );
}
