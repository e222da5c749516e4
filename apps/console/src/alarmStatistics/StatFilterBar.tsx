import {
  ALARM_FIRST_TYPE,
  ALARM_STAT_MAX_DAYS,
  DEVICE_EXCEPTION_TYPE,
  ENDPOINTS,
  HAZARD_LEVEL,
  TEST_IDS,
  type DepartmentNode,
} from '@roadwatch/core';
import { Button, DatePicker, Form, Select, Space, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

/** What the bar edits: the range, the department and the type (alarm first type or exception type) and levels. */
export interface StatFilters {
  bTime: number;
  eTime: number;
  departmentId?: number;
  types?: number[];
  levels?: number[];
}

interface FormValues {
  range: [Dayjs, Dayjs];
  departmentId?: number;
  firstAlarmTypes?: number[];
  alarmLevels?: number[];
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

export interface StatFilterBarProps {
  /** Alarm types and levels, or device exception types (no levels). */
  kind: 'alarm' | 'exception';
  initial: StatFilters;
  defaults: StatFilters;
  onSearch: (filters: StatFilters) => void;
}

/** China days (at most 31), department subtree, and the types (and alarm levels) of the statistics pages. */
export function StatFilterBar({ kind, initial, defaults, onSearch }: StatFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [departments, setDepartments] = useState<TreeOption[]>([]);

  useEffect(() => {
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((tree) => setDepartments(toTree(tree)))
      .catch((error: unknown) => logError('pageLoad', 'alarmDepartmentTree failed', error));
  }, []);

  const toValues = (q: StatFilters): FormValues => ({
    range: [toChinaPicker(q.bTime), toChinaPicker(q.eTime)],
    departmentId: q.departmentId,
    firstAlarmTypes: q.types,
    alarmLevels: q.levels,
  });

  const submit = (v: FormValues) =>
    onSearch({
      bTime: fromChinaPicker(v.range[0].startOf('day')),
      eTime: fromChinaPicker(v.range[1].endOf('day').millisecond(0)),
      ...(v.departmentId === undefined ? {} : { departmentId: v.departmentId }),
      ...(v.firstAlarmTypes?.length ? { types: v.firstAlarmTypes } : {}),
      ...(v.alarmLevels?.length ? { levels: v.alarmLevels } : {}),
    });

  const rangeRule = {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      if (value[1].diff(value[0], 'day') >= ALARM_STAT_MAX_DAYS)
        return Promise.reject(new Error(t('validation.dateSpanDays', { max: ALARM_STAT_MAX_DAYS })));
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
      <Form.Item name="range" label={t('alarmStatistics.filter.range')} rules={[rangeRule]}>
        <DatePicker.RangePicker allowClear={false} format="YYYY-MM-DD" />
      </Form.Item>
      <Form.Item name="departmentId" label={t('alarmStatistics.filter.department')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('alarmStatistics.filter.allDepartments')}
          style={{ width: 180 }}
          treeData={departments}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item
        name="firstAlarmTypes"
        label={t(kind === 'alarm' ? 'alarmStatistics.filter.types' : 'alarmStatistics.exception.types')}
      >
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('handling.page.all')}
          style={{ minWidth: 160 }}
          options={
            kind === 'alarm'
              ? (['device', 'activeSafety', 'speed'] as const).map((k) => ({
                  value: ALARM_FIRST_TYPE[k],
                  label: t(`alarm.alarmFirstType.${k}`),
                }))
              : Object.entries(DEVICE_EXCEPTION_TYPE).map(([k, value]) => ({
                  value,
                  label: t(`alarm.deviceExceptionType.${k}`),
                }))
          }
        />
      </Form.Item>
      <Form.Item name="alarmLevels" label={t('alarmStatistics.filter.levels')} hidden={kind !== 'alarm'}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('handling.page.all')}
          style={{ minWidth: 130 }}
          options={(['high', 'medium', 'low'] as const).map((k) => ({
            value: HAZARD_LEVEL[k],
            label: t(`alarm.hazardLevel.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={TEST_IDS.alarmStatistics.search}>
            {t('alarmStatistics.filter.query')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields(['departmentId', 'firstAlarmTypes', 'alarmLevels']);
              form.setFieldsValue({ range: toValues(defaults).range });
              onSearch(defaults);
            }}
          >
            {t('alarmStatistics.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
