import { HEALTH_PATH } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';

/** GET /healthz: the process answers and the database does too. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  const kind = isPostgres(db) ? 'postgres' : 'sqlite';
  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', db: kind };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error', db: kind });
    }
  });
}
