import { ENDPOINTS, type ColdWarningKind, type ColdWarningTarget } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** The sites a rule of this kind may name, with their points (read once per page). */
export function useColdWarningTargets(kind: ColdWarningKind): ColdWarningTarget[] {
  const [targets, setTargets] = useState<ColdWarningTarget[]>([]);
  useEffect(() => {
    let live = true;
    const endpoint =
      kind === 'sentinel' ? ENDPOINTS.sentinelWarningTargets : ENDPOINTS.storePredictionTargets;
    api
      .call(endpoint, {})
      .then((sites) => {
        if (live) setTargets(sites);
      })
      .catch((error: unknown) => logError('pageLoad', 'cold warning targets failed', error));
    return () => {
      live = false;
    };
  }, [kind]);
  return targets;
}
