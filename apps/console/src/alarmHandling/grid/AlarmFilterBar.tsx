import {
  ALARM_FIRST_TYPE,
  ENDPOINTS,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  TEST_IDS,
  type AlarmClass,
  type DepartmentNode,
  type HandleStatus,
  type HazardLevel,
} from '@roadwatch/core';
import { Button, DatePicker, Form, Input, Select, Space, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import type { AlarmQuery } from './alarmQuery';
import { fromChinaPicker, toChinaPicker } from './chinaPickerTime';

interface FormValues {
  range: [Dayjs, Dayjs];
  firstAlarmTypes?: number[];
  alarmLevels?: HazardLevel[];
  handleStatus?: HandleStatus;
  departmentId?: number;
  regName?: string;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

export interface AlarmFilterBarProps {
  alarmClass: AlarmClass;
  initial: AlarmQuery;
  onSearch: (query: AlarmQuery) => void;
  /** Default range when the form is reset (today). */
  defaults: AlarmQuery;
  /** Type choices; the alarm first types of the class when absent. */
  typeOptions?: { value: number; label: string }[];
  /** Whether the level filter shows (device exceptions have no level). */
  showLevel?: boolean;
}

/** Time range, type, level, handling status, department and plate (site) filters of a processing grid. */
export function AlarmFilterBar({
  alarmClass,
  initial,
  onSearch,
  defaults,
  typeOptions,
  showLevel = true,
}: AlarmFilterBarProps) {
  const { t } = useTranslation('handling');
  const [form] = Form.useForm<FormValues>();
  const [departments, setDepartments] = useState<TreeOption[]>([]);
  const vehicle = alarmClass === 1;

  useEffect(() => {
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((tree) => setDepartments(toTree(tree)))
      .catch((error: unknown) => logError('pageLoad', 'alarmDepartmentTree failed', error));
  }, []);

  const toValues = (q: AlarmQuery): FormValues => ({
    range: [toChinaPicker(q.bTime), toChinaPicker(q.eTime)],
    firstAlarmTypes: q.firstAlarmTypes,
    alarmLevels: q.alarmLevels,
    handleStatus: q.handleStatus,
    departmentId: q.departmentId,
    regName: q.regName,
  });

  const submit = (v: FormValues) =>
    onSearch({
      bTime: fromChinaPicker(v.range[0]),
      eTime: fromChinaPicker(v.range[1]),
      ...(v.firstAlarmTypes?.length ? { firstAlarmTypes: v.firstAlarmTypes } : {}),
      ...(v.alarmLevels?.length ? { alarmLevels: v.alarmLevels } : {}),
      ...(v.handleStatus === undefined ? {} : { handleStatus: v.handleStatus }),
      ...(v.departmentId === undefined ? {} : { departmentId: v.departmentId }),
      ...(v.regName?.trim() ? { regName: v.regName.trim() } : {}),
    });

  const firstTypes = vehicle ? (['device', 'activeSafety', 'speed'] as const) : (['temperature'] as const);

  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      className="alarm-filter-bar"
      initialValues={toValues(initial)}
      onFinish={submit}
    >
      <Form.Item name="range" label={t('page.timeRange')} rules={[{ required: true }]}>
        <DatePicker.RangePicker showTime allowClear={false} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="firstAlarmTypes" label={t('page.type')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('page.all')}
          style={{ minWidth: 160 }}
          options={
            typeOptions ??
            firstTypes.map((k) => ({
              value: ALARM_FIRST_TYPE[k],
              label: t(`alarm.alarmFirstType.${k}`),
            }))
          }
        />
      </Form.Item>
      <Form.Item name="alarmLevels" label={t('page.level')} hidden={!showLevel}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('page.all')}
          style={{ minWidth: 130 }}
          options={(['high', 'medium', 'low'] as const).map((k) => ({
            value: HAZARD_LEVEL[k],
            label: t(`alarm.hazardLevel.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="handleStatus" label={t('page.handleStatus')}>
        <Select
          allowClear
          placeholder={t('page.all')}
          style={{ width: 110 }}
          options={(['unprocessed', 'processed', 'ignored'] as const).map((k) => ({
            value: HANDLE_STATUS[k],
            label: t(`handleStatus.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="departmentId" label={t('page.department')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('page.all')}
          style={{ width: 180 }}
          treeData={departments}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="regName" label={vehicle ? t('page.plate') : t('page.site')}>
        <Input
          allowClear
          maxLength={20}
          style={{ width: 150 }}
          data-testid={TEST_IDS.handling.plateFilter}
          placeholder={vehicle ? t('page.platePlaceholder') : t('page.sitePlaceholder')}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={TEST_IDS.handling.search}>
            {t('page.search')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ ...toValues(defaults), firstAlarmTypes: [], alarmLevels: [] });
              form.resetFields(['handleStatus', 'departmentId', 'regName']);
              form.setFieldsValue({ range: [toChinaPicker(defaults.bTime), toChinaPicker(defaults.eTime)] });
              onSearch(defaults);
            }}
          >
            {t('page.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
