import {
  ENDPOINTS,
  formatChinaTime,
  LIMITS,
  TEST_IDS,
  type AlarmRuleType,
  type AlarmRuleVehicleRow,
} from '@roadwatch/core';
import { App, Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { AnyRuleSettings } from './AlarmRuleForm';
import { VehicleRuleDrawer, type VehicleRuleTarget } from './VehicleRuleDrawer';

const ids = TEST_IDS.alarmRules;

export interface VehicleScopeProps {
  type: AlarmRuleType;
  companyDefault: AnyRuleSettings;
  canUpdate: boolean;
}

/**
 * The vehicles with a setting of their own (replacing the company default for them): paged by the server,
 * searched by plate; add for chosen vehicles, edit one, delete the selected after a confirmation.
 */
export function VehicleScope({ type, companyDefault, canUpdate }: VehicleScopeProps) {
  const { t } = useTranslation('alarmRules');
  const { message, modal } = App.useApp();
  const [plateInput, setPlateInput] = useState('');
  const [query, setQuery] = useState<{ plate: string; curPage: number; pageSize: number }>({
    plate: '',
    curPage: 1,
    pageSize: LIMITS.pageSizeOptions[0],
  });
  const [rows, setRows] = useState<AlarmRuleVehicleRow[]>([]);
  const [total, setTotal] = useState(0);
  const [reloads, setReloads] = useState(0);
  // The list is loading until the answer to the current request has come (or failed).
  const requestKey = JSON.stringify([type, query, reloads]);
  const [answeredKey, setAnsweredKey] = useState('');
  const loading = answeredKey !== requestKey;
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<VehicleRuleTarget | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.alarmRuleVehicleList, {
        type,
        curPage: query.curPage,
        pageSize: query.pageSize,
        ...(query.plate ? { plate: query.plate } : {}),
      })
      .then((page) => {
        if (!live) return;
        setRows(page.data);
        setTotal(page.totalRecords);
        setSelected((chosen) => chosen.filter((id) => page.data.some((r) => r.vehicleId === id)));
      })
      .catch(() => {
        // Refusals were toasted by the client; the list keeps what it showed.
      })
      .finally(() => {
        if (live) setAnsweredKey(requestKey);
      });
    return () => {
      live = false;
    };
  }, [type, query, reloads, requestKey]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const closeDrawer = useCallback(() => setTarget(null), []);
  const onSaved = useCallback(() => {
    setTarget(null);
    reload();
  }, [reload]);

  const removeSelected = () => {
    if (selected.length === 0) {
      void message.warning(t('alarmRules.vehicles.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('alarmRules.vehicles.deleteTitle'),
      content: t('alarmRules.vehicles.deleteConfirm', { count: selected.length }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const answer = await api.call(ENDPOINTS.alarmRuleDeleteVehicles, { type, vehicleIds: selected });
          void message.success(t('alarmRules.vehicles.deleted', { count: answer.deleted }));
          setSelected([]);
          reload();
        } catch {
          // The refusal was toasted by the client.
        }
      },
    });
  };

  const columns: TableColumnsType<AlarmRuleVehicleRow> = [
    { key: 'plate', dataIndex: 'plate', title: t('alarmRules.vehicles.plate'), width: 160 },
    {
      key: 'department',
      dataIndex: 'departmentName',
      title: t('alarmRules.vehicles.department'),
      width: 240,
    },
    { key: 'operator', dataIndex: 'operator', title: t('alarmRules.operator'), width: 160 },
    {
      key: 'modifiedAt',
      dataIndex: 'modifiedAt',
      title: t('alarmRules.modifiedAt'),
      width: 200,
      render: (v: number | null) => formatChinaTime(v),
    },
    {
      key: 'actions',
      title: t('alarmRules.vehicles.actions'),
      width: 120,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          data-testid={ids.vehicleEdit(row.vehicleId)}
          onClick={() => setTarget({ mode: 'edit', vehicleId: row.vehicleId, plate: row.plate })}
        >
          {t(canUpdate ? 'alarmRules.vehicles.edit' : 'alarmRules.vehicles.view')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid={ids.vehicleList}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          data-testid={ids.vehiclePlate}
          placeholder={t('alarmRules.vehicles.plateHint')}
          aria-label={t('alarmRules.vehicles.plate')}
          maxLength={20}
          style={{ width: 200 }}
          value={plateInput}
          onChange={(e) => setPlateInput(e.target.value)}
          onPressEnter={() => setQuery((q) => ({ ...q, plate: plateInput.trim(), curPage: 1 }))}
        />
        <Button
          data-testid={ids.vehicleSearch}
          onClick={() => setQuery((q) => ({ ...q, plate: plateInput.trim(), curPage: 1 }))}
        >
          {t('alarmRules.vehicles.search')}
        </Button>
        {canUpdate && (
          <>
            <Button type="primary" data-testid={ids.vehicleAdd} onClick={() => setTarget({ mode: 'add' })}>
              {t('alarmRules.vehicles.add')}
            </Button>
            <Button danger data-testid={ids.vehicleDelete} onClick={removeSelected}>
              {t('alarmRules.vehicles.deleteSelected')}
            </Button>
          </>
        )}
      </Space>
      <Table<AlarmRuleVehicleRow>
        size="small"
        bordered
        rowKey="vehicleId"
        loading={loading}
        columns={columns}
        dataSource={rows}
        tableLayout="fixed"
        style={{ maxWidth: 1000 }}
        {...(canUpdate
          ? {
              rowSelection: {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
              },
            }
          : {})}
        pagination={{
          current: query.curPage,
          pageSize: query.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: LIMITS.pageSizeOptions.map(String),
          showTotal: (count) => t('grid.pager.total', { total: count }),
          onChange: (curPage, pageSize) => setQuery((q) => ({ ...q, curPage, pageSize })),
        }}
      />
      {target && (
        <VehicleRuleDrawer
          type={type}
          target={target}
          companyDefault={companyDefault}
          readOnly={!canUpdate}
          onClose={closeDrawer}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
