import { LIMITS } from '@roadwatch/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pollPopups, refreshSummaryIfOlderThan } from './alarmShellState';

/**
 * Keeps the alarm area fresh: the summary (badges, messages) when stored data is stale and every 60 s with the
 * popup poll; on navigation the summary again when it is older than 120 s (seed 000 §4, §9).
 */
export function useAlarmShellPolling(): void {
  const { pathname } = useLocation();
  const mounted = useRef(false);

  useEffect(() => {
    void refreshSummaryIfOlderThan(LIMITS.alarmStaleMs);
    void pollPopups();
    const timer = setInterval(() => {
      void refreshSummaryIfOlderThan(0);
      void pollPopups();
    }, LIMITS.alarmRefreshMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    // The first render is covered by the mount effect above.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    void refreshSummaryIfOlderThan(LIMITS.alarmInfoNavRefreshMs);
  }, [pathname]);
}
