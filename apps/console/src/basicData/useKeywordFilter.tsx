import { Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceFilter } from '../resources/resourcePageTypes';

/** The master-data pages' one filter: a keyword (≤ 32 characters) with a hint saying what it searches. */
export function useKeywordFilter(hintKey: string): ResourceFilter[] {
  const { t } = useTranslation('basicData');
  return useMemo(
    () => [
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: <Input allowClear maxLength={32} placeholder={t(hintKey)} />,
      },
    ],
    [t, hintKey],
  );
}
