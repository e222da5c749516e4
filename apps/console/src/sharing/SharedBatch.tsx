import { ENDPOINTS, TEST_IDS, type ChainBatchRecord, type SharedCompanyProfile } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { ChainRecordView } from '../traceability/ChainRecordView';
import { CompanyProfileView } from '../information/CompanyProfileView';
import '../information/information.css';

const ids = TEST_IDS.traceability;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; record: ChainBatchRecord; company: SharedCompanyProfile | null }
  | { state: 'invalid' }
  | { state: 'failed' };

/**
 * A shared batch's record on the public page: the same view as the console's, with the PDF; "invalid" once the
 * link expired or was disabled (the page's own poll of `shareView` notices that too).
 */
export function SharedBatch({ token }: { token: string }) {
  const { t } = useTranslation(['traceability', 'sharing']);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.shareBatchRecord, { token }, { toast: false, cancelOnRouteChange: false })
      .then((answer) => {
        if (!live) return;
        setLoaded(
          answer.valid
            ? { state: 'ready', record: answer.record, company: answer.company }
            : { state: 'invalid' },
        );
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'shared batch failed', error);
        if (live) setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const download = async () => {
    setDownloading(true);
    try {
      await api.blob(ENDPOINTS.shareBatchPdf, { token });
    } catch {
      // The refusal was toasted by the client.
    } finally {
      setDownloading(false);
    }
  };

  if (loaded.state === 'loading') return <Spin className="share-public__loading" />;
  if (loaded.state === 'failed')
    return <Alert type="warning" showIcon message={t('sharing.public.failed', { ns: 'sharing' })} />;
  if (loaded.state === 'invalid')
    return (
      <Result
        status="warning"
        data-testid={TEST_IDS.sharing.publicInvalid}
        title={t('sharing.public.invalid', { ns: 'sharing' })}
        subTitle={t('sharing.public.invalidHint', { ns: 'sharing' })}
      />
    );
  return (
    <div className="share-public__batch">
      {loaded.company && (
        <Card size="small" className="share-public__company">
          <CompanyProfileView profile={loaded.company} testId={TEST_IDS.information.shareProfile} />
        </Card>
      )}
      <ChainRecordView
        record={loaded.record}
        actions={
          <Button loading={downloading} data-testid={ids.pdf} onClick={() => void download()}>
            {t('traceability.record.pdf')}
          </Button>
        }
      />
    </div>
  );
}
