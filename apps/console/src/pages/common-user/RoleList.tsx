import { ENDPOINTS, formatChinaTime, roleResource, type RowOf } from '@roadwatch/core';
import { Form, Input, Spin, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { RoleGrantTree } from '../../organisation/RoleGrantTree';
import { useLoaded } from '../../personalize/useLoaded';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import '../../organisation/organisation.css';

type Row = RowOf<typeof roleResource>;

/** Roles (`roleList`): a name, a remark and the operations granted, at most what the author holds. */
export function RoleList({ route }: PageProps) {
  const { t } = useTranslation('organisation');
  const load = useCallback(() => api.call(ENDPOINTS.roleGrantable, {}), []);
  const [held] = useLoaded(load, 'grantable operations');
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: 'role.name', width: 180 },
      {
        field: 'operationIds',
        header: 'role.grants',
        width: 130,
        render: (row) => <Tag>{t('role.grantCount', { count: row.operationIds.length })}</Tag>,
      },
      { field: 'userCount', header: 'role.userCount', width: 100 },
      { field: 'remark', header: 'remark', flex: 1, width: 160 },
      { field: 'operatorName', header: 'operator', width: 120 },
      {
        field: 'modifiedTime',
        header: 'modifiedTime',
        width: 178,
        format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
      },
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [{ name: 'keyword', label: 'role.keyword', input: <Input allowClear maxLength={32} /> }],
    [],
  );
  return (
    <ResourcePage
      resource={roleResource}
      route={route}
      ns="organisation"
      title="role.title"
      columns={columns}
      filters={filters}
      formWidth={720}
      formDefaults={{ operationIds: [] }}
      toForm={(row) => ({ name: row.name, remark: row.remark, operationIds: row.operationIds })}
      formFields={({ rule }) => (
        <>
          <Form.Item name="name" label={t('role.name')} required rules={[rule('name')]}>
            <Input maxLength={32} showCount />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
          <Form.Item name="operationIds" label={t('role.grants')} required rules={[rule('operationIds')]}>
            {held.state === 'ready' ? <RoleGrantTree held={held.value} /> : <Spin />}
          </Form.Item>
        </>
      )}
    />
  );
}
