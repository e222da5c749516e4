import { dictionaryResource, formatChinaTime, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../routes/pageRegistry';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';

type Row = RowOf<typeof dictionaryResource>;

const TYPES = dictionaryResource.row.shape.dicTypeKey.options;
const f = (field: string) => `dictionary.fields.${field}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'dicTypeKey', header: f('dicTypeKey'), width: 170 },
  { field: 'code', header: f('code'), width: 140 },
  { field: 'nameZh', header: f('nameZh'), width: 170 },
  { field: 'nameEn', header: f('nameEn'), width: 170 },
  { field: 'sort', header: f('sort'), width: 90 },
  { field: 'valid', header: f('valid'), width: 100 },
  { field: 'remark', header: f('remark'), flex: 1, width: 160 },
  { field: 'operatorName', header: f('operatorName'), width: 110 },
  {
    field: 'modifiedTime',
    header: f('modifiedTime'),
    width: 178,
    format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
  },
];

/** Dictionaries (`dictionaryList`): the values of the platform's dictionary types, in both languages. */
export function DictionaryList({ route }: PageProps) {
  const { t } = useTranslation('admin');
  const typeOptions = useMemo(
    () => TYPES.map((value) => ({ value, label: t(`dictionary.types.${value}`) })),
    [t],
  );
  const validOptions = useMemo(
    () => [1, 0].map((value) => ({ value, label: t(`dictionary.valid.${value}`) })),
    [t],
  );

  const columns = useMemo<ResourceColumn<Row>[]>(
    () =>
      COLUMNS.map((column) => {
        if (column.field === 'dicTypeKey')
          return { ...column, format: (v) => t(`dictionary.types.${String(v)}`) };
        if (column.field === 'valid')
          return {
            ...column,
            render: (row) => (
              <Tag color={row.valid === 1 ? 'success' : 'default'}>{t(`dictionary.valid.${row.valid}`)}</Tag>
            ),
          };
        return column;
      }),
    [t],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'dicTypeKey',
        label: f('dicTypeKey'),
        input: (
          <Select
            allowClear
            options={typeOptions}
            style={{ width: 200 }}
            placeholder={t('resource.filter.all')}
          />
        ),
      },
      {
        name: 'keyword',
        label: f('keyword'),
        input: <Input allowClear maxLength={32} placeholder={t('dictionary.keywordPlaceholder')} />,
      },
    ],
    [t, typeOptions],
  );

  return (
    <ResourcePage
      resource={dictionaryResource}
      route={route}
      ns="admin"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formDefaults={{ sort: 0, valid: 1 }}
      formFields={({ rule }) => (
        <>
          <Form.Item name="dicTypeKey" label={t(f('dicTypeKey'))} required rules={[rule('dicTypeKey')]}>
            <Select options={typeOptions} />
          </Form.Item>
          <Form.Item name="code" label={t(f('code'))} required rules={[rule('code')]}>
            <Input />
          </Form.Item>
          <Form.Item name="nameZh" label={t(f('nameZh'))} required rules={[rule('nameZh')]}>
            <Input />
          </Form.Item>
          <Form.Item name="nameEn" label={t(f('nameEn'))} rules={[rule('nameEn')]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t(f('sort'))} rules={[rule('sort')]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="valid" label={t(f('valid'))} rules={[rule('valid')]}>
            <Select options={validOptions} />
          </Form.Item>
          <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    />
  );
}
