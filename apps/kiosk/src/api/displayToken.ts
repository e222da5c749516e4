import { DISPLAY_TOKEN_PARAM } from '@roadwatch/core';

const storageKey = (display: string) => `roadwatch.kiosk.token.${display}`;

export interface TokenLocation {
  hash: string;
  pathname: string;
  search: string;
}

/**
 * The display's generated token (a config without `token`): from the address the server printed
 * (`#token=…`), kept in localStorage so that a reload (new build, power cut) needs no address with a token, and
 * removed from the address bar so it appears in no screenshot or history entry. Null when this browser has none.
 */
export function takeDisplayToken(
  display: string,
  location: TokenLocation = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
  replaceUrl: (url: string) => void = (url) => window.history.replaceState(null, '', url),
): string | null {
  const fromUrl = new URLSearchParams(location.hash.replace(/^#/, '')).get(DISPLAY_TOKEN_PARAM);
  if (fromUrl) {
    replaceUrl(`${location.pathname}${location.search}`);
    try {
      storage.setItem(storageKey(display), fromUrl);
    } catch {
      // Without storage the display works until the next reload, which then needs the address again.
    }
    return fromUrl;
  }
  try {
    return storage.getItem(storageKey(display));
  } catch {
    return null;
  }
}
