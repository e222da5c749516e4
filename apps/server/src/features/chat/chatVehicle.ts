import type { HandlerContext } from '../../http/endpointHandler';
import { businessFailure } from '../../http/apiFailure';
import { requireUser } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import type { ChatRegistry, ChatSession } from './chatRegistry';
import { chatRegistryOf } from './registerChatSocket';

/** The registry after a sweep, and the caller (every chat call starts here). */
export function chatCall(ctx: HandlerContext<unknown>): { registry: ChatRegistry; user: UserAuth } {
  const user = requireUser(ctx);
  const registry = chatRegistryOf(ctx.deps);
  registry.sweep();
  return { registry, user };
}

/** The caller's chat with the vehicle (in scope), or code 0 "the call has ended" — the browser then closes. */
export async function ownChat(ctx: HandlerContext<{ vehicleid: number }>): Promise<{
  registry: ChatRegistry;
  session: ChatSession;
}> {
  const { registry, user } = chatCall(ctx);
  await vehicleInScope(ctx.db, user, ctx.input.vehicleid);
  const session = registry.find(user.userId, ctx.input.vehicleid);
  if (!session) throw businessFailure('errors.chatNotFound');
  return { registry, session };
}
