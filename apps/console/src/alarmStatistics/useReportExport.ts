import { isApiError } from '@roadwatch/core/http';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';

/** Runs a download; the server's refusal (no data, no permission) shows as its own toast. */
export function useReportExport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const run = async (download: () => Promise<unknown>) => {
    setExporting(true);
    try {
      await download();
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'report export failed', error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
