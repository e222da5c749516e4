import { ENDPOINTS, TEST_IDS, type TerminalVehicleOption } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface VehicleSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The terminal being edited: its own vehicle is not "taken". */
  terminalId?: number | null;
  /** The plate of the chosen vehicle, shown before the search has found it. */
  initialLabel?: string;
}

/**
 * The vehicle a terminal is bound to: vehicles in scope searched by plate; one that already has another terminal
 * is shown but cannot be chosen (one terminal per vehicle). Cleared = not bound.
 */
export function VehicleSelect({ value, onChange, terminalId = null, initialLabel }: VehicleSelectProps) {
  const { t } = useTranslation('basicData');
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<TerminalVehicleOption[]>([]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(ENDPOINTS.terminalVehicleOptions, {
          ...(keyword ? { keyword } : {}),
          ...(typeof value === 'number' ? { include: value } : {}),
        })
        .then((found) => {
          if (live) setOptions(found);
        })
        .catch((error: unknown) => logError('pageLoad', 'vehicle options failed', error));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, value]);

  const shown = options.map((o) => ({
    value: o.id,
    label: `${o.plate} · ${o.departmentName}`,
    disabled: o.terminalId !== null && o.terminalId !== terminalId,
  }));
  if (typeof value === 'number' && initialLabel && !shown.some((o) => o.value === value))
    shown.unshift({ value, label: initialLabel, disabled: false });
  return (
    <Select
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('basicData.terminal.unbound')}
      data-testid={TEST_IDS.basicData.terminalVehicle}
      options={shown}
    />
  );
}
