import {
  DAY_STAT_PLATE_MAX,
  ENDPOINTS,
  REPORT_QUERY_RULES,
  TEST_IDS,
  type DepartmentNode,
} from '@roadwatch/core';
import { Button, DatePicker, Form, Input, Select, Space, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import type { DayStatQuery } from './dayStatQuery';

interface FormValues {
  range: [Dayjs, Dayjs];
  vehicleIds?: number[];
  departmentId?: number;
  plate?: string;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

export interface DayStatFilterBarProps {
  initial: DayStatQuery;
  defaults: DayStatQuery;
  /** Plates of vehicles already chosen (a drill-down names one the search has not loaded). */
  knownPlates: ReadonlyMap<number, string>;
  onSearch: (query: DayStatQuery) => void;
  /** How many vehicles the caller sees (the vehicle list without a keyword). */
  onVehicleCount: (count: number) => void;
}

/** China days (summary up to twelve months), vehicles, department subtree and a plate keyword. */
export function DayStatFilterBar({
  initial,
  defaults,
  knownPlates,
  onSearch,
  onVehicleCount,
}: DayStatFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [departments, setDepartments] = useState<TreeOption[]>([]);
  const [keyword, setKeyword] = useState('');
  const [plates, setPlates] = useState(() => new Map(knownPlates));

  useEffect(() => {
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((tree) => setDepartments(toTree(tree)))
      .catch((error: unknown) => logError('pageLoad', 'alarmDepartmentTree failed', error));
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(ENDPOINTS.vehicleTree, keyword ? { keyword } : {})
        .then((tree) => {
          if (!live) return;
          if (!keyword) onVehicleCount(tree.vehicles.length);
          setPlates((old) => new Map([...old, ...tree.vehicles.map((v) => [v.id, v.plateNumber] as const)]));
        })
        .catch((error: unknown) => logError('pageLoad', 'vehicle search failed', error));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, onVehicleCount]);

  const toValues = (q: DayStatQuery): FormValues => ({
    range: [toChinaPicker(q.startTime), toChinaPicker(q.endTime)],
    vehicleIds: q.vehicleIds,
    departmentId: q.departmentId,
    plate: q.plate,
  });

  const submit = (v: FormValues) =>
    onSearch({
      startTime: fromChinaPicker(v.range[0].startOf('day')),
      endTime: fromChinaPicker(v.range[1].endOf('day').millisecond(0)),
      ...(v.vehicleIds?.length ? { vehicleIds: v.vehicleIds } : {}),
      ...(v.departmentId === undefined ? {} : { departmentId: v.departmentId }),
      ...(v.plate?.trim() ? { plate: v.plate.trim() } : {}),
    });

  const rangeRule = {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      if (value[1].isAfter(value[0].add(REPORT_QUERY_RULES.summaryMonths, 'month')))
        return Promise.reject(
          new Error(t('validation.dateSpanMonths', { max: REPORT_QUERY_RULES.summaryMonths })),
        );
      return Promise.resolve();
    },
  };

  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      className="alarm-filter-bar"
      initialValues={toValues(initial)}
      onFinish={submit}
    >
      <Form.Item name="range" label={t('dayStats.filter.range')} rules={[rangeRule]}>
        <DatePicker.RangePicker
          data-testid={TEST_IDS.dayStats.range}
          allowClear={false}
          format="YYYY-MM-DD"
        />
      </Form.Item>
      <Form.Item name="vehicleIds" label={t('dayStats.filter.vehicles')}>
        <Select<number[]>
          data-testid={TEST_IDS.dayStats.vehicles}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 200 }}
          placeholder={t('dayStats.filter.allVehicles')}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          options={[...plates].map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={t('dayStats.filter.department')}>
        <TreeSelect
          data-testid={TEST_IDS.dayStats.department}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('dayStats.filter.allDepartments')}
          style={{ width: 180 }}
          treeData={departments}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="plate" label={t('dayStats.filter.plate')}>
        <Input
          data-testid={TEST_IDS.dayStats.plate}
          allowClear
          maxLength={DAY_STAT_PLATE_MAX}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={TEST_IDS.dayStats.search}>
            {t('dayStats.filter.query')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({
                ...toValues(defaults),
                vehicleIds: [],
                departmentId: undefined,
                plate: '',
              });
              onSearch(defaults);
            }}
          >
            {t('dayStats.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
