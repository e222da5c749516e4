import { ENDPOINTS, TEST_IDS, type PartnerRow, type VehicleShareRow } from '@roadwatch/core';
import { Button, Card } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import { ShareActions } from '../../partnerShare/ShareActions';
import { shareColumns } from '../../partnerShare/shareColumns';
import { ShareDialog } from '../../partnerShare/ShareDialog';
import { useLoaded } from '../../partnerShare/useLoaded';
import { LoadedTable } from '../../partnerShare/LoadedTable';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.partnerShare;
const loadShares = () => api.call(ENDPOINTS.vehicleShareList, {});

/**
 * Vehicle sharing (`tmsVehicleShare`): the shares of our vehicles with their partner, authorisation, window and use
 * state, the owner's legal actions, and sharing vehicles with a partner in cooperation.
 */
export function TmsVehicleShare({ route }: PageProps) {
  const { t } = useTranslation('partnerShare');
  const granted = useMemo(() => new Set(route.meta.operationIds), [route.meta.operationIds]);
  const list = useLoaded(loadShares);
  const [partners, setPartners] = useState<PartnerRow[]>([]);
  const [dialog, setDialog] = useState<{ reauthorise?: { id: number; plate: string } } | null>(null);
  useEffect(() => {
    // Partner names are the company's; the list needs only `tmsPartner` — without it the dialog offers none.
    if (!granted.has('tmsVehicleShare:share')) return;
    api
      .call(ENDPOINTS.partnerList, {}, { toast: false })
      .then((rows) => setPartners(rows.filter((r) => r.state === 'cooperating')))
      .catch((error: unknown) => logError('shellData', 'partners for sharing failed', error));
  }, [granted]);

  const columns = shareColumns(t, 'partnerShare.share.partner', list.now, (row: VehicleShareRow) => (
    <ShareActions
      row={row}
      side="owner"
      now={list.now}
      granted={granted}
      onReauthorise={(r) => setDialog({ reauthorise: { id: r.id, plate: r.plateNumber } })}
      onDone={list.reload}
    />
  ));

  return (
    <Card
      size="small"
      style={{ margin: 16 }}
      title={t('partnerShare.share.title')}
      extra={
        granted.has('tmsVehicleShare:share') && (
          <Button type="primary" data-testid={ids.shareAdd} onClick={() => setDialog({})}>
            {t('partnerShare.share.add')}
          </Button>
        )
      }
    >
      <LoadedTable
        list={list}
        columns={columns}
        testId={ids.shareTable}
        emptyText={t('partnerShare.share.empty')}
      />
      {dialog && (
        <ShareDialog
          partners={partners}
          reauthorise={dialog.reauthorise}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </Card>
  );
}
