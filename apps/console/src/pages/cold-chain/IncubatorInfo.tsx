import {
  INCUBATOR_KINDS,
  INCUBATOR_LIMITS,
  INCUBATOR_STATUSES,
  incubatorResource,
  type IncubatorStatus,
  type RowOf,
} from '@roadwatch/core';
import { Form, Input, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { IncubatorModelSelect } from '../../incubator/IncubatorModelSelect';
import { STATUS_COLORS, statusKey } from '../../incubator/incubatorStatus';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof incubatorResource>;
const k = (key: string) => `incubator.info.${key}`;
const FORM_DEFAULTS = { status: 1, terminalPhone: '' };

/**
 * Incubators and ice rafts (`incubatorInfo`): code, model, status and the portable logger each carries; the list
 * exports as .xlsx with the export operation.
 */
export function IncubatorInfo({ route }: PageProps) {
  const { t } = useTranslation('incubator');
  const statusOptions = useMemo(
    () => INCUBATOR_STATUSES.map((v) => ({ value: v, label: t(statusKey(v)) })),
    [t],
  );
  const kindOptions = useMemo(
    () => INCUBATOR_KINDS.map((v) => ({ value: v, label: t(`incubator.kinds.${v}`) })),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'code', header: k('code'), width: 130 },
      { field: 'name', header: k('name'), width: 170 },
      { field: 'modelName', header: k('modelName'), width: 180 },
      {
        field: 'kind',
        header: k('kind'),
        width: 100,
        render: (row) => (
          <Tag color={row.kind === 'iceRaft' ? 'blue' : 'cyan'}>{t(`incubator.kinds.${row.kind}`)}</Tag>
        ),
      },
      { field: 'minC', header: k('range'), width: 140, format: (_v, row) => `${row.minC} ~ ${row.maxC} °C` },
      {
        field: 'status',
        header: k('status'),
        width: 100,
        render: (row) => (
          <Tag color={STATUS_COLORS[row.status as IncubatorStatus] ?? 'default'}>
            {t(statusKey(row.status))}
          </Tag>
        ),
      },
      {
        field: 'terminalPhone',
        header: k('terminalPhone'),
        width: 170,
        format: (v) => (typeof v === 'string' && v !== '' ? v : t(k('noLogger'))),
      },
      ...modifiedColumns<Row>(),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: <Input allowClear maxLength={32} placeholder={t(k('keywordHint'))} />,
      },
      {
        name: 'kind',
        label: k('kind'),
        input: (
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t('incubator.model.allKinds')}
            options={kindOptions}
          />
        ),
      },
      {
        name: 'status',
        label: k('status'),
        input: (
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t(k('allStatuses'))}
            options={statusOptions}
          />
        ),
      },
    ],
    [t, kindOptions, statusOptions],
  );
  return (
    <ResourcePage
      resource={incubatorResource}
      route={route}
      ns="incubator"
      title={k('title')}
      columns={columns}
      filters={filters}
      formDefaults={FORM_DEFAULTS}
      formFields={({ rule }) => (
        <>
          <Form.Item name="code" label={t(k('code'))} required rules={[rule('code')]}>
            <Input maxLength={INCUBATOR_LIMITS.codeMax} />
          </Form.Item>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={INCUBATOR_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item name="modelId" label={t(k('modelId'))} required rules={[rule('modelId')]}>
            <IncubatorModelSelect />
          </Form.Item>
          <Form.Item name="status" label={t(k('status'))} required rules={[rule('status')]}>
            <Select options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="terminalPhone"
            label={t(k('terminalPhone'))}
            rules={[rule('terminalPhone')]}
            extra={t(k('terminalPhoneHint'))}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}
