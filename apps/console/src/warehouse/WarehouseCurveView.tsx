import { useEffect, useRef } from 'react';
import {
  createWarehouseCurveChart,
  type WarehouseCurveChart,
  type WarehouseCurveData,
} from './warehouseCurveChart';

/** One point's chart: created once, data applied in its own effect, resized with its box, disposed on unmount. */
export function WarehouseCurveView({ data, testId }: { data: WarehouseCurveData; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<WarehouseCurveChart | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createWarehouseCurveChart(element);
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

  const { point } = data;
  return (
    <div
      ref={box}
      className="warehouse-curve"
      data-testid={testId}
      data-readings={point.readings.length}
      data-band={`${point.minC}~${point.maxC}`}
      data-humidity={point.readings.some((r) => r.humidity !== null) ? 'yes' : 'no'}
    />
  );
}
