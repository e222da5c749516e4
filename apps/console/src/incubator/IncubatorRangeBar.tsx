import { DAY_MS, TEST_IDS, type IncubatorChoice } from '@roadwatch/core';
import { Card, DatePicker, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

/** A view's query: the incubator (absent: the first) and [startTime, endTime). */
export interface IncubatorRangeQuery {
  incubatorId?: number;
  startTime: number;
  endTime: number;
}

/**
 * The toolbar of the incubator views: title, incubator, and a time range (at most `maxDays`; a longer pick is cut
 * to that many days from its start). `children` add the view's own controls.
 */
export function IncubatorRangeBar({
  title,
  incubators,
  incubatorId,
  query,
  maxDays,
  pick = true,
  onQuery,
  children,
}: {
  title: ReactNode;
  incubators: readonly IncubatorChoice[];
  incubatorId: number | null;
  query: IncubatorRangeQuery;
  maxDays: number;
  pick?: boolean;
  onQuery: (query: IncubatorRangeQuery) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('incubator');
  return (
    <Card size="small">
      <Space wrap>
        <Typography.Text strong data-testid={TEST_IDS.page.title}>
          {title}
        </Typography.Text>
        {pick && (
          <>
            <Typography.Text>{t('incubator.view.incubator')}</Typography.Text>
            <Select
              data-testid={TEST_IDS.incubator.picker}
              style={{ width: 260 }}
              showSearch
              optionFilterProp="label"
              placeholder={t('incubator.view.pick')}
              notFoundContent={t('incubator.view.none')}
              value={incubatorId ?? undefined}
              options={incubators.map((i) => ({
                value: i.id,
                label: `${i.code} ${i.name} (${t(`incubator.kinds.${i.kind}`)})`,
              }))}
              onChange={(id: number) => onQuery({ ...query, incubatorId: id })}
            />
          </>
        )}
        <Typography.Text>{t('incubator.view.range')}</Typography.Text>
        <DatePicker.RangePicker
          data-testid={TEST_IDS.incubator.range}
          allowClear={false}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={[toChinaPicker(query.startTime), toChinaPicker(query.endTime)]}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (!from || !to) return;
            const startTime = fromChinaPicker(from.startOf('minute'));
            const endTime = Math.min(fromChinaPicker(to.startOf('minute')), startTime + maxDays * DAY_MS);
            onQuery({ ...query, startTime, endTime });
          }}
        />
        {children}
      </Space>
    </Card>
  );
}
