import { driverResource, type RowOf } from '@roadwatch/core';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { DriverPhotosField, type DriverPhotosValue } from '../../basicData/DriverPhotosField';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { RegionCascader } from '../../basicData/RegionCascader';
import { regionText, useRegionNames } from '../../basicData/useRegionNames';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';

type Row = RowOf<typeof driverResource>;
const k = (key: string) => `basicData.driver.${key}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'name', header: k('name'), width: 110 },
  { field: 'phone', header: k('phone'), width: 130 },
  { field: 'regionCode', header: k('region'), width: 160 },
  { field: 'idCard', header: k('idCard'), width: 180 },
  { field: 'licenceNo', header: k('licenceNo'), width: 180 },
  { field: 'icCard', header: k('icCard'), width: 120 },
  { field: 'bankCard', header: k('bankCard'), width: 180 },
  { field: 'photos', header: k('photos'), width: 90, format: (_, row) => String(row.photos.length) },
  { field: 'remark', header: 'basicData.common.remark', width: 140 },
  ...modifiedColumns<Row>(),
];

/** The form keeps the region as the cascader's path and the photos with their driver; the save wants texts and ids. */
const toForm = (row: Row) => ({
  ...row,
  regionCode: row.regionCode ? row.regionCode.split('/') : [],
  photoSet: { driverId: row.id, photos: row.photos } satisfies DriverPhotosValue,
});

const fromForm = (values: Record<string, unknown>) => {
  const { regionCode, photoSet, ...rest } = values;
  const set = photoSet as DriverPhotosValue | undefined;
  return Object.fromEntries(
    Object.entries({
      ...rest,
      regionCode: Array.isArray(regionCode) ? regionCode.join('/') : regionCode,
      ...(set && set.driverId !== null ? { photoIds: set.photos.map((p) => p.id) } : {}),
    }).filter(([, v]) => v !== undefined && v !== null),
  );
};

/** Drivers (`driverManage`): phone and region required, identity numbers checked, up to three photos. */
export function DriverManage({ route }: PageProps) {
  const { t } = useTranslation('basicData');
  const regions = useRegionNames();
  const columns = useMemo<ResourceColumn<Row>[]>(
    () =>
      COLUMNS.map((c) =>
        c.field === 'regionCode' ? { ...c, format: (v) => regionText(String(v ?? ''), regions) } : c,
      ),
    [regions],
  );
  const filters = useKeywordFilter(k('keywordHint'));
  return (
    <ResourcePage
      resource={driverResource}
      route={route}
      ns="basicData"
      title={k('title')}
      columns={columns}
      filters={filters}
      formWidth={680}
      formDefaults={{ photoSet: { driverId: null, photos: [] } satisfies DriverPhotosValue }}
      toForm={toForm}
      fromForm={fromForm}
      formFields={({ rule }) => (
        <>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="phone" label={t(k('phone'))} required rules={[rule('phone')]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="regionCode" label={t(k('region'))} required rules={[rule('regionCode')]}>
            <RegionCascader />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="idCard" label={t(k('idCard'))} rules={[rule('idCard')]}>
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="licenceNo" label={t(k('licenceNo'))} rules={[rule('licenceNo')]}>
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="icCard" label={t(k('icCard'))} rules={[rule('icCard')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="bankCard" label={t(k('bankCard'))} rules={[rule('bankCard')]}>
            <Input maxLength={23} />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
          <Form.Item name="photoSet" label={t(k('photos'))}>
            <DriverPhotosField />
          </Form.Item>
        </>
      )}
    />
  );
}
