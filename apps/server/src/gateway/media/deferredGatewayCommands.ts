import { CommandError } from '../commandTracker';
import type { GatewayCommands } from '../gatewayCommands';

export interface DeferredGatewayCommands extends GatewayCommands {
  /** Points the commands at the gateway once it listens (main.ts starts it after the HTTP server). */
  attach(target: GatewayCommands | null): void;
}

/**
 * Commands for an app that is built before its gateway starts. Until `attach` (the in-process gateway and/or the
 * Redis command relay, routedGatewayCommands.ts), every command fails as 'offline' and `isOnline` is false.
 */
export function createDeferredGatewayCommands(): DeferredGatewayCommands {
  let target: GatewayCommands | null = null;
  const current = (): GatewayCommands => {
    if (!target) throw new CommandError('offline', 'no gateway in this process');
    return target;
  };
  return {
    attach(next) {
      target = next;
    },
    send: async (...args) => current().send(...args),
    sendText: async (...args) => current().sendText(...args),
    queryLocation: async (...args) => current().queryLocation(...args),
    requestAudioVideo: async (...args) => current().requestAudioVideo(...args),
    controlAudioVideo: async (...args) => current().controlAudioVideo(...args),
    capture: async (...args) => current().capture(...args),
    isOnline: async (vehicleId) => (await target?.isOnline(vehicleId)) ?? false,
    terminalAddress: async (vehicleId) => (await target?.terminalAddress(vehicleId)) ?? null,
    disconnect: async (vehicleId) => (await target?.disconnect(vehicleId)) ?? false,
  };
}
