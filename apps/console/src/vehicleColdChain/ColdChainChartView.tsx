import type { ColdChainDynamicAnswer } from '@roadwatch/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createColdChainChart, type ColdChainChart } from './coldChainChart';
import './vehicleColdChain.css';

/** The dynamics chart: created once, data applied in its own effect, resized with its box, disposed on unmount. */
export function ColdChainChartView({ data, testId }: { data: ColdChainDynamicAnswer; testId: string }) {
  const { t } = useTranslation('vehicleColdChain');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ColdChainChart | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createColdChainChart(element);
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
    chart.current?.setData(data, {
      doorOpen: t('vehicleColdChain.dynamic.doorOpenSpan'),
      coolerOff: t('vehicleColdChain.dynamic.coolerOffSpan'),
      limits: (name) => t('vehicleColdChain.dynamic.limits', { name }),
    });
  }, [data, t]);

  return (
    <div
      ref={box}
      className="vehicle-cold-chain__chart"
      data-testid={testId}
      data-probes={data.probes.length}
      data-door-spans={data.doorOpen.length}
      data-cooler-spans={data.coolerOff.length}
    />
  );
}
