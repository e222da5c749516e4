import { ENDPOINTS, PLACE_TRACE_RULES, TEST_IDS, type EpidemicArea } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

/** The epidemic trace's areas: the stored circles, rectangles and polygons the caller sees, by name. */
export function EpidemicAreaSelect({
  value,
  onChange,
  placeholder,
}: {
  value: number[];
  onChange: (areaIds: number[]) => void;
  placeholder: string;
}) {
  const [areas, setAreas] = useState<EpidemicArea[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.epidemicVehicleAreas, {})
      .then((list) => {
        if (live) setAreas(list);
      })
      .catch((error: unknown) => logError('pageLoad', 'area list failed', error));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select<number[]>
      data-testid={TEST_IDS.placeTrace.areas}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      maxTagCount="responsive"
      maxCount={PLACE_TRACE_RULES.maxAreas}
      style={{ width: 240 }}
      placeholder={placeholder}
      value={value}
      options={areas.map((a) => ({ value: a.id, label: a.name }))}
      onChange={onChange}
    />
  );
}
