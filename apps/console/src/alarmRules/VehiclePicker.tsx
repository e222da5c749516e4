import { ENDPOINTS, TEST_IDS, type VehicleTreeVehicle } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface VehiclePickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  status?: 'error';
}

/** Vehicles in the user's scope, searched by plate (the vehicle tree's keyword), several at once. */
export function VehiclePicker({ value, onChange, status }: VehiclePickerProps) {
  const { t } = useTranslation('alarmRules');
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<VehicleTreeVehicle[]>([]);
  // Chosen vehicles keep their plate while a later search no longer lists them.
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(ENDPOINTS.vehicleTree, keyword ? { keyword } : {})
        .then((tree) => {
          if (live) setFound(tree.vehicles);
        })
        .catch((error: unknown) => logError('pageLoad', 'vehicle search failed', error));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const options = new Map(found.map((v) => [v.id, v.plateNumber]));
  for (const [id, plate] of chosen) if (!options.has(id)) options.set(id, plate);
  return (
    <Select<number[]>
      mode="multiple"
      value={value}
      data-testid={TEST_IDS.alarmRules.vehiclePicker}
      style={{ width: '100%' }}
      placeholder={t('alarmRules.vehicles.chooseHint')}
      {...(status ? { status } : {})}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(ids) => {
        setChosen(new Map(ids.map((id) => [id, options.get(id) ?? String(id)])));
        onChange(ids);
      }}
      options={[...options].map(([id, plate]) => ({ value: id, label: plate }))}
    />
  );
}
