import { INCUBATOR_KINDS, INCUBATOR_MODEL_LIMITS, incubatorModelResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof incubatorModelResource>;
const k = (key: string) => `incubator.model.${key}`;
const FORM_DEFAULTS = { kind: 'incubator', volumeL: 30, minC: 2, maxC: 8 };

/** Incubator and ice-raft models (`incubatorModel`): kind, volume and the range every box of the model keeps. */
export function IncubatorModel({ route }: PageProps) {
  const { t } = useTranslation('incubator');
  const kindOptions = useMemo(
    () => INCUBATOR_KINDS.map((v) => ({ value: v, label: t(`incubator.kinds.${v}`) })),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: k('name'), width: 200 },
      {
        field: 'kind',
        header: k('kind'),
        width: 110,
        render: (row) => (
          <Tag color={row.kind === 'iceRaft' ? 'blue' : 'cyan'}>{t(`incubator.kinds.${row.kind}`)}</Tag>
        ),
      },
      { field: 'volumeL', header: k('volumeL'), width: 110 },
      {
        field: 'minC',
        header: k('range'),
        width: 150,
        format: (_v, row) => `${row.minC} ~ ${row.maxC} °C`,
      },
      { field: 'incubators', header: k('incubators'), width: 110 },
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
          <Select allowClear style={{ width: 140 }} placeholder={t(k('allKinds'))} options={kindOptions} />
        ),
      },
    ],
    [t, kindOptions],
  );
  return (
    <ResourcePage
      resource={incubatorModelResource}
      route={route}
      ns="incubator"
      title={k('title')}
      columns={columns}
      filters={filters}
      formDefaults={FORM_DEFAULTS}
      formFields={({ rule }) => (
        <>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={INCUBATOR_MODEL_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item name="kind" label={t(k('kind'))} required rules={[rule('kind')]}>
            <Select options={kindOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="volumeL" label={t(k('volumeL'))} required rules={[rule('volumeL')]}>
            <InputNumber style={{ width: 200 }} step={0.1} />
          </Form.Item>
          <Form.Item name="minC" label={t(k('minC'))} required rules={[rule('minC')]}>
            <InputNumber style={{ width: 200 }} step={0.5} />
          </Form.Item>
          <Form.Item name="maxC" label={t(k('maxC'))} required rules={[rule('maxC')]}>
            <InputNumber style={{ width: 200 }} step={0.5} />
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
