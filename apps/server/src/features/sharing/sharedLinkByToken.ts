import { SHARE_LINK_SCENES, shareLinkState, type SharedData, type ShareLinkScene } from '@roadwatch/core';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/connect';
import { ApiFailure } from '../../http/apiFailure';
import type { HandlerContext } from '../../http/endpointHandler';
import type { Scope } from '../../scope/authContext';
import { sharedDataOf } from './shareLinkHandlers';

/** A valid link as the public calls see it: what it shares, of whom, and the scope it was made in. */
export interface SharedLink {
  id: number;
  scene: ShareLinkScene;
  sharedData: SharedData[];
  historyHours: number;
  expiresAt: number | null;
  targetIds: number[];
  /** The creator's company and department subtree: targets moved out of it are no longer shown. */
  scope: Scope;
}

/**
 * The link a public call names by its token, or null when there is none, it expired or it was disabled (the
 * caller cannot tell which). Each address gets `SHARE_LINK_LIMITS.publicCallsPerMinute` calls (429 beyond).
 */
export async function sharedLinkByToken(
  ctx: Pick<HandlerContext<unknown>, 'db' | 'deps' | 'request'>,
  token: string,
): Promise<SharedLink | null> {
  const { db, deps, request } = ctx;
  const now = deps.now();
  if (deps.shareLimiter && !deps.shareLimiter.allow(request.ip, now))
    throw new ApiFailure(429, 'errors.tooManyShareCalls');
  return linkOf(db, hashToken(token), now);
}

async function linkOf(db: Database, tokenHash: string, now: number): Promise<SharedLink | null> {
  const link = await db
    .selectFrom('share_links as l')
    .innerJoin('departments as d', 'd.id', 'l.department_id')
    .where('l.token_hash', '=', tokenHash)
    .select([
      'l.id',
      'l.company_id',
      'l.scene',
      'l.shared_data',
      'l.history_hours',
      'l.expires_at',
      'l.disabled_at',
      'd.path',
    ])
    .executeTakeFirst();
  if (!link) return null;
  const expiresAt = link.expires_at === null ? null : Number(link.expires_at);
  const disabledTime = link.disabled_at === null ? null : Number(link.disabled_at);
  if (shareLinkState({ expiresAt, disabledTime }, now) !== 'valid') return null;
  const targets = await db
    .selectFrom('share_link_targets')
    .where('link_id', '=', link.id)
    .select('target_id')
    .orderBy('sort')
    .execute();
  return {
    id: link.id,
    scene: (SHARE_LINK_SCENES as readonly string[]).includes(link.scene)
      ? (link.scene as ShareLinkScene)
      : 'vehicle',
    sharedData: sharedDataOf(link.shared_data),
    historyHours: link.history_hours,
    expiresAt,
    targetIds: targets.map((t) => t.target_id),
    scope: { companyId: link.company_id, departmentPath: link.path },
  };
}
