import { HEALTH_PATH } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import type { StoreHealth } from './StoreHealth';

/**
 * GET /healthz: the process answers, the database does too, and it takes writes. A full disk or a read-only
 * filesystem still answers `select 1`, so the writers' experience (`StoreHealth`) decides "degraded": HTTP 503 with
 * the reason, until a commit goes through again.
 */
export function registerHealth(app: FastifyInstance, db: Database, health: StoreHealth): void {
  const kind = isPostgres(db) ? 'postgres' : 'sqlite';
  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error', db: kind });
    }
    const store = health.status();
    if (store.status === 'ok') return { status: 'ok', db: kind };
    const { code, reason, source, since } = store.problem;
    return reply
      .code(503)
      .send({ status: 'degraded', db: kind, code, reason, source, since: new Date(since).toISOString() });
  });
}
