import { ENDPOINTS, LIMITS, type TtsHistoryItem } from '@roadwatch/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../app/api';

export interface TtsHistory {
  items: TtsHistoryItem[];
  templates: string[];
  /** The default text of the TTS box. */
  content: string;
  loading: boolean;
  failed: boolean;
  /** More exists while the last page held a full 20. */
  hasMore: boolean;
  loadMore(): void;
  reload(): Promise<void>;
}

interface Loaded {
  key: string;
  page: number;
  items: TtsHistoryItem[];
  templates: string[];
  content: string;
  hasMore: boolean;
  failed: boolean;
}

/**
 * getSendVoiceHistories in pages of 20 for one vehicle; the first page also brings the templates and the default
 * text for the alarm's type (first and second type).
 */
export function useTtsHistory(vehicleId: number, firstAlarmType: number, eventType: number): TtsHistory {
  const key = `${vehicleId}:${firstAlarmType}:${eventType}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    async (curPage: number, previous: TtsHistoryItem[]): Promise<Loaded> => {
      try {
        const answer = await api.call(ENDPOINTS.getSendVoiceHistories, {
          vehicleId,
          eventType,
          firstAlarmType,
          onlyTemplate: 0,
          pageParamVO: { curPage, pageSize: LIMITS.ttsHistoryPageSize },
        });
        const data = answer.result.data;
        return {
          key: `${vehicleId}:${firstAlarmType}:${eventType}`,
          page: curPage,
          items: curPage === 1 ? data : [...previous, ...data],
          templates: answer.message,
          content: answer.content,
          hasMore: data.length >= LIMITS.ttsHistoryPageSize,
          failed: false,
        };
      } catch {
        return {
          key: `${vehicleId}:${firstAlarmType}:${eventType}`,
          page: curPage - 1,
          items: previous,
          templates: [],
          content: '',
          hasMore: false,
          failed: true,
        };
      }
    },
    [vehicleId, firstAlarmType, eventType],
  );

  useEffect(() => {
    let live = true;
    void fetchPage(1, []).then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const current = loaded?.key === key ? loaded : null;
  const run = async (page: number, previous: TtsHistoryItem[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const next = await fetchPage(page, previous);
      setLoaded((old) => (next.failed && old ? { ...old, failed: true } : next));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    items: current?.items ?? [],
    templates: current?.templates ?? [],
    content: current?.content ?? '',
    loading: busy || current === null,
    failed: current?.failed ?? false,
    hasMore: current?.hasMore ?? false,
    loadMore: () => {
      if (current?.hasMore) void run(current.page + 1, current.items);
    },
    reload: () => run(1, []),
  };
}
