import { fail } from '@roadwatch/core';
import type { FastifyReply } from 'fastify';

/** Every failure has the envelope shape `{code: 0, message, result: null}`, whatever the HTTP status. */
export function sendFailure(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(fail(message));
}
