import { ENDPOINTS, SEARCH_TYPES, TEST_IDS, type SearchResultItem, type SearchType } from '@roadwatch/core';
import { SearchOutlined } from '@ant-design/icons';
import { Select, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { toasts } from '../app/toasts';
import { addressOnHost, loadCommonSetting } from '../session/commonSetting';
import { session } from '../session/sessionState';

const ids = TEST_IDS.shellFrame;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 300;

type Status = 'idle' | 'searching' | 'done';

/**
 * Header search (seed 000 §2.3): a type selector (reportName, vehicleNo, orderNo, planNo; the user's own list
 * from loginUserMessage) and a search box over `searchResList`. A chosen result opens in a new window on the
 * host its type lives on (vehicle → pro web-GIS, order → web-GIS, plan → TMS; hosts are configuration).
 */
export function HeaderSearch() {
  const { t } = useTranslation('console');
  const { user } = useSnapshot(session);
  // The user's search types (loginUserMessage), keeping only those the search call knows.
  const offered = (user?.searchMenuList ?? []).filter((entry): entry is { type: SearchType; title: string } =>
    (SEARCH_TYPES as readonly string[]).includes(entry.type),
  );
  const types = offered.length > 0 ? offered : SEARCH_TYPES.map((type) => ({ type, title: '' }));
  const [type, setType] = useState<SearchType>(types[0]?.type ?? 'reportName');
  const [results, setResults] = useState<SearchResultItem[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const typeTitle = (value: SearchType) =>
    types.find((entry) => entry.type === value)?.title || t(`common.searchTypes.${value}`);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    const text = keyword.trim();
    if (text === '') {
      setResults([]);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      api
        .call(ENDPOINTS.searchResList, { type, keyword: text, pageSize: 10 }, { cancelOnRouteChange: false })
        .then((found) => {
          if (ticket !== latest.current) return;
          setResults(found);
          setStatus('done');
        })
        .catch((error: unknown) => {
          if (ticket !== latest.current) return;
          setResults([]);
          setStatus('done');
          logError('shellData', 'search failed', error);
        });
    }, SEARCH_DELAY_MS);
  };

  const open = async (key: string) => {
    const item = results.find((r) => `${r.type}:${r.id}` === key);
    if (!item) return;
    try {
      const { hosts } = await loadCommonSetting(api);
      window.open(addressOnHost(hosts, item.host, item.url, window.location.origin), '_blank', 'noopener');
    } catch (error) {
      logError('shellData', 'common settings unavailable for search', error);
      toasts.push(t('shell.search.failed'));
    }
  };

  return (
    <Space.Compact className="shell__search" aria-label={t('shell.search.label')}>
      <Select<SearchType>
        className="shell__search-type"
        data-testid={ids.searchType}
        aria-label={t('shell.search.type')}
        value={type}
        popupMatchSelectWidth={false}
        onChange={(next) => {
          setType(next);
          setResults([]);
          setStatus('idle');
        }}
        options={types.map((entry) => ({ value: entry.type, label: typeTitle(entry.type) }))}
      />
      <Select<string>
        showSearch={{ filterOption: false, onSearch: search }}
        className="shell__search-box"
        data-testid={ids.searchInput}
        placeholder={t('shell.search.placeholder', { type: typeTitle(type) })}
        value={null}
        suffixIcon={<SearchOutlined />}
        popupMatchSelectWidth={280}
        notFoundContent={
          status === 'searching' ? (
            <Space>
              <Spin size="small" />
              {t('shell.search.searching')}
            </Space>
          ) : status === 'done' ? (
            t('shell.search.noResult')
          ) : null
        }
        options={results.map((item) => ({
          value: `${item.type}:${item.id}`,
          label: (
            <span data-testid={ids.searchResult(item.id)} title={t('shell.search.openHint')}>
              {item.title}
            </span>
          ),
        }))}
        onSelect={(key) => void open(key)}
      />
    </Space.Compact>
  );
}
