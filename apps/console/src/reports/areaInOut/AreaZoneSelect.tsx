import { ENDPOINTS, TEST_IDS, type AreaInOutZone } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

/**
 * A zone report's zone filter: the zones the company's zone rules watch, by name (from the report's own `zones`
 * endpoint, which the report's operation guards); empty for all.
 */
export function AreaZoneSelect({
  value,
  onChange,
  placeholder,
  zonesOf = ENDPOINTS.areaInOutZones,
  testId = TEST_IDS.areaInOutReport.zone,
}: {
  value: number | undefined;
  onChange: (areaId: number | undefined) => void;
  placeholder: string;
  zonesOf?: typeof ENDPOINTS.areaInOutZones | typeof ENDPOINTS.areaBetweenZones;
  testId?: string;
}) {
  const [zones, setZones] = useState<AreaInOutZone[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(zonesOf, {})
      .then((list) => {
        if (live) setZones(list);
      })
      .catch((error: unknown) => logError('pageLoad', 'zone list failed', error));
    return () => {
      live = false;
    };
  }, [zonesOf]);
  return (
    <Select<number>
      data-testid={testId}
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
