import type { TerminalIdentity } from '../pipeline/terminalSink';
import type { GatewayContext } from './gatewayContext';
import type { TerminalConnection } from './TerminalConnection';
import type { TerminalOwner } from './terminalDirectory';

export interface SessionSlot {
  sessions: Map<number, TerminalConnection>;
  id: number;
  /** The log field naming the owner. */
  key: 'vehicleId' | 'siteId';
}

/**
 * Where the authenticated connection of a vehicle or a site is kept: one per vehicle, one per site. Vehicle ids and
 * site ids are separate numberings, hence separate maps (commands only ever go to vehicles).
 */
export function sessionSlot(
  ctx: Pick<GatewayContext, 'sessions' | 'siteSessions'>,
  who: TerminalOwner | TerminalIdentity,
): SessionSlot {
  if ('owner' in who) {
    return who.owner === 'vehicle'
      ? { sessions: ctx.sessions, id: who.vehicleId, key: 'vehicleId' }
      : { sessions: ctx.siteSessions, id: who.siteId, key: 'siteId' };
  }
  return who.siteId === undefined
    ? { sessions: ctx.sessions, id: who.vehicleId, key: 'vehicleId' }
    : { sessions: ctx.siteSessions, id: who.siteId, key: 'siteId' };
}

/** One string per owner ('vehicleId:7', 'siteId:7'): vehicle and site ids are separate numberings. */
export function slotKey(slot: SessionSlot): string {
  return `${slot.key}:${slot.id}`;
}
