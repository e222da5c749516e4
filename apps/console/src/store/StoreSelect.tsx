import { ENDPOINTS } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** Most stores the picker lists (the largest page of the store list). */
const STORES_LISTED = 200;

export interface StoreSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
}

/** The stores in the user's scope, by name (a form field or a filter). */
export function StoreSelect({ value, onChange, placeholder, allowClear, id, style }: StoreSelectProps) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.storeList, { curPage: 1, pageSize: STORES_LISTED, sortField: 'name', sortOrder: 'asc' })
      .then((page) => live && setOptions(page.data.map((s) => ({ value: s.id, label: s.name }))))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'store options failed', error);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select<number | null>
      id={id}
      style={style ?? { width: 220 }}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      showSearch
      optionFilterProp="label"
      allowClear={allowClear}
      placeholder={placeholder}
    />
  );
}
