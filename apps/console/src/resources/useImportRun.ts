import type { AnyResource, ImportProgress } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { resourceCalls } from './resourceCalls';

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 500;

export interface ImportRun {
  progress: ImportProgress | null;
  start: (importId: string, rows: number[]) => Promise<void>;
  cancel: () => Promise<void>;
}

/** Starts an import and follows it every IMPORT_POLL_MS until it is done, cancelled or failed. */
export function useImportRun(resource: AnyResource): ImportRun {
  const calls = resourceCalls(resource);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const importId = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  // Closing the dialog stops following (the import goes on on the server); no poll is scheduled after that.
  useEffect(
    () => () => {
      importId.current = null;
      stop();
    },
    [],
  );

  const follow = useCallback(
    function follow(next: ImportProgress) {
      setProgress(next);
      if (next.state !== 'running' || !importId.current) return;
      const id = importId.current;
      timer.current = setTimeout(() => {
        api
          .call(calls.ImportProgress, { importId: id }, { toast: false })
          .then((answer) => follow(answer))
          .catch((error: unknown) => {
            if (isApiError(error) && error.kind === 'cancelled') return;
            logError('pageLoad', 'import progress', error);
            // A missed poll is asked again; the import itself goes on on the server.
            follow(next);
          });
      }, IMPORT_POLL_MS);
    },
    [calls],
  );

  const start = useCallback(
    async (id: string, rows: number[]) => {
      stop();
      importId.current = id;
      follow(await api.call(calls.ImportCommit, { importId: id, rows }));
    },
    [calls, follow],
  );

  const cancel = useCallback(async () => {
    const id = importId.current;
    if (!id) return;
    stop();
    follow(await api.call(calls.ImportCancel, { importId: id }));
  }, [calls, follow]);

  return { progress, start, cancel };
}
