import type { AvControl, AvRequest, Edition } from '@roadwatch/jt808';
import type { Faults } from '../faults/faults';
import type { Random } from '../world';

/** What an audio handler knows about the terminal it answers for. */
export interface AudioContext {
  phone: string;
  vehicleId: number;
  edition: Edition;
  /** Live fault settings (intercom failure injection). */
  faults: Faults;
  /** Network-side randomness (never the vehicle's world stream). */
  rng: Random;
  /** Simulation time now. */
  now(): number;
}

/**
 * The extension point for JT/T 1078 audio. The terminal calls it for 0x9101 (start) and 0x9102 (control) and sends
 * the returned result in its 0x0001 reply; null sends nothing (an injected timeout). A streaming implementation
 * (a later issue) opens the media connection to `request.serverIp:tcpPort` from here and closes it in `stop`.
 */
export interface AudioHandler {
  onAvRequest(ctx: AudioContext, request: AvRequest): number | null;
  onAvControl(ctx: AudioContext, control: AvControl): number | null;
  /** The terminal went offline or the simulator stopped. */
  stop?(ctx: AudioContext): void;
}

const SUCCESS = 0;
const FAILURE = 1;

function answer(ctx: AudioContext): number | null {
  const f = ctx.faults.intercom;
  if (f.noReplyRate > 0 && ctx.rng.chance(f.noReplyRate)) return null;
  if (f.rejectRate > 0 && ctx.rng.chance(f.rejectRate)) return FAILURE;
  return SUCCESS;
}

/** Acknowledges audio requests (honouring the intercom faults) without streaming anything yet. */
export const acknowledgingAudioHandler: AudioHandler = {
  onAvRequest: (ctx) => answer(ctx),
  onAvControl: (ctx) => answer(ctx),
};
