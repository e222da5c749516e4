import type { Endpoint, RequestOf, ResponseOf } from '@roadwatch/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** How often the fleet boards read their figures again. */
export const BOARD_REFRESH_SECONDS = 30;

export interface BoardData<T> {
  data: T | null;
  failed: boolean;
  /** Seconds until the next read (the visible countdown). */
  secondsLeft: number;
  refresh: () => void;
}

/**
 * A board's figures, read now and again every BOARD_REFRESH_SECONDS with a countdown ticking each second; a read
 * in flight is not started twice, and a failed one keeps the last figures on screen.
 */
export function useBoardData<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E> | null,
): BoardData<ResponseOf<E>> {
  const [data, setData] = useState<ResponseOf<E> | null>(null);
  const [failed, setFailed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(BOARD_REFRESH_SECONDS);
  const busy = useRef(false);
  const key = JSON.stringify(input);

  const load = useCallback(() => {
    if (busy.current || key === 'null') return;
    busy.current = true;
    api
      .call(endpoint, JSON.parse(key) as RequestOf<E>, { toast: false })
      .then((answer) => {
        setData(answer);
        setFailed(false);
      })
      .catch((error: unknown) => {
        setFailed(true);
        logError('pageLoad', `${endpoint.name} failed`, error);
      })
      .finally(() => {
        busy.current = false;
      });
  }, [endpoint, key]);

  useEffect(() => {
    load();
    const timer = setInterval(() => {
      setSecondsLeft((left) => {
        if (left > 1) return left - 1;
        queueMicrotask(load);
        return BOARD_REFRESH_SECONDS;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [load]);

  const refresh = useCallback(() => {
    setSecondsLeft(BOARD_REFRESH_SECONDS);
    load();
  }, [load]);

  return { data, failed, secondsLeft, refresh };
}
