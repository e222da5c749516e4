import { createApiClient } from '@roadwatch/core/http';
import { browserStorage } from '../storage/browserStorage';
import { raiseVerification, resetSession } from '../session/sessionState';
import { i18n } from './i18n';
import { goTo, loginPathFor } from './navigation';
import { toasts } from './toasts';

/**
 * The console's API client. No token header: the session travels in the HttpOnly `rw_token` cookie, which
 * page scripts cannot read — keeping the token out of JavaScript-readable storage is the point of HttpOnly.
 */
export const api = createApiClient({
  baseUrl: window.location.origin,
  t: (key, options) => i18n.t(key, options ?? {}),
  onToast: (text) => toasts.push(text),
  clearStorage: () => browserStorage.clearSession(),
  onUnauthorised: () => {
    resetSession();
    toasts.clear();
    // Several calls can fail together; only the first one navigates, so the redirect target survives.
    if (window.location.pathname === '/login') return;
    goTo(loginPathFor(window.location.pathname, window.location.search), { replace: true });
  },
  onVerification: () => raiseVerification(),
});
