import { ENDPOINTS, formatChinaTime, TEST_IDS, type OverTempExcursionRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { durationText } from './coldChainRange';

export interface OverTempDetailTarget {
  vehicleId: number;
  plate: string;
  startTime: number;
  endTime: number;
}

/** Each excursion of one vehicle in the range: point, side, begin, end, duration, peak, range, where it began. */
export function OverTempDetailDrawer({
  target,
  onClose,
}: {
  target: OverTempDetailTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('vehicleColdChain');
  const [rows, setRows] = useState<OverTempExcursionRow[] | null>(null);
  useEffect(() => {
    let live = true;
    const { vehicleId, startTime, endTime } = target;
    api
      .call(ENDPOINTS.overTempDetail, { vehicleId, startTime, endTime })
      .then((r) => live && setRows(r))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'over-temperature detail failed', error);
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, [target]);
  const k = (key: string) => t(`vehicleColdChain.overTemp.${key}`);
  const columns: ColumnsType<OverTempExcursionRow> = [
    { key: 'point', title: k('point'), dataIndex: 'pointName', width: 110 },
    { key: 'side', title: k('side'), width: 90, render: (_, r) => k(r.side) },
    { key: 'begin', title: k('begin'), width: 165, render: (_, r) => formatChinaTime(r.begin) },
    { key: 'end', title: k('end'), width: 165, render: (_, r) => formatChinaTime(r.end) },
    { key: 'duration', title: k('durationCol'), width: 120, render: (_, r) => durationText(t, r.durationS) },
    { key: 'peak', title: k('peak'), width: 90, align: 'right', dataIndex: 'peakC' },
    { key: 'limits', title: k('limits'), width: 100, render: (_, r) => `${r.minC} ~ ${r.maxC}` },
    { key: 'place', title: k('place'), render: (_, r) => r.place || '—' },
  ];
  return (
    <Drawer
      open
      width={1100}
      onClose={onClose}
      title={t('vehicleColdChain.overTemp.detailTitle', { plate: target.plate })}
    >
      <Table<OverTempExcursionRow>
        data-testid={TEST_IDS.vehicleColdChain.overTempDetail}
        size="small"
        rowKey={(r) => `${r.pointId}-${r.begin}`}
        loading={rows === null}
        columns={columns}
        dataSource={rows ?? []}
        pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </Drawer>
  );
}
