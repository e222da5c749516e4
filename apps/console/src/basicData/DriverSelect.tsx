import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface DriverSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The name of the chosen driver, shown before a search has found it. */
  initialLabel?: string;
  placeholder?: string;
}

/** A driver in scope, searched by name or phone through the drivers list. Cleared = nobody. */
export function DriverSelect({ value, onChange, initialLabel, placeholder }: DriverSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(ENDPOINTS.driverList, { curPage: 1, pageSize: 20, ...(keyword ? { keyword } : {}) })
        .then((page) => {
          if (live) setOptions(page.data.map((d) => ({ value: d.id, label: `${d.name} · ${d.phone}` })));
        })
        .catch((error: unknown) => logError('pageLoad', 'driver options failed', error));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const shown =
    typeof value === 'number' && initialLabel && !options.some((o) => o.value === value)
      ? [{ value, label: initialLabel }, ...options]
      : options;
  return (
    <Select
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={placeholder}
      options={shown}
      data-testid={TEST_IDS.basicData.driverSelect}
    />
  );
}
