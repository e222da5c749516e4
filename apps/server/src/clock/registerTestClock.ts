import { API_PREFIX, ok } from '@roadwatch/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeIssue } from '../http/describeIssue';
import { requestLocale } from '../http/requestLocale';
import { sendFailure } from '../http/sendFailure';
import { TEST_CLOCK_MAX_ADVANCE_MS, type TestClock } from './testClock';

/** Where a test moves a test server's clock (not part of the contract: no product screen calls it). */
export const TEST_CLOCK_PATH = `${API_PREFIX}/test/clock/advance`;

const body = z.object({ ms: z.number().int().min(0).max(TEST_CLOCK_MAX_ADVANCE_MS) }).strict();

/**
 * `POST /api/test/clock/advance {ms}` moves the test server's clock ahead and answers the new time. Registered only
 * on a server with a test clock (NODE_ENV=test and ROADWATCH_TEST_CLOCK=1), so a production server has no such
 * route at all.
 */
export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success)
      return sendFailure(reply, 400, describeIssue(requestLocale(request).t, parsed.error));
    try {
      return await reply.send(ok({ now: clock.advance(parsed.data.ms) }));
    } catch {
      // Further than the clock may go in total.
      return sendFailure(reply, 400, requestLocale(request).t('errors.http400'));
    }
  });
}
