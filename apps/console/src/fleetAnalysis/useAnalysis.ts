import type { Endpoint, RequestOf, ResponseOf } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { AnalysisQuery } from './analysisQuery';

export interface Analysis<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
}

/** An analysis asked again whenever the query changes; a late answer to an older query is dropped. */
export function useAnalysis<E extends Endpoint>(endpoint: E, query: AnalysisQuery): Analysis<ResponseOf<E>> {
  const [state, setState] = useState<{
    query: AnalysisQuery;
    data: ResponseOf<E> | null;
    failed: boolean;
  } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(endpoint, query as RequestOf<E>)
      .then((data) => live && setState({ query, data, failed: false }))
      .catch((error: unknown) => {
        if (live) setState({ query, data: null, failed: true });
        logError('pageLoad', `${endpoint.name} failed`, error);
      });
    return () => {
      live = false;
    };
  }, [endpoint, query]);
  const current = state?.query === query ? state : null;
  return { data: current?.data ?? null, loading: current === null, failed: current?.failed ?? false };
}
