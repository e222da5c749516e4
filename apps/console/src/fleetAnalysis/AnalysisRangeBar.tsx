import { DAY_MS, FLEET_ANALYSIS_LIMITS, TEST_IDS, checkDateRange } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Button, Card, DatePicker, Select, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { useFleetCostOptions } from '../fleetCost/useFleetCostOptions';
import type { AnalysisQuery } from './analysisQuery';

const ids = TEST_IDS.fleetAnalysis;

/**
 * Title, a range of whole China days (at most 12 months, the server's rule too), a vehicle or all, and Search;
 * a range that breaks the rule is named in a message and not asked for.
 */
export function AnalysisRangeBar({
  title,
  query,
  onQuery,
  extra,
}: {
  title: ReactNode;
  query: AnalysisQuery;
  onQuery: (query: AnalysisQuery) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('fleetAnalysis');
  const { message } = App.useApp();
  const { vehicles } = useFleetCostOptions();
  const [draft, setDraft] = useState(query);
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.plate })), [vehicles]);
  const search = () => {
    const issue = checkDateRange(draft.startTime, draft.endTime, {
      maxMonths: FLEET_ANALYSIS_LIMITS.rangeMaxMonths,
    });
    if (issue) void message.error(translateIssue(t, issue));
    else onQuery({ ...draft });
  };
  return (
    <Card size="small">
      <Space wrap>
        <Typography.Text strong data-testid={TEST_IDS.page.title}>
          {title}
        </Typography.Text>
        <Typography.Text>{t('range')}</Typography.Text>
        <DatePicker.RangePicker
          data-testid={ids.range}
          allowClear={false}
          format="YYYY-MM-DD"
          value={[toChinaPicker(draft.startTime), toChinaPicker(draft.endTime)]}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (!from || !to) return;
            setDraft({
              ...draft,
              startTime: fromChinaPicker(from.startOf('day')),
              endTime: fromChinaPicker(to.startOf('day')) + DAY_MS - 1,
            });
          }}
        />
        <Select
          data-testid={ids.vehicle}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('allVehicles')}
          style={{ width: 180 }}
          options={options}
          value={draft.vehicleId ?? null}
          onChange={(id: number | null) => {
            const { vehicleId: _drop, ...rest } = draft;
            setDraft(id === null || id === undefined ? rest : { ...rest, vehicleId: id });
          }}
        />
        <Button type="primary" data-testid={ids.search} onClick={search}>
          {t('search')}
        </Button>
        {extra}
      </Space>
    </Card>
  );
}
