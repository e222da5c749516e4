import type { VehicleFormOptions } from '@roadwatch/core';
import { Form, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { departmentLines } from './useVehicleFormOptions';

interface VehicleFleetSelectProps {
  form: FormInstance;
  options: VehicleFormOptions;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** Fleets the vehicle may join: those of its department or a department above it. */
export function VehicleFleetSelect({ form, options, value, onChange }: VehicleFleetSelectProps) {
  const departmentId = Form.useWatch('departmentId', form) as number | undefined;
  const lines = useMemo(() => departmentLines(options.departments), [options.departments]);
  const allowed = new Set(departmentId === undefined ? [] : (lines.get(departmentId) ?? []));
  const fleets = options.fleets
    .filter((f) => allowed.has(f.departmentId))
    .map((f) => ({ value: f.id, label: `${f.name}（${f.code}）` }));
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      options={fleets}
      value={value ?? null}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
    />
  );
}
