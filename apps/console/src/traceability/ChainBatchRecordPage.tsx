import { ENDPOINTS, TEST_IDS, type ChainBatchRecord } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { ChainRecordView } from './ChainRecordView';
import { ChainShareDialog } from './ChainShareDialog';

const ids = TEST_IDS.traceability;
const k = (key: string) => `traceability.record.${key}`;

type Loaded = { state: 'loading' } | { state: 'ready'; record: ChainBatchRecord } | { state: 'missing' };

/** A batch's record in the console, with the PDF download and (when granted) sharing. */
export function ChainBatchRecordPage({
  id,
  route,
  onBack,
}: {
  id: number;
  route: MenuRoute;
  onBack: () => void;
}) {
  const { t } = useTranslation('traceability');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [sharing, setSharing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const mayShare = route.meta.operationIds.includes('chainTraceability:share');

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.chainBatchRecord, { id }, { toast: false })
      .then((record) => {
        if (live) setLoaded({ state: 'ready', record });
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'chain record failed', error);
        if (live && (!isApiError(error) || error.kind !== 'cancelled')) setLoaded({ state: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [id]);

  const download = async () => {
    setDownloading(true);
    try {
      await api.blob(ENDPOINTS.chainBatchPdf, { id });
    } catch {
      // The refusal was toasted by the client.
    } finally {
      setDownloading(false);
    }
  };

  const back = <Button onClick={onBack}>{t(k('back'))}</Button>;
  if (loaded.state === 'loading') return <Spin />;
  if (loaded.state === 'missing') return <Result status="404" title={t(k('notFound'))} extra={back} />;
  return (
    <div className="chain-page chain-page__record">
      <ChainRecordView
        record={loaded.record}
        actions={
          <>
            {back}
            <Button loading={downloading} data-testid={ids.pdf} onClick={() => void download()}>
              {t(k('pdf'))}
            </Button>
            {mayShare && (
              <Button type="primary" data-testid={ids.share} onClick={() => setSharing(true)}>
                {t(k('share'))}
              </Button>
            )}
          </>
        }
      />
      {sharing && <ChainShareDialog batchId={id} onClose={() => setSharing(false)} />}
    </div>
  );
}
