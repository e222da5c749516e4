import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DISPLAY_NAME_PATTERN, KIOSK_BASE_PATH, displayAddressesSchema } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../http/requestLocale';
import { sendFailure } from '../http/sendFailure';
import { addressAllowed } from './addressAllowed';

/** The file's `allowFrom` when it is a valid list, read on its own: a config broken elsewhere keeps its limit. */
function allowFromOf(text: Buffer): string[] | null {
  try {
    const raw = (JSON.parse(text.toString('utf8')) as { allowFrom?: unknown } | null)?.allowFrom;
    if (raw === undefined) return null;
    const parsed = displayAddressesSchema.safeParse(raw);
    // A list present but unreadable limits to nobody rather than to everybody.
    return parsed.success ? parsed.data : [];
  } catch {
    return null;
  }
}

/** Where the kiosk reads its display config: /kiosk/configs/<name>.json (apps/kiosk/CONTEXT.md explains why). */
export const KIOSK_CONFIG_PATH = `${KIOSK_BASE_PATH}configs/`;

/**
 * GET /kiosk/configs/<name>.json serves kiosk-configs/<name>.json as it is on disk, token included: the wall
 * display needs its token to start a session, and the browser is the display. The file is sent even when it
 * is invalid, so that the display can name the bad field on its screen. A display with `allowFrom` is served only
 * to those addresses (403 otherwise). The name pattern admits no dots or slashes, so nothing outside the folder
 * (nor display.schema.json) can be read.
 */
export function registerKioskConfigRoute(app: FastifyInstance, configDir: string): void {
  app.get<{ Params: { file: string } }>(`${KIOSK_CONFIG_PATH}:file`, async (request, reply) => {
    const name = /^(.*)\.json$/.exec(request.params.file)?.[1];
    const notFound = () => sendFailure(reply, 404, requestLocale(request).t('errors.http404'));
    if (name === undefined || !DISPLAY_NAME_PATTERN.test(name)) return notFound();
    let text: Buffer;
    try {
      text = await readFile(path.join(configDir, `${name}.json`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notFound();
      throw error;
    }
    if (!addressAllowed(allowFromOf(text), request.ip)) {
      return sendFailure(reply, 403, requestLocale(request).t('errors.displayAddressRefused'));
    }
    // Never cached: an edited config (or a changed token) must reach the display on its next check.
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(text);
  });
}
