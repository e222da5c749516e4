import {
  ENDPOINTS,
  TEST_IDS,
  OFFLINE_HANDLED_FILTERS,
  OFFLINE_VEHICLE_LIMITS,
  formatChinaTime,
  type OfflineVehicleRow,
} from '@roadwatch/core';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import type { PageProps } from '../../routes/pageRegistry';

const HOUR = 3_600_000;
type Filters = { thresholdHours: number; handled?: string; keyword?: string };

/**
 * Offline vehicle processing (`tmsOfflineVehicle`): vehicles silent longer than the chosen threshold, longest
 * first, with their last position; selected ones are handled with a note (`:handle`), filterable by handling.
 */
export function TmsOfflineVehicle({ route }: PageProps) {
  const { t } = useTranslation('fleetBoards');
  const { message } = App.useApp();
  const o = (key: string, options?: Record<string, unknown>) => t(`offline.${key}`, options ?? {});
  const mayHandle = route.meta.operationIds.includes('tmsOfflineVehicle:handle');
  const [filters, setFilters] = useState<Filters>({ thresholdHours: 24 });
  const [page, setPage] = useState({ curPage: 1, pageSize: 20 });
  const [rows, setRows] = useState<{ data: OfflineVehicleRow[]; total: number }>({ data: [], total: 0 });
  const [selected, setSelected] = useState<number[]>([]);
  const [handling, setHandling] = useState(false);
  const [note, setNote] = useState('');

  const load = useCallback(() => {
    api
      .call(ENDPOINTS.offlineVehicleList, { ...filters, ...page } as never)
      .then((answer) => setRows({ data: answer.data, total: answer.totalRecords }))
      .catch((error: unknown) => logError('pageLoad', 'offlineVehicleList failed', error));
  }, [filters, page]);
  useEffect(load, [load]);

  const duration = (ms: number | null) =>
    ms === null
      ? o('never')
      : o('durationText', { days: Math.floor(ms / (24 * HOUR)), hours: Math.floor((ms / HOUR) % 24) });
  const handle = async () => {
    await api.call(ENDPOINTS.offlineVehicleHandle, { vehicleIds: selected, note });
    void message.success(o('handledDone', { count: selected.length }));
    setHandling(false);
    setNote('');
    setSelected([]);
    load();
  };

  return (
    <div>
      {/* A list page shows its title as the kit's pages do (the visually hidden heading is for full-bleed maps). */}
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid={TEST_IDS.page.title}>
        {route.meta.title}
      </Typography.Title>
      <Form<Filters>
        layout="inline"
        initialValues={filters}
        onFinish={(values) => {
          setFilters({
            ...values,
            keyword: values.keyword || undefined,
            handled: values.handled || undefined,
          });
          setPage((p) => ({ ...p, curPage: 1 }));
        }}
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="thresholdHours" label={o('threshold')}>
          <Select
            style={{ width: 120 }}
            options={OFFLINE_VEHICLE_LIMITS.thresholdHours.map((h) => ({
              value: h,
              label: o('hours', { count: h }),
            }))}
          />
        </Form.Item>
        <Form.Item name="handled" label={o('handledFilter')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={OFFLINE_HANDLED_FILTERS.map((v) => ({ value: v, label: o(v) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={o('keyword')}>
          <Input allowClear maxLength={32} style={{ width: 140 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {o('search')}
          </Button>
          {mayHandle && (
            <Button
              onClick={() => (selected.length ? setHandling(true) : void message.warning(o('selectFirst')))}
            >
              {o('handle')}
            </Button>
          )}
        </Space>
      </Form>
      <Table<OfflineVehicleRow>
        size="small"
        rowKey="vehicleId"
        dataSource={rows.data}
        rowSelection={
          mayHandle
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        pagination={{
          current: page.curPage,
          pageSize: page.pageSize,
          total: rows.total,
          showSizeChanger: true,
          onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
        }}
        columns={[
          { title: o('plate'), dataIndex: 'plate', width: 110 },
          { title: o('department'), dataIndex: 'departmentName', width: 140 },
          {
            title: o('lastTime'),
            dataIndex: 'lastTime',
            width: 170,
            render: (v: number | null) => (v === null ? o('never') : formatChinaTime(v)),
          },
          { title: o('place'), dataIndex: 'place' },
          { title: o('duration'), dataIndex: 'offlineMs', width: 120, render: duration },
          {
            title: o('handledFilter'),
            dataIndex: 'handled',
            width: 90,
            render: (v: boolean) => (
              <Tag color={v ? 'success' : 'warning'}>{o(v ? 'handled' : 'unhandled')}</Tag>
            ),
          },
          { title: o('note'), dataIndex: 'note', ellipsis: true },
          { title: o('handler'), dataIndex: 'handlerName', width: 100 },
          {
            title: o('handledAt'),
            dataIndex: 'handledAt',
            width: 170,
            render: (v: number | null) => (v === null ? '' : formatChinaTime(v)),
          },
        ]}
      />
      <Modal
        open={handling}
        title={o('handleTitle', { count: selected.length })}
        okButtonProps={{ disabled: note.trim() === '' }}
        onOk={() => void handle()}
        onCancel={() => setHandling(false)}
        cancelText={t('common.cancel')}
      >
        <Input.TextArea
          rows={4}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={OFFLINE_VEHICLE_LIMITS.noteMax}
          showCount
          placeholder={o('note')}
        />
      </Modal>
    </div>
  );
}
