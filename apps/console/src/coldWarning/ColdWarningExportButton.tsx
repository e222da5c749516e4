import { ENDPOINTS, TEST_IDS, type ColdWarningKind } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** Downloads the warnings list (filtered as shown) as an .xlsx; the page shows it only with the export operation. */
export function ColdWarningExportButton({
  kind,
  ruleId,
  unacknowledged,
}: {
  kind: ColdWarningKind;
  ruleId?: number;
  unacknowledged?: boolean;
}) {
  const { t } = useTranslation('coldWarning');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const exportFile = async () => {
    const query = {
      ...(ruleId !== undefined ? { ruleId } : {}),
      ...(unacknowledged ? { unacknowledged } : {}),
    };
    setBusy(true);
    try {
      if (kind === 'sentinel') await api.blob(ENDPOINTS.sentinelWarningExport, query);
      else await api.blob(ENDPOINTS.storePredictionExport, query);
      void message.success(t('coldWarning.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'cold warning export failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button data-testid={TEST_IDS.coldWarning.export} loading={busy} onClick={() => void exportFile()}>
      {t('coldWarning.export')}
    </Button>
  );
}
