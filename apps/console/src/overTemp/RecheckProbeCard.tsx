import {
  TEST_IDS,
  formatChinaTime,
  type OverTempRecheckAnswer,
  type OverTempRecheckProbe,
} from '@roadwatch/core';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProbeChartView } from './ProbeChartView';

type Excursion = OverTempRecheckProbe['excursions'][number];

/** One probe: its readings against the range, and the periods out of range with peak and duration. */
export function RecheckProbeCard({
  probe,
  answer,
}: {
  probe: OverTempRecheckProbe;
  answer: OverTempRecheckAnswer;
}) {
  const { t } = useTranslation('overTemp');
  const bound = (c: number | null) =>
    c === null ? t('overTemp.noBound') : t('overTemp.words.celsius', { value: c });
  const data = useMemo(
    () => ({
      readings: probe.readings,
      minC: probe.minC,
      maxC: probe.maxC,
      start: answer.startTime,
      end: answer.endTime,
      labels: { readings: t('overTemp.readings'), band: t('overTemp.band') },
    }),
    [probe, answer, t],
  );
  return (
    <Card
      size="small"
      style={{ marginTop: 12 }}
      data-testid={TEST_IDS.overTemp.probe(probe.probeNo)}
      title={t('overTemp.probe', { probeNo: probe.probeNo, name: probe.name })}
      extra={
        <Typography.Text type="secondary">
          {t('overTemp.bounds', { min: bound(probe.minC), max: bound(probe.maxC) })}
        </Typography.Text>
      }
    >
      {probe.readings.length === 0 ? (
        <Empty data-testid={TEST_IDS.overTemp.noReadings} description={t('overTemp.noReadings')} />
      ) : (
        <>
          <ProbeChartView data={data} testId={TEST_IDS.overTemp.chart(probe.probeNo)} />
          <Typography.Title level={5}>{t('overTemp.excursions')}</Typography.Title>
          <Table<Excursion>
            size="small"
            rowKey="start"
            data-testid={TEST_IDS.overTemp.excursions}
            dataSource={probe.excursions}
            pagination={false}
            locale={{ emptyText: t('overTemp.noExcursions') }}
            columns={[
              {
                title: t('overTemp.sideTitle'),
                render: (_, e) => (
                  <Tag color={e.side === 'high' ? 'red' : 'blue'}>{t(`overTemp.side.${e.side}`)}</Tag>
                ),
              },
              { title: t('overTemp.start'), render: (_, e) => formatChinaTime(e.start) },
              { title: t('overTemp.end'), render: (_, e) => formatChinaTime(e.end) },
              {
                title: t('overTemp.peak'),
                render: (_, e) => t('overTemp.words.celsius', { value: e.peakC }),
              },
              {
                title: t('overTemp.duration'),
                render: (_, e) => t('overTemp.words.seconds', { value: e.durationS }),
              },
              {
                title: t('overTemp.sustained'),
                render: (_, e) => (e.sustained ? t('overTemp.words.yes') : t('overTemp.words.no')),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
