import { chainDurationText, chainTemperature, formatChinaTime, type ChainFigures } from '@roadwatch/core';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

const k = (key: string) => `traceability.record.${key}`;

/** The figures of a leg or of the whole batch: readings, lowest/highest, time out of range, worst excursion, MKT. */
export function ChainFiguresList({
  figures,
  testIds,
  extra = [],
}: {
  figures: ChainFigures;
  testIds: { mkt: string; outOfRange: string };
  extra?: { label: string; value: React.ReactNode }[];
}) {
  const { t } = useTranslation('traceability');
  const worst = figures.worst;
  const items = [
    ...extra,
    { label: t(k('readings')), value: String(figures.readings) },
    {
      label: t(k('minMax')),
      value:
        figures.minC === null
          ? t(k('none'))
          : `${chainTemperature(figures.minC)} / ${chainTemperature(figures.maxC ?? figures.minC)} ℃`,
    },
    {
      label: t(k('outOfRange')),
      value: (
        <span
          data-testid={testIds.outOfRange}
          className={figures.outOfRangeMs > 0 ? 'chain-record__bad' : ''}
        >
          {chainDurationText(t, figures.outOfRangeMs)}
        </span>
      ),
    },
    {
      label: t(k('worst')),
      value: worst
        ? t(k('worstValue'), {
            value: chainTemperature(worst.valueC),
            beyond: chainTemperature(worst.beyondC),
            probe: worst.probe,
            time: formatChinaTime(worst.time),
          })
        : t(k('none')),
    },
    {
      label: t(k('mkt')),
      value: (
        <span data-testid={testIds.mkt}>
          {figures.mktC === null ? t(k('none')) : `${chainTemperature(figures.mktC)} ℃`}
        </span>
      ),
    },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items.map((item, i) => ({ key: i, label: item.label, children: item.value }))}
    />
  );
}
