import { CommandError } from './commandTracker';
import type { GatewayCommands } from './gatewayCommands';

/**
 * Commands for a vehicle go to this process's gateway when it holds the vehicle's connection, otherwise through
 * the relay to the gateway that does (another server instance, or the gateway's own process); with neither, the
 * vehicle is offline.
 */
export function createRoutedGatewayCommands(
  local: GatewayCommands | null,
  relayed: GatewayCommands | null,
): GatewayCommands {
  const route = async (vehicleId: number): Promise<GatewayCommands> => {
    if (local && (await local.isOnline(vehicleId))) return local;
    if (relayed) return relayed;
    throw new CommandError('offline', `vehicle ${vehicleId} has no connected terminal`);
  };
  return {
    send: async (vehicleId, ...rest) => (await route(vehicleId)).send(vehicleId, ...rest),
    sendText: async (vehicleId, ...rest) => (await route(vehicleId)).sendText(vehicleId, ...rest),
    queryLocation: async (vehicleId, ...rest) => (await route(vehicleId)).queryLocation(vehicleId, ...rest),
    requestAudioVideo: async (vehicleId, ...rest) =>
      (await route(vehicleId)).requestAudioVideo(vehicleId, ...rest),
    controlAudioVideo: async (vehicleId, ...rest) =>
      (await route(vehicleId)).controlAudioVideo(vehicleId, ...rest),
    capture: async (vehicleId, ...rest) => (await route(vehicleId)).capture(vehicleId, ...rest),
    isOnline: async (vehicleId) =>
      Boolean(
        (local && (await local.isOnline(vehicleId))) || (relayed && (await relayed.isOnline(vehicleId))),
      ),
    terminalAddress: async (vehicleId) => {
      if (local && (await local.isOnline(vehicleId))) return local.terminalAddress(vehicleId);
      return relayed ? relayed.terminalAddress(vehicleId) : null;
    },
    // Not routed by isOnline: a session may be held here or elsewhere, and closing a closed one is harmless.
    disconnect: async (vehicleId) =>
      Boolean(
        (local && (await local.disconnect(vehicleId))) || (relayed && (await relayed.disconnect(vehicleId))),
      ),
  };
}
