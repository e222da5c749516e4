import { ENDPOINTS, TEST_IDS, type ShareSceneName } from '@roadwatch/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface ShareTargetSelectProps {
  scene: ShareSceneName;
  /** Set by antd Form.Item (labels and error lookups point at it). */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/** Vehicles (by plate) or warehouses (by name) of the caller's scope, several at once (a form control). */
export function ShareTargetSelect({ scene, id, value, onChange }: ShareTargetSelectProps) {
  const { t } = useTranslation('sharing');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.shareTargetOptions, { scene })
      .then((rows) => {
        if (live) setOptions(rows.map((r) => ({ value: r.id, label: r.name })));
      })
      .catch((error: unknown) => logError('pageLoad', 'share targets failed', error));
    return () => {
      live = false;
    };
  }, [scene]);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={onChange}
      options={options}
      optionFilterProp="label"
      placeholder={t('sharing.pickTargets')}
      maxTagCount="responsive"
      data-testid={TEST_IDS.sharing.targets}
    />
  );
}
