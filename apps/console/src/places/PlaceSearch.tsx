import { ENDPOINTS, PLACE_KEYWORD_MAX, TEST_IDS, type PlaceHit } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import './placeSearch.css';

export interface PlaceSearchProps {
  /** A result was chosen: its WGS-84 point (a county seat, or the mean of a city's or province's seats). */
  onPick: (place: PlaceHit) => void;
}

/**
 * Place search for the map pages: a keyword → provinces, cities and counties of the offline gazetteer; choosing
 * a result hands its lon/lat to `onPick` (the map centres on it). An empty search says "enter search content".
 */
export function PlaceSearch({ onPick }: PlaceSearchProps) {
  const { t } = useTranslation('places');
  const { message } = App.useApp();
  const [hits, setHits] = useState<PlaceHit[] | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (keyword: string) => {
    if (keyword.trim() === '') {
      void message.warning(t('validation.searchContent'));
      return;
    }
    setBusy(true);
    try {
      setHits(await api.call(ENDPOINTS.wordfind, { keyword }));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'place search failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="place-search">
      <Input.Search
        allowClear
        maxLength={PLACE_KEYWORD_MAX}
        placeholder={t('places.searchPlaceholder')}
        enterButton={t('places.search')}
        loading={busy}
        onSearch={(value) => void search(value)}
        data-testid={TEST_IDS.places.input}
      />
      {hits !== null && (
        <List
          size="small"
          className="place-search__results"
          dataSource={hits}
          locale={{ emptyText: t('places.noMatch') }}
          footer={<Typography.Text type="secondary">{t('places.gazetteerNote')}</Typography.Text>}
          renderItem={(hit, index) => (
            <List.Item
              className="place-search__result"
              data-testid={TEST_IDS.places.result(index)}
              onClick={() => {
                onPick(hit);
                setHits(null);
              }}
            >
              <span className="place-search__name">{hit.name}</span>
              <Typography.Text type="secondary" className="place-search__full">
                {t(`places.levels.${hit.level}`)} · {hit.fullName}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
