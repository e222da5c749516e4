import { ENDPOINTS, TEST_IDS, type AreaInOutZone } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

/** The area entry and exit report's zone filter: the zones the company's zone rules watch, by name; empty for all. */
export function AreaZoneSelect({
  value,
  onChange,
  placeholder,
}: {
  value: number | undefined;
  onChange: (areaId: number | undefined) => void;
  placeholder: string;
}) {
  const [zones, setZones] = useState<AreaInOutZone[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.areaInOutZones, {})
      .then((list) => {
        if (live) setZones(list);
      })
      .catch((error: unknown) => logError('pageLoad', 'zone list failed', error));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select<number>
      data-testid={TEST_IDS.areaInOutReport.zone}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: 180 }}
      placeholder={placeholder}
      value={value}
      options={zones.map((z) => ({ value: z.id, label: z.name }))}
      onChange={(areaId) => onChange(areaId ?? undefined)}
    />
  );
}
