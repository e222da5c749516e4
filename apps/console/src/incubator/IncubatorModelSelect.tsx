import { ENDPOINTS, TEST_IDS, type RowOf, type incubatorModelResource } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

type ModelRow = RowOf<typeof incubatorModelResource>;

/** The models in the caller's scope, each with its kind and range (a form's model field). */
export function IncubatorModelSelect(props: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('incubator');
  const [models, setModels] = useState<ModelRow[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.incubatorModelList, { curPage: 1, pageSize: 200 })
      .then((page) => live && setModels(page.data))
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'incubator models failed', error);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      data-testid={TEST_IDS.incubator.modelSelect}
      loading={models === null}
      showSearch
      optionFilterProp="label"
      style={{ width: 320 }}
      {...props}
      options={(models ?? []).map((m) => ({
        value: m.id,
        label: `${m.name} · ${t(`incubator.kinds.${m.kind}`)} · ${m.minC} ~ ${m.maxC} °C`,
      }))}
    />
  );
}
