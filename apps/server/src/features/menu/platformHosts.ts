import type { PlatformHosts } from '@roadwatch/core';

/** Where the platform's other web hosts and the mobile app live (seed 000 §2.3: search results open there). */
export interface PlatformAddresses {
  hosts: PlatformHosts;
  /** The mobile app's download address for the app download page ('' when not configured). */
  appDownloadUrl: string;
}

/** No other hosts configured: every page opens in this console (same origin), no app address. */
export const SAME_ORIGIN_ADDRESSES: PlatformAddresses = {
  hosts: { webgis: '', proWebgis: '', tms: '' },
  appDownloadUrl: '',
};

/** An absolute http(s) base address without a trailing slash, or '' (same origin). */
function baseAddress(value: string | undefined, name: string): string {
  const text = value?.trim() ?? '';
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http(s) address, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) address, got "${text}"`);
  return text.replace(/\/+$/, '');
}

/**
 * ROADWATCH_HOST_WEBGIS, ROADWATCH_HOST_PRO_WEBGIS, ROADWATCH_HOST_TMS (base addresses) and
 * ROADWATCH_APP_DOWNLOAD_URL. A malformed value stops start-up rather than sending users to a broken address.
 */
export function loadPlatformAddresses(env: NodeJS.ProcessEnv): PlatformAddresses {
  return {
    hosts: {
      webgis: baseAddress(env.ROADWATCH_HOST_WEBGIS, 'ROADWATCH_HOST_WEBGIS'),
      proWebgis: baseAddress(env.ROADWATCH_HOST_PRO_WEBGIS, 'ROADWATCH_HOST_PRO_WEBGIS'),
      tms: baseAddress(env.ROADWATCH_HOST_TMS, 'ROADWATCH_HOST_TMS'),
    },
    appDownloadUrl: env.ROADWATCH_APP_DOWNLOAD_URL?.trim()
      ? baseAddress(env.ROADWATCH_APP_DOWNLOAD_URL, 'ROADWATCH_APP_DOWNLOAD_URL')
      : '',
  };
}
