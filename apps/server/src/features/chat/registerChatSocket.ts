import { CHAT_SOCKET_PATH, decodeAudioFrame } from '@roadwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, tokenFromRequest } from '../../auth/authenticate';
import type { AppDeps } from '../../http/endpointHandler';
import { requestLocale } from '../../http/requestLocale';
import { sendFailure } from '../../http/sendFailure';
import { ChatRegistry, type ChatSession } from './chatRegistry';
import { isSameOrigin } from '../../http/sameOrigin';

const SWEEP_EVERY_MS = 5_000;
const registries = new WeakMap<AppDeps, ChatRegistry>();

/** The chats of an app, when it has the chat socket (an AppDeps made by hand in a test may not). */
export function findChatRegistry(deps: AppDeps): ChatRegistry | undefined {
  return registries.get(deps);
}

/** The chats of an app (created by registerChatSocket). */
export function chatRegistryOf(deps: AppDeps): ChatRegistry {
  const registry = registries.get(deps);
  if (!registry) throw new Error('registerChatSocket was not called for these deps');
  return registry;
}

/**
 * The chat's audio WebSocket at CHAT_SOCKET_PATH?ticket=…: the caller must be signed in as the user who launched
 * that chat (the ticket alone is not enough), from our own origin. Binary frames (27-byte header + 16-bit 8 kHz
 * samples) go to the terminal; the terminal's audio comes back in the same frames; UTF-16 text frames carry
 * notices ('terminal-connected', 'terminal-disconnected'). Call after registerLiveFeed (it registers the plugin).
 */
export function registerChatSocket(app: FastifyInstance, deps: AppDeps): ChatRegistry {
  const registry = new ChatRegistry({
    gateway: deps.gateway,
    media: deps.media,
    now: deps.now,
    log: app.log,
  });
  registries.set(deps, registry);
  const sweeper = setInterval(() => registry.sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    registry.endAll();
  });

  const sessions = new WeakMap<FastifyRequest, ChatSession>();
  void app.register(async (scope) => {
    scope.route({
      method: 'GET',
      url: CHAT_SOCKET_PATH,
      handler: (request, reply) => sendFailure(reply, 404, requestLocale(request).t('errors.http404')),
      preValidation: async (request, reply) => {
        const { t } = requestLocale(request);
        const auth = await authenticate(deps.db, tokenFromRequest(request), deps.now());
        if (!auth || auth.kind !== 'user') return sendFailure(reply, 401, t('errors.notSignedIn'));
        if (!isSameOrigin(request)) return sendFailure(reply, 403, t('errors.noPermission'));
        registry.sweep();
        const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
        const session = typeof ticket === 'string' ? registry.byTicketValue(ticket) : undefined;
        if (!session || session.userId !== auth.userId || session.companyId !== auth.companyId) {
          return sendFailure(reply, 404, t('errors.chatNotFound'));
        }
        sessions.set(request, session);
      },
      wsHandler: (socket, request) => {
        const session = sessions.get(request);
        if (!session || registry.byTicketValue(session.ticket) !== session) {
          socket.close(4404, 'chat ended');
          return;
        }
        session.sockets.add(socket);
        socket.binaryType = 'nodebuffer';
        socket.on('message', (data, isBinary) => {
          if (!isBinary || !Buffer.isBuffer(data)) return;
          const frame = decodeAudioFrame(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
          if (frame?.kind === 'pcm16') registry.fromBrowser(session, frame.samples);
          else if (frame?.kind === 'text')
            request.log.debug({ text: frame.text.slice(0, 200) }, 'chat: text packet');
        });
        socket.on('close', () => session.sockets.delete(socket));
        registry.sendText(session, session.mediaConnected ? 'terminal-connected' : 'waiting');
      },
    });
  });
  return registry;
}
