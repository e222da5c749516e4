import { DAY_MS, EVENT_REPORT_PLATE_MAX, TEST_IDS, type EventReportFilters } from '@roadwatch/core';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../../alarmHandling/grid/chinaPickerTime';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { useVehicleSearch } from './useVehicleSearch';

const ids = TEST_IDS.eventReports;

export interface EventReportFilterBarProps<Q extends EventReportFilters> {
  query: Q;
  /** What Reset goes back to. */
  defaults: Q;
  /** Plates of vehicles already chosen (a drill-down names one the search has not loaded). */
  knownPlates: ReadonlyMap<number, string>;
  onSearch: (query: Q) => void;
  /** How many vehicles the caller sees (the vehicle search without a keyword): the detail rule counts them. */
  onVehicleCount: (count: number) => void;
  /** The report's own filters, drawn after the common ones. */
  extra?: ((draft: Q, set: (patch: Partial<Q>) => void, t: TFunction) => ReactNode) | undefined;
  /** Without the vehicle and plate filters (a report of the platform's own records, not of vehicles). */
  withoutVehicles?: boolean | undefined;
}

/**
 * Whole China days, vehicles (none = all; searched on the server, so a fleet of thousands stays light), the
 * department subtree, a plate keyword and the report's own filters; Search sends them, Reset restores the defaults.
 */
export function EventReportFilterBar<Q extends EventReportFilters = EventReportFilters>({
  query,
  defaults,
  knownPlates,
  onSearch,
  onVehicleCount,
  extra,
  withoutVehicles,
}: EventReportFilterBarProps<Q>) {
  const { t } = useTranslation();
  const k = (key: string) => t(`eventReports.${key}`);
  const [draft, setDraft] = useState(query);
  const set = (patch: Partial<Q>) => setDraft((d) => ({ ...d, ...patch }));
  const vehicles = useVehicleSearch(knownPlates, onVehicleCount);
  return (
    <Form layout="inline" className="alarm-filter-bar" onFinish={() => onSearch({ ...draft })}>
      <Form.Item label={k('range')}>
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
      </Form.Item>
      {!withoutVehicles && (
        <Form.Item label={k('vehicles')}>
          <Select<number[]>
            data-testid={ids.vehicles}
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ width: 220 }}
            placeholder={k('allVehicles')}
            showSearch={{ filterOption: false, onSearch: vehicles.setKeyword }}
            options={vehicles.options}
            value={draft.vehicleIds ?? []}
            onChange={(picked) => set({ vehicleIds: picked.length ? picked : undefined } as Partial<Q>)}
          />
        </Form.Item>
      )}
      <Form.Item label={k('department')}>
        <div style={{ width: 180 }} data-testid={ids.department}>
          <DepartmentSelect
            allowClear
            placeholder={k('allDepartments')}
            value={draft.departmentId}
            onChange={(departmentId) => set({ departmentId } as Partial<Q>)}
          />
        </div>
      </Form.Item>
      {!withoutVehicles && (
        <Form.Item label={k('plate')}>
          <Input
            data-testid={ids.plate}
            allowClear
            style={{ width: 140 }}
            maxLength={EVENT_REPORT_PLATE_MAX}
            placeholder={k('platePlaceholder')}
            value={draft.plate ?? ''}
            onChange={(e) => set({ plate: e.target.value.trim() || undefined } as Partial<Q>)}
          />
        </Form.Item>
      )}
      {extra?.(draft, set, t)}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={ids.search}>
            {k('search')}
          </Button>
          <Button
            data-testid={ids.reset}
            onClick={() => {
              setDraft(defaults);
              onSearch(defaults);
            }}
          >
            {k('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
