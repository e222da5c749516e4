import { ENDPOINTS, formatChinaTime, TEST_IDS, type SiteBindingRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Button, Card, Empty, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import type { PageProps } from '../../routes/pageRegistry';
import { StoreSelect } from '../../store/StoreSelect';
import '../../store/store.css';

interface Query {
  siteId?: number;
  keyword?: string;
  curPage: number;
  pageSize: number;
}

/**
 * Store equipment history (`storeEquipmentHistory`): which logger each store was bound to, from when to when and
 * who saved it (one row per binding, newest first; a binding is recorded when a store is saved with a new number).
 */
export function StoreEquipmentHistory({ route }: PageProps) {
  const { t } = useTranslation('store');
  const [query, setQuery] = useState<Query>({ curPage: 1, pageSize: 20 });
  const [rows, setRows] = useState<{ data: SiteBindingRow[]; totalRecords: number } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.storeBindingHistory, query)
      .then((r) => live && setRows(r))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'store binding history failed', error);
      });
    return () => {
      live = false;
    };
  }, [query]);

  const columns: ColumnsType<SiteBindingRow> = [
    { key: 'store', title: t('store.history.store'), dataIndex: 'siteName', width: 200 },
    { key: 'phone', title: t('store.history.terminalPhone'), dataIndex: 'terminalPhone', width: 170 },
    {
      key: 'bound',
      title: t('store.history.boundTime'),
      width: 180,
      render: (_, r) => formatChinaTime(r.boundTime),
    },
    {
      key: 'unbound',
      title: t('store.history.unboundTime'),
      width: 180,
      render: (_, r) =>
        r.unboundTime === null ? (
          <Tag color="green">{t('store.history.current')}</Tag>
        ) : (
          formatChinaTime(r.unboundTime)
        ),
    },
    { key: 'operator', title: t('store.history.operator'), dataIndex: 'operatorName', width: 140 },
  ];

  return (
    <div className="store-page" data-testid={TEST_IDS.store.history}>
      <Card size="small">
        <Form<{ siteId?: number | null; keyword?: string }>
          layout="inline"
          onFinish={(v) =>
            setQuery((q) => ({
              pageSize: q.pageSize,
              curPage: 1,
              ...(v.siteId ? { siteId: v.siteId } : {}),
              ...(v.keyword?.trim() ? { keyword: v.keyword.trim() } : {}),
            }))
          }
        >
          <Form.Item>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t('store.history.title')}
            </Typography.Text>
          </Form.Item>
          <Form.Item name="siteId" label={t('store.history.store')}>
            <StoreSelect allowClear placeholder={t('store.freezer.allStores')} />
          </Form.Item>
          <Form.Item name="keyword">
            <Input
              allowClear
              maxLength={32}
              placeholder={t('store.history.keywordHint')}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" data-testid={TEST_IDS.store.historySearch}>
                {t('store.history.query')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Table<SiteBindingRow>
          data-testid={TEST_IDS.store.historyTable}
          size="small"
          rowKey="id"
          loading={rows === null}
          columns={columns}
          dataSource={rows?.data ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('store.history.empty')} /> }}
          pagination={{
            current: query.curPage,
            pageSize: query.pageSize,
            total: rows?.totalRecords ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100, 200],
            onChange: (curPage, pageSize) => setQuery((q) => ({ ...q, curPage, pageSize })),
          }}
        />
      </Card>
    </div>
  );
}
