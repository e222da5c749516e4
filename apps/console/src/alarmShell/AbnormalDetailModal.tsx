import { ENDPOINTS, TEST_IDS, type AbnormalDetail } from '@roadwatch/core';
import { Descriptions, Modal, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { alarmShell, openDetail } from './alarmShellState';

const FIELDS = [
  'vehicleNo',
  'equipmentTypeName',
  'alarmStatusName',
  'handleTypeName',
  'bTimeStr',
  'eTimeStr',
  'spiceDate',
  'bPlaceName',
  'ePlaceName',
  'reasonText',
] as const satisfies readonly (keyof AbnormalDetail)[];

type Loaded = { guid: string } & ({ state: 'failed' } | { state: 'ready'; detail: AbnormalDetail });

/** The abnormal detail view (POST /exception/getExceptionById). */
export function AbnormalDetailModal() {
  const { t } = useTranslation('popover');
  const { detail: item } = useSnapshot(alarmShell);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!item) return;
    let live = true;
    api
      .call(
        ENDPOINTS.getExceptionById,
        { guid: item.guid, vehicleId: item.vehicleId },
        { cancelOnRouteChange: false },
      )
      .then((detail) => live && setLoaded({ guid: item.guid, state: 'ready', detail }))
      .catch(() => live && setLoaded({ guid: item.guid, state: 'failed' }));
    return () => {
      live = false;
    };
  }, [item]);

  return (
    <Modal
      open={item !== null}
      title={t('abnormal.detailTitle')}
      footer={null}
      onCancel={() => openDetail(null)}
      destroyOnHidden
      width={560}
    >
      <div data-testid={TEST_IDS.alarmShell.abnormalDetail}>
        {!loaded || loaded.guid !== item?.guid ? (
          <Spin className="alarm-shell__detail-loading" />
        ) : loaded.state === 'failed' ? (
          <Result status="warning" title={t('ui.loadFailed')} />
        ) : (
          <Descriptions size="small" column={1} bordered>
            {FIELDS.map((field) => (
              <Descriptions.Item key={field} label={t(`abnormal.fields.${field}`)}>
                {loaded.detail[field] || '—'}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </div>
    </Modal>
  );
}
