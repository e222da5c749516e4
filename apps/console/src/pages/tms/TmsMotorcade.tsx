import { formatChinaTime, motorcadeResource, type RowOf } from '@roadwatch/core';
import { Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartmentOptions } from '../../fleet/useDepartmentOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof motorcadeResource>;

const f = (field: string) => `motorcade.fields.${field}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'code', header: f('code'), width: 130 },
  { field: 'name', header: f('name'), width: 150 },
  { field: 'departmentName', header: f('departmentName'), width: 170 },
  { field: 'leader', header: f('leader'), width: 120 },
  { field: 'leaderPhone', header: f('leaderPhone'), width: 140 },
  { field: 'vehicleCount', header: f('vehicleCount'), width: 100 },
  { field: 'remark', header: f('remark'), flex: 1, width: 160 },
  { field: 'operatorName', header: f('operatorName'), width: 110 },
  {
    field: 'modifiedTime',
    header: f('modifiedTime'),
    width: 178,
    format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
  },
];

/** Fleets (`tmsMotorcade`): teams of vehicles in a department, with their leader; a fleet with vehicles stays. */
export function TmsMotorcade({ route }: PageProps) {
  const { t } = useTranslation('fleet');
  const departments = useDepartmentOptions();
  const departmentSelect = (
    <TreeSelect
      treeData={departments}
      treeDefaultExpandAll
      allowClear
      showSearch
      treeNodeFilterProp="title"
    />
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      { name: 'keyword', label: f('keyword'), input: <Input allowClear maxLength={32} /> },
      {
        name: 'departmentId',
        label: f('departmentId'),
        input: (
          <TreeSelect
            treeData={departments}
            treeDefaultExpandAll
            allowClear
            showSearch
            treeNodeFilterProp="title"
            style={{ width: 200 }}
            placeholder={t('resource.filter.all')}
          />
        ),
      },
    ],
    [departments, t],
  );

  return (
    <ResourcePage
      resource={motorcadeResource}
      route={route}
      ns="fleet"
      title="motorcade.title"
      columns={COLUMNS}
      filters={filters}
      fieldLabel={f}
      formFields={({ rule }) => (
        <>
          <Form.Item name="code" label={t(f('code'))} required rules={[rule('code')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name" label={t(f('name'))} required rules={[rule('name')]}>
            <Input maxLength={10} showCount />
          </Form.Item>
          <Form.Item name="departmentId" label={t(f('departmentId'))} required rules={[rule('departmentId')]}>
            {departmentSelect}
          </Form.Item>
          <Form.Item name="leader" label={t(f('leader'))} rules={[rule('leader')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="leaderPhone" label={t(f('leaderPhone'))} rules={[rule('leaderPhone')]}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
            <Input.TextArea rows={3} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
