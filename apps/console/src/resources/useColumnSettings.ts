import { ENDPOINTS, type TableColumnSetting } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { arrangeColumns, isDefaultArrangement } from './columnSettings';

export interface ColumnSettingsState {
  /** The arrangement in force; null until the saved one answered (or failed: then the page's default). */
  columns: TableColumnSetting[] | null;
  /** Applies and saves a new arrangement (the page's own arrangement is stored as "none"). */
  change: (next: TableColumnSetting[]) => void;
  reset: () => void;
}

/** The user's saved column choice and order of one grid (`tableKey`), loaded once and saved on every change. */
export function useColumnSettings(tableKey: string, pageFields: readonly string[]): ColumnSettingsState {
  const [columns, setColumns] = useState<TableColumnSetting[] | null>(null);
  const fieldsKey = pageFields.join(',');

  useEffect(() => {
    let live = true;
    const fields = fieldsKey.split(',');
    api
      .call(ENDPOINTS.tableColumnSettingGet, { tableKey }, { toast: false })
      .then((saved) => {
        if (live) setColumns(arrangeColumns(fields, saved.columns));
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (!isApiError(error) || error.kind !== 'cancelled') logError('pageLoad', 'column settings', error);
        setColumns(arrangeColumns(fields, null));
      });
    return () => {
      live = false;
    };
  }, [tableKey, fieldsKey]);

  const change = useCallback(
    (next: TableColumnSetting[]) => {
      setColumns(next);
      const stored = isDefaultArrangement(fieldsKey.split(','), next) ? [] : next;
      // A failed save is toasted by the client; the arrangement stays for this visit.
      void api.call(ENDPOINTS.tableColumnSettingSave, { tableKey, columns: stored }).catch(() => undefined);
    },
    [tableKey, fieldsKey],
  );

  const reset = useCallback(() => change(arrangeColumns(fieldsKey.split(','), null)), [change, fieldsKey]);

  return { columns, change, reset };
}
