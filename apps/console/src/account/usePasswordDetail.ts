import { ENDPOINTS, type PasswordDetail } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** The user's password detail (required strength, last change); null while loading or after a failure. */
export function usePasswordDetail(active: boolean): PasswordDetail | null {
  const [detail, setDetail] = useState<PasswordDetail | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    api
      .call(ENDPOINTS.getModifyPasswordInfo, {}, { cancelOnRouteChange: false })
      .then((result) => {
        if (current) setDetail(result);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'unauthorised') return;
        logError('shellData', 'account: password detail failed', error);
      });
    return () => {
      current = false;
    };
  }, [active]);
  return detail;
}
