import { ENDPOINTS, TEST_IDS, type RegionNode } from '@roadwatch/core';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** Provinces with their cities only (a driver's region is a province or a city). */
const twoLevels = (nodes: RegionNode[]): RegionNode[] =>
  nodes.map((p) => ({
    value: p.value,
    label: p.label,
    children: (p.children ?? []).map((c) => ({ value: c.value, label: c.label })),
  }));

export interface RegionCascaderProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
}

/** Province → city of the offline gazetteer (the licence form's `regionTree`), in the user's language. */
export function RegionCascader({ value, onChange, placeholder }: RegionCascaderProps) {
  const [options, setOptions] = useState<RegionNode[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.regionTree, {})
      .then((tree) => {
        if (live) setOptions(twoLevels(tree));
      })
      .catch((error: unknown) => logError('pageLoad', 'region tree failed', error));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Cascader
      value={value}
      onChange={(v) => onChange?.((v ?? []).map(String))}
      options={options ?? []}
      loading={options === null}
      changeOnSelect
      showSearch
      placeholder={placeholder}
      data-testid={TEST_IDS.basicData.driverRegion}
    />
  );
}
