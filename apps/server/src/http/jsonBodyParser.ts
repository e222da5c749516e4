import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API accepts: any other content type is refused (400 in the error handler).
 * An empty JSON body counts as "no body" so `POST menu/menuTree` with `Content-Type: application/json` and
 * nothing else behaves like the same call without a body. Prototype poisoning is refused by Fastify's parser.
 */
export function useJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
