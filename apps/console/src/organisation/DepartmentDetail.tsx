import {
  ENDPOINTS,
  TEST_IDS,
  formatChinaTime,
  type DepartmentTreeNode,
  type RowOf,
  type departmentResource,
} from '@roadwatch/core';
import { Alert, Button, Card, Descriptions, Empty, Space, Table, Tooltip } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useLoaded } from '../personalize/useLoaded';

const ids = TEST_IDS.organisation;
type Row = RowOf<typeof departmentResource>;

export interface DepartmentGrants {
  add: boolean;
  update: boolean;
  move: boolean;
  delete: boolean;
}

/** The chosen department: its fields, what may be done with it, and its sub-departments. */
export function DepartmentDetail({
  department,
  own,
  grants,
  onAddChild,
  onEdit,
  onMove,
  onDelete,
  onOpen,
}: {
  department: DepartmentTreeNode;
  /** The caller's own department: read-only here. */
  own: boolean;
  grants: DepartmentGrants;
  onAddChild: () => void;
  onEdit: (row: Row) => void;
  onMove: () => void;
  onDelete: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('organisation');
  const load = useCallback(
    () =>
      Promise.all([
        api.call(ENDPOINTS.departmentDetail, { id: department.id }),
        // The kit's list request is typed without the resource's own filters; the server's schema checks them.
        api.call(ENDPOINTS.departmentList, { parentId: department.id, curPage: 1, pageSize: 200 } as never),
      ]),
    [department.id],
  );
  const [loaded] = useLoaded(load, 'department');
  const row = loaded.state === 'ready' ? loaded.value[0] : null;
  const children = loaded.state === 'ready' ? loaded.value[1].data : [];
  const ownTip = own ? t('department.ownDepartment') : undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={ids.departmentDetail}>
      <Card
        size="small"
        title={department.name}
        loading={loaded.state === 'loading'}
        extra={
          <Space wrap>
            {grants.add && (
              <Button type="primary" onClick={onAddChild} data-testid={ids.departmentAdd}>
                {t('department.addChild')}
              </Button>
            )}
            {grants.update && (
              <Tooltip title={ownTip}>
                <Button
                  disabled={own || !row}
                  onClick={() => row && onEdit(row)}
                  data-testid={ids.departmentEdit}
                >
                  {t('actions.update')}
                </Button>
              </Tooltip>
            )}
            {grants.move && (
              <Tooltip title={ownTip}>
                <Button disabled={own} onClick={onMove} data-testid={ids.departmentMove}>
                  {t('department.move')}
                </Button>
              </Tooltip>
            )}
            {grants.delete && (
              <Tooltip title={ownTip}>
                <Button danger disabled={own} onClick={onDelete} data-testid={ids.departmentDelete}>
                  {t('actions.delete')}
                </Button>
              </Tooltip>
            )}
          </Space>
        }
      >
        {own && (
          <Alert type="info" showIcon message={t('department.ownDepartment')} style={{ marginBottom: 12 }} />
        )}
        {row && (
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('department.name')}>{row.name}</Descriptions.Item>
            <Descriptions.Item label={t('department.parent')}>{row.parentName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('department.level')}>
              {t('department.levelValue', { level: row.level })}
            </Descriptions.Item>
            <Descriptions.Item label={t('department.sort')}>{row.sort}</Descriptions.Item>
            <Descriptions.Item label={t('operator')}>{row.operatorName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('modifiedTime')}>
              {row.modifiedTime === null ? '—' : formatChinaTime(row.modifiedTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('remark')} span={2}>
              {row.remark || '—'}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card size="small" title={t('department.children')}>
        <Table<Row>
          size="small"
          rowKey="id"
          dataSource={children}
          loading={loaded.state === 'loading'}
          pagination={false}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('department.noChildren')} />
            ),
          }}
          onRow={(r) => ({ onClick: () => onOpen(r.id), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'name', title: t('department.name'), dataIndex: 'name' },
            { key: 'sort', title: t('department.sort'), dataIndex: 'sort', width: 90 },
            { key: 'operator', title: t('operator'), dataIndex: 'operatorName', width: 140 },
            {
              key: 'modified',
              title: t('modifiedTime'),
              width: 190,
              render: (_, r) => (r.modifiedTime === null ? '—' : formatChinaTime(r.modifiedTime)),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
