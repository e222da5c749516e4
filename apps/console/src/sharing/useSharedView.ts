import { ENDPOINTS, SHARE_LINK_LIMITS, type SharedTrack, type SharedView } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export type SharedViewState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'invalid' }
  | { state: 'ready'; view: Extract<SharedView, { valid: true }> };

/**
 * What a share link shows, asked again every `SHARE_LINK_LIMITS.pollMs`; a failed poll keeps the last answer
 * (the page says so only before the first one). Once the link is invalid the polling stops.
 */
export function useSharedView(token: string): SharedViewState {
  const [view, setView] = useState<SharedViewState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      api
        .call(ENDPOINTS.shareView, { token }, { toast: false, cancelOnRouteChange: false })
        .then((answer) => {
          if (!live) return;
          if (!answer.valid) {
            setView({ state: 'invalid' });
            return;
          }
          setView({ state: 'ready', view: answer });
          timer = setTimeout(poll, SHARE_LINK_LIMITS.pollMs);
        })
        .catch((error: unknown) => {
          if (!live) return;
          // A malformed token is a 400: the address is simply not a link.
          if (isApiError(error) && error.status === 400) {
            setView({ state: 'invalid' });
            return;
          }
          if (!isApiError(error)) logError('pageLoad', 'shared view failed', error);
          setView((current) => (current.state === 'ready' ? current : { state: 'failed' }));
          timer = setTimeout(poll, SHARE_LINK_LIMITS.pollMs);
        });
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token]);
  return view;
}

/** The track of one shared vehicle, asked again whenever `refreshKey` changes (a new position arrived). */
export function useSharedTrack(token: string, vehicleId: number | null, refreshKey: unknown) {
  const [points, setPoints] = useState<Extract<SharedTrack, { valid: true }>['points']>([]);
  useEffect(() => {
    if (vehicleId === null) return;
    let live = true;
    api
      .call(ENDPOINTS.shareTrack, { token, vehicleId }, { toast: false, cancelOnRouteChange: false })
      .then((answer) => {
        if (live) setPoints(answer.valid ? answer.points : []);
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'shared track failed', error);
      });
    return () => {
      live = false;
    };
  }, [token, vehicleId, refreshKey]);
  return points;
}
