import { ENDPOINTS } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { StatQuery } from './statQuery';

/** Downloads the summary or the detail as .xlsx; the server's refusal (no data, no permission) shows as its toast. */
export function useStatExport(kind: 'summary' | 'detail') {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const run = async (query: StatQuery) => {
    setExporting(true);
    try {
      if (kind === 'summary') {
        const { vehicleId: _v, alarmLevel: _l, handleStatus: _s, ...filters } = query;
        await api.blob(ENDPOINTS.exportAlarmStatSummary, filters);
      } else {
        await api.blob(ENDPOINTS.exportAlarmStatDetail, query);
      }
      void message.success(t('alarmStatistics.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'statistics export failed', error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
