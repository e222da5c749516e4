import fs from 'node:fs';
import path from 'node:path';
import { KIOSK_BASE_PATH } from '@roadwatch/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../http/requestLocale';

export interface StaticSites {
  consoleDist: string;
  kioskDist: string;
}

interface Site {
  prefix: string;
  root: string;
  label: string;
}

/** Vite puts content-hashed files under assets/: cache them for good; everything else revalidates. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The built console at / and the built kiosk at /kiosk/. Returns the fallback for GET paths no file matches:
 * the matching index.html (client-side routes), or a short page when that app has not been built.
 */
export function registerStaticSites(
  app: FastifyInstance,
  dists: StaticSites,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const kiosk: Site = { prefix: KIOSK_BASE_PATH, root: dists.kioskDist, label: 'apps/kiosk' };
  const consoleSite: Site = { prefix: '/', root: dists.consoleDist, label: 'apps/console' };
  let decorated = false;
  for (const site of [kiosk, consoleSite]) {
    if (!fs.existsSync(site.root)) {
      app.log.warn({ root: site.root }, `${site.label} build not found; serving a placeholder page`);
      continue;
    }
    void app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: !decorated,
      index: ['index.html'],
      redirect: site.prefix !== '/',
      setHeaders: cacheHeaders,
    });
    decorated = true;
  }

  return async function spaFallback(request, reply) {
    const url = request.url.split('?')[0] ?? '/';
    if (url === KIOSK_BASE_PATH.slice(0, -1))
      return reply.redirect(request.url.replace(url, KIOSK_BASE_PATH), 301);
    const site = url.startsWith(KIOSK_BASE_PATH) ? kiosk : consoleSite;
    try {
      const html = await fs.promises.readFile(path.join(site.root, 'index.html'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    } catch {
      const { lang, t } = requestLocale(request);
      const text = t('errors.buildMissing', { app: site.label });
      const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>Roadwatch</title><p>${text}</p></html>`;
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    }
  };
}
