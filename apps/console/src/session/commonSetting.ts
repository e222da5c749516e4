import { ENDPOINTS, type CommonSettingResult, type PlatformHostKey } from '@roadwatch/core';
import type { ApiClient } from '@roadwatch/core/http';

let pending: Promise<CommonSettingResult> | null = null;

/**
 * The caller's common settings (guide bits, track settings, platform hosts, app address), fetched once per page
 * load and shared by whoever asks; a failed fetch is forgotten so the next caller tries again.
 */
export function loadCommonSetting(api: ApiClient): Promise<CommonSettingResult> {
  pending ??= api
    .call(ENDPOINTS.fetchCommonSetting, {}, { cancelOnRouteChange: false, toast: false })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The absolute address of a page on one of the platform's hosts: the configured base of that host, or this
 * console's origin when the host is the console or is not configured.
 */
export function addressOnHost(
  hosts: CommonSettingResult['hosts'],
  host: string,
  url: string,
  origin: string,
): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = host in hosts ? hosts[host as PlatformHostKey] : '';
  return `${base || origin}${url.startsWith('/') ? url : `/${url}`}`;
}
