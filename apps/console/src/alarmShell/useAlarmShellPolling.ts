import { LIMITS } from '@roadwatch/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { leadPopups, pollPopups, refreshSummaryIfOlderThan, stopLeadingPopups } from './alarmShellState';
import { holdPopupLeadership } from './popupLeadership';

/**
 * Keeps the alarm area fresh: the summary (badges, messages) when stored data is stale and every 60 s with the
 * popup poll (in the one window that shows popups); on navigation the summary again when it is older than 120 s (seed 000 §4, §9).
 */
export function useAlarmShellPolling(): void {
  const { pathname } = useLocation();
  const mounted = useRef(false);

  useEffect(() => {
    void refreshSummaryIfOlderThan(LIMITS.alarmStaleMs);
    // Only the leading window polls for popups; leading starts with a poll.
    const giveUp = holdPopupLeadership(leadPopups);
    const timer = setInterval(() => {
      void refreshSummaryIfOlderThan(0);
      void pollPopups();
    }, LIMITS.alarmRefreshMs);
    return () => {
      clearInterval(timer);
      giveUp();
      stopLeadingPopups();
    };
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
