import { ENDPOINTS, type AlarmRuleOptions } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const EMPTY: AlarmRuleOptions = { areas: [], lines: [], vehicles: [] };

/** The areas, lines and vehicles a rule form offers, read once per page from its own options endpoint. */
export function useRuleOptions(kind: 'zone' | 'line'): AlarmRuleOptions {
  const [options, setOptions] = useState<AlarmRuleOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    api
      .call(kind === 'zone' ? ENDPOINTS.zoneAlarmOptions : ENDPOINTS.lineAlarmOptions, {})
      .then((result) => {
        if (live) setOptions(result);
      })
      .catch((error: unknown) => logError('pageLoad', 'alarm rule options failed', error));
    return () => {
      live = false;
    };
  }, [kind]);
  return options;
}

/** antd Select options of rows with an id and a name. */
export function selectOptions(rows: readonly { id: number; name: string }[]) {
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
