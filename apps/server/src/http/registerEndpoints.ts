import { endpointPath, ENDPOINTS, ok, type Endpoint, type EndpointName } from '@roadwatch/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, tokenFromRequest } from '../auth/authenticate';
import type { AuthContext } from '../scope/authContext';
import { ApiFailure } from './apiFailure';
import { blobPayload } from './blobPayload';
import { describeIssue } from './describeIssue';
import type { AppDeps, EndpointHandler, EndpointHandlers } from './endpointHandler';
import { requestLocale } from './requestLocale';
import { isSameOrigin, usesCookieSession } from './sameOrigin';
import { sendFailure } from './sendFailure';
import { withCommandIssuer } from './commandIssuer';

// A display only reads; ending its own session is the one write it may make.
const KIOSK_WRITES: ReadonlySet<string> = new Set<EndpointName>(['signOutNoRedirect']);

/**
 * One route per contract entry that has a handler: the path and method come from packages/core, the input is
 * parsed with the endpoint's schema, access is checked, and the answer is wrapped in the envelope.
 */
export function registerEndpoints(app: FastifyInstance, handlers: EndpointHandlers, deps: AppDeps): void {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const handler = handlers[name] as EndpointHandler<Endpoint> | undefined;
    if (handler) registerEndpoint(app, name, ENDPOINTS[name], handler, deps);
  }
}

/** One route of the contract (exported so tests can exercise access rules no endpoint uses yet). */
export function registerEndpoint(
  app: FastifyInstance,
  name: string,
  endpoint: Endpoint,
  handler: EndpointHandler<Endpoint>,
  deps: AppDeps,
): void {
  app.route({
    method: endpoint.method,
    url: endpointPath(endpoint),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: (request, reply) => runEndpoint(name, endpoint, handler, deps, request, reply),
  });
}

async function runEndpoint(
  name: string,
  endpoint: Endpoint,
  handler: EndpointHandler<Endpoint>,
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { lang, t } = requestLocale(request);
  try {
    const auth =
      endpoint.access === 'public'
        ? null
        : await authenticate(deps.db, tokenFromRequest(request), deps.now());
    await checkAccess(name, endpoint, auth);
    if (endpoint.changesState && usesCookieSession(request) && !isSameOrigin(request))
      throw new ApiFailure(403, 'errors.crossSiteRefused');
    const raw = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? request.query : request.body;
    // No body (or an empty JSON body) means "no fields"; an explicit JSON null is still checked by the schema.
    const parsed = endpoint.request.safeParse(raw === undefined ? {} : raw);
    if (!parsed.success) return sendFailure(reply, 400, describeIssue(t, parsed.error));
    // Commands the handler sends to terminals are recorded as this user's (features/directiveRecords).
    const result = await withCommandIssuer(auth?.kind === 'user' ? { userId: auth.userId } : null, () =>
      handler({ input: parsed.data, deps, db: deps.db, auth, lang, t, request, reply }),
    );
    if (reply.sent) return reply;
    return endpoint.blob ? reply.send(blobPayload(result)) : reply.send(ok(result));
  } catch (error) {
    if (error instanceof ApiFailure)
      return sendFailure(reply, error.status, t(error.messageKey, error.params));
    throw error;
  }
}

async function checkAccess(name: string, endpoint: Endpoint, auth: AuthContext | null): Promise<void> {
  if (endpoint.access === 'public') return;
  if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
  if (auth.kind === 'kiosk') {
    const reads = endpoint.method === 'GET' || KIOSK_WRITES.has(name);
    if (!endpoint.kiosk || !reads) throw new ApiFailure(403, 'errors.kioskReadOnly');
    return;
  }
  if (endpoint.access !== 'session' && !(await auth.operations()).has(endpoint.access.operationId)) {
    throw new ApiFailure(403, 'errors.noPermission');
  }
}
