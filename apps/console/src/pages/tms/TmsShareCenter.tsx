import { ENDPOINTS, TEST_IDS, type VehicleShareRow } from '@roadwatch/core';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ShareActions } from '../../partnerShare/ShareActions';
import { shareColumns } from '../../partnerShare/shareColumns';
import { useLoaded } from '../../partnerShare/useLoaded';
import { LoadedTable } from '../../partnerShare/LoadedTable';
import type { PageProps } from '../../routes/pageRegistry';

const loadShared = () => api.call(ENDPOINTS.shareCenterList, {});

/**
 * Share centre (`tmsShareCenter`): vehicles other companies share with us — who shares, authorisation, window and
 * use state (in use ones are on our map and tracks) — and giving a share back (release).
 */
export function TmsShareCenter({ route }: PageProps) {
  const { t } = useTranslation('partnerShare');
  const granted = useMemo(() => new Set(route.meta.operationIds), [route.meta.operationIds]);
  const list = useLoaded(loadShared);
  const columns = shareColumns(t, 'partnerShare.center.owner', list.now, (row: VehicleShareRow) => (
    <ShareActions row={row} side="partner" now={list.now} granted={granted} onDone={list.reload} />
  ));
  return (
    <Card size="small" style={{ margin: 16 }} title={t('partnerShare.center.title')}>
      <LoadedTable
        list={list}
        columns={columns}
        testId={TEST_IDS.partnerShare.centerTable}
        emptyText={t('partnerShare.center.empty')}
      />
    </Card>
  );
}
