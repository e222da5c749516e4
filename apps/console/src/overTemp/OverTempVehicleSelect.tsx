import type { VehicleTreeVehicle } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';
import { overTempApi } from './overTempApi';

export interface OverTempVehicleSelectProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  testId: string;
  allowClear?: boolean;
}

/** One vehicle in the user's scope, searched by plate. */
export function OverTempVehicleSelect({ value, onChange, testId, allowClear }: OverTempVehicleSelectProps) {
  const { t } = useTranslation('overTemp');
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<VehicleTreeVehicle[]>([]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      overTempApi
        .vehicles(keyword)
        .then((tree) => live && setFound(tree.vehicles))
        .catch((error: unknown) => logError('pageLoad', 'vehicle search failed', error));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  return (
    <Select<number>
      data-testid={testId}
      style={{ width: 180 }}
      value={value}
      allowClear={allowClear ?? false}
      placeholder={allowClear ? t('overTemp.allVehicles') : t('overTemp.vehicle')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(id) => onChange(id ?? undefined)}
      options={found.map((v) => ({ value: v.id, label: v.plateNumber }))}
    />
  );
}
