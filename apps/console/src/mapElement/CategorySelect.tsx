import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface CategorySelectProps {
  /** The form item's id (antd Form passes it; labels and tests find the input by it). */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
}

/** One of the company's point/area types (dictionary `pointAreaType`), in the user's language. */
export function CategorySelect({ id, value, onChange, placeholder, allowClear = true }: CategorySelectProps) {
  const [options, setOptions] = useState<{ value: string; label: string }[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.dictionaryTypeValidList, { dicTypeKey: 'pointAreaType' })
      .then((items) => {
        if (live) setOptions(items.map((i) => ({ value: i.value, label: i.label })));
      })
      .catch((error: unknown) => logError('pageLoad', 'categories failed', error));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      {...(id ? { id } : {})}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v ?? '')}
      options={options ?? []}
      loading={options === null}
      allowClear={allowClear}
      placeholder={placeholder}
      data-testid={TEST_IDS.mapElement.category}
    />
  );
}

/** Category names by code, for the grid. */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.dictionaryTypeValidList, { dicTypeKey: 'pointAreaType' })
      .then((items) => {
        if (live) setNames(new Map(items.map((i) => [i.value, i.label])));
      })
      .catch((error: unknown) => logError('pageLoad', 'categories failed', error));
    return () => {
      live = false;
    };
  }, []);
  return names;
}
