import { z } from 'zod';
import type { CommandErrorCode } from '../commandTracker';

/**
 * Commands to terminals between processes, over Redis (see commandRelayServer / relayedGatewayCommands): a web
 * server asks the gateway process that holds a vehicle's connection to send a command and gets the terminal's
 * answer back. Names and shapes live here, once.
 */
const PREFIX = 'roadwatch:gateway';
/** Hash: vehicle id → id of the gateway holding its authenticated connection. */
export const SESSIONS_KEY = `${PREFIX}:sessions`;
/** Exists while the gateway `id` runs (refreshed by its heartbeat). */
export const aliveKey = (gatewayId: string) => `${PREFIX}:alive:${gatewayId}`;
/** Where the gateway `id` takes command requests. */
export const commandChannel = (gatewayId: string) => `${PREFIX}:commands:${gatewayId}`;
/** Where the process `id` takes the answers to its requests. */
export const replyChannel = (instanceId: string) => `${PREFIX}:replies:${instanceId}`;

export const RELAYED_OPS = [
  'send',
  'sendText',
  'queryLocation',
  'requestAudioVideo',
  'controlAudioVideo',
  'capture',
  'terminalAddress',
  'disconnect',
] as const;
export type RelayedOp = (typeof RELAYED_OPS)[number];

export const relayRequestSchema = z.object({
  id: z.string().min(1).max(64),
  replyTo: z.string().startsWith(`${PREFIX}:replies:`).max(200),
  vehicleId: z.number().int().positive(),
  op: z.enum(RELAYED_OPS),
  /** The op's arguments after the vehicle id (JSON values). */
  args: z.array(z.unknown()).max(4),
});
export type RelayRequest = z.infer<typeof relayRequestSchema>;

const commandErrorCodes = ['offline', 'timeout', 'refused'] as const satisfies readonly CommandErrorCode[];

export const relayReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), value: z.unknown() }),
  z.object({
    id: z.string(),
    ok: z.literal(false),
    code: z.enum(commandErrorCodes),
    message: z.string(),
    result: z.number().int().optional(),
  }),
]);
export type RelayReply = z.infer<typeof relayReplySchema>;

/** JSON.parse reviver that turns serialised Buffers (`{type: 'Buffer', data: [...]}`) in answers back into Buffers. */
export function reviveBuffers(_key: string, value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    (value as { type?: unknown }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  ) {
    return Buffer.from((value as { data: number[] }).data);
  }
  return value;
}

/** Parses a message from a channel with `schema`; anything that is not one of ours is null, never a throw. */
export function parseRelayMessage<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text, reviveBuffers));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
