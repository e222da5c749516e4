import { ENDPOINTS, EXPORT_JOB_FINISHED, type ExportJob } from '@roadwatch/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../app/api';

/** How often the list is read again while a job is queued or running. */
const POLL_MS = 2000;

export interface ExportJobs {
  jobs: ExportJob[];
  total: number;
  loading: boolean;
  failed: boolean;
  page: { curPage: number; pageSize: number };
  setPage: (page: { curPage: number; pageSize: number }) => void;
  reload: () => void;
}

/**
 * The caller's export jobs (or, with `finishedOnly`, the download centre's files), read again every 2 s while any
 * shown job is still queued or running, so progress moves without a click.
 */
export function useExportJobs(finishedOnly: boolean): ExportJobs {
  const [page, setPage] = useState({ curPage: 1, pageSize: 20 });
  const [state, setState] = useState({ jobs: [] as ExportJob[], total: 0, loading: true, failed: false });
  const [round, setRound] = useState(0);
  const latest = useRef(0);

  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    const call = ++latest.current;
    api
      .call(ENDPOINTS.exportJobList, { ...page, finishedOnly })
      .then((result) => {
        if (call === latest.current)
          setState({ jobs: result.data, total: result.totalRecords, loading: false, failed: false });
      })
      .catch(() => {
        if (call === latest.current) setState((s) => ({ ...s, loading: false, failed: true }));
      });
  }, [page, finishedOnly, round]);

  const active = state.jobs.some((job) => !EXPORT_JOB_FINISHED.has(job.state));
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [active, state.jobs, reload]);

  return { ...state, page, setPage, reload };
}
