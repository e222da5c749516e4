import { formatChinaTime, TEST_IDS, type ChainBatchRecord, type ChainLegRecord } from '@roadwatch/core';
import { Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainFiguresList } from './ChainFiguresList';
import { ChainLegChartView } from './ChainLegChartView';
import './traceability.css';

const ids = TEST_IDS.traceability;
const k = (key: string) => `traceability.${key}`;

/**
 * A batch's temperature record, the same in the console and on a share link's public page: the batch, the whole
 * chain's figures, then each leg in order with its place, period, limits, curves and figures.
 */
export function ChainRecordView({ record, actions }: { record: ChainBatchRecord; actions?: ReactNode }) {
  const { t } = useTranslation('traceability');
  return (
    <div className="chain-record" data-testid={ids.record}>
      <Card
        size="small"
        title={`${t(k('record.batch'))} ${record.code}`}
        extra={actions && <Space>{actions}</Space>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'product', label: t(k('product')), children: record.product },
            { key: 'quantity', label: t(k('quantity')), children: `${record.quantity} ${record.unit}` },
            { key: 'department', label: t(k('department')), children: record.departmentName },
            { key: 'remark', label: t(k('remark')), children: record.remark || '—' },
          ]}
        />
        <Typography.Title level={5} className="chain-record__subtitle">
          {t(k('record.whole'))}
        </Typography.Title>
        <ChainFiguresList
          figures={record.figures}
          testIds={{ mkt: ids.wholeMkt, outOfRange: ids.wholeOutOfRange }}
        />
        <Typography.Text type="secondary" className="chain-record__note">
          {t(k('record.mktNote'))}
        </Typography.Text>
      </Card>
      {record.legs.map((leg, index) => (
        <ChainLegCard key={`${leg.kind}-${index}`} leg={leg} index={index} />
      ))}
    </div>
  );
}

function ChainLegCard({ leg, index }: { leg: ChainLegRecord; index: number }) {
  const { t } = useTranslation('traceability');
  const limits = [
    ...new Set(leg.probes.map((p) => t(k('record.limitsValue'), { min: p.minC, max: p.maxC }))),
  ];
  const chart = useMemo(
    () => ({
      probes: leg.probes,
      start: leg.startTime,
      end: leg.endTime,
      bandLabel: t(k('record.seriesLimit')),
    }),
    [leg, t],
  );
  const positions = leg.positions;
  const first = positions[0];
  const last = positions[positions.length - 1];
  const hasReadings = leg.probes.some((p) => p.readings.length > 0);
  return (
    <Card
      size="small"
      data-testid={ids.leg(index)}
      title={`${index + 1}. ${t(k(`kinds.${leg.kind}`))} · ${leg.targetName}`}
    >
      <ChainFiguresList
        figures={leg.figures}
        testIds={{ mkt: ids.legMkt(index), outOfRange: ids.legOutOfRange(index) }}
        extra={[
          { label: t(k('record.place')), value: leg.place || '—' },
          {
            label: t(k('record.period')),
            value: `${formatChinaTime(leg.startTime)} ~ ${formatChinaTime(leg.endTime)}`,
          },
          {
            label: t(k('record.limits')),
            value: <span data-testid={ids.legLimits(index)}>{limits.join('，') || '—'}</span>,
          },
          ...(leg.kind === 'vehicle'
            ? [
                {
                  label: t(k('record.positions')),
                  value:
                    first && last
                      ? t(k('record.positionsValue'), {
                          count: positions.length,
                          from: `${first.lon.toFixed(4)}, ${first.lat.toFixed(4)}`,
                          to: `${last.lon.toFixed(4)}, ${last.lat.toFixed(4)}`,
                        })
                      : t(k('record.noPositions')),
                },
              ]
            : []),
        ]}
      />
      {hasReadings ? (
        <ChainLegChartView data={chart} testId={ids.legChart(index)} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(k('record.noReadings'))} />
      )}
    </Card>
  );
}
