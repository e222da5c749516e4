import { KIOSK_BASE_PATH } from '@roadwatch/core';
import type { FastifyReply } from 'fastify';

// Hosts of the AMap JS API (script, its JSONP data calls, tiles), allowed only when a key makes the map load.
const AMAP_HOSTS = ['https://webapi.amap.com', 'https://*.amap.com', 'https://*.is.autonavi.com'];

/**
 * The content security policy of the console's and the kiosk's pages. Scripts only from this server (and AMap
 * when configured); styles may be inline because antd and ag-grid inject theirs at run time; images, audio and
 * downloads may be data: or blob: (captures, QR codes, synthesized speech, exports); connections (the API and the
 * live WebSockets) go to this server only; no page may frame the console or a wall display. `allowEval` is for the
 * kiosk only: echarts-gl (the 3D boards) compiles its framebuffer size expressions with `Function`.
 */
export function contentSecurityPolicy(amapKey: string | undefined, allowEval = false): string {
  const amap = amapKey ? AMAP_HOSTS : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(allowEval ? ["'unsafe-eval'"] : []), ...amap],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...amap],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'data:', 'blob:'],
    // blob: holds only what our own pages made (a received WAV read back for decoding): nothing leaves by it.
    ['connect-src', "'self'", 'blob:', ...amap],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Pages (HTML) get the policy and the legacy framing refusal; every answer gets nosniff. */
export function applySecurityHeaders(reply: FastifyReply, policy: string, kioskPolicy: string): void {
  void reply.header('x-content-type-options', 'nosniff');
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) {
    const kiosk = reply.request.url.startsWith(KIOSK_BASE_PATH);
    void reply.header('content-security-policy', kiosk ? kioskPolicy : policy);
    void reply.header('x-frame-options', 'DENY');
    void reply.header('referrer-policy', 'same-origin');
  }
}
