import { DAY_MS, EVENT_REPORT_PLATE_MAX, TEST_IDS, type EventReportFilters } from '@roadwatch/core';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../../alarmHandling/grid/chinaPickerTime';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';

const ids = TEST_IDS.eventReports;

/**
 * Whole China days, vehicles (none = all), the department subtree, a plate keyword and the report's own filters
 * (`extra`); Search sends them.
 */
export function EventReportFilterBar<Q extends EventReportFilters = EventReportFilters>({
  query,
  vehicles,
  onSearch,
  extra,
}: {
  query: Q;
  vehicles: { id: number; plate: string }[];
  onSearch: (query: Q) => void;
  extra?: (draft: Q, set: (patch: Partial<Q>) => void, t: TFunction) => ReactNode;
}) {
  const { t } = useTranslation('eventReports');
  const { t: tAll } = useTranslation();
  const [draft, setDraft] = useState(query);
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.plate })), [vehicles]);
  const set = (patch: Partial<Q>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Space wrap>
      <DatePicker.RangePicker
        data-testid={ids.range}
        allowClear={false}
        format="YYYY-MM-DD"
        value={[toChinaPicker(draft.startTime), toChinaPicker(draft.endTime)]}
        onChange={(days) => {
          const [from, to] = days ?? [];
          if (!from || !to) return;
          set({
            startTime: fromChinaPicker(from.startOf('day')),
            endTime: fromChinaPicker(to.startOf('day')) + DAY_MS - 1,
          } as Partial<Q>);
        }}
      />
      <Select
        data-testid={ids.vehicles}
        mode="multiple"
        allowClear
        showSearch
        maxTagCount="responsive"
        optionFilterProp="label"
        placeholder={t('allVehicles')}
        style={{ width: 240 }}
        options={options}
        value={draft.vehicleIds ?? []}
        onChange={(picked: number[]) => set({ vehicleIds: picked.length ? picked : undefined } as Partial<Q>)}
      />
      <div style={{ width: 200 }} data-testid={ids.department}>
        <DepartmentSelect
          allowClear
          placeholder={t('department')}
          value={draft.departmentId}
          onChange={(departmentId) => set({ departmentId } as Partial<Q>)}
        />
      </div>
      <Input
        data-testid={ids.plate}
        allowClear
        style={{ width: 160 }}
        maxLength={EVENT_REPORT_PLATE_MAX}
        placeholder={t('platePlaceholder')}
        value={draft.plate ?? ''}
        onChange={(e) => set({ plate: e.target.value.trim() || undefined } as Partial<Q>)}
      />
      {extra?.(draft, set, tAll)}
      <Button type="primary" data-testid={ids.search} onClick={() => onSearch({ ...draft })}>
        {t('search')}
      </Button>
    </Space>
  );
}
