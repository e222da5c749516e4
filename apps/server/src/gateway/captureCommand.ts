import type { FLASH_CAPTURE } from '@roadwatch/core';
import { SHOOT_VIDEO, type CameraShoot } from '@roadwatch/jt808';
import { DEFAULT_COMMAND_TIMEOUT_MS, type CommandOptions } from './commandTracker';

/** What a flash capture takes: a photo series, or a 30 s or 60 s video. */
export type CaptureKind = (typeof FLASH_CAPTURE.kinds)[number];

export interface CaptureInput {
  /** The camera's logical channel, 1-based. */
  channel: number;
  /** Photos to take (ignored for videos: one recording). */
  count: number;
  /** Seconds between photos (ignored for videos). */
  intervalS: number;
  kind: CaptureKind;
}

/** The terminal took the pictures: its ids for them, which its 0x0800/0x0801 uploads will carry. */
export interface CaptureResult {
  mediaIds: number[];
}

const VIDEO_SECONDS: Readonly<Record<Exclude<CaptureKind, 'photo'>, number>> = { video30: 30, video60: 60 };
/** 640×480 (JT/T 808 resolution 2), quality 5 of 10, neutral picture settings. */
const PICTURE = {
  resolution: 2,
  quality: 5,
  brightness: 128,
  contrast: 64,
  saturation: 64,
  chroma: 128,
} as const;
const MAX_PHOTOS = 0xfffe;

/** The 0x8801 body for a capture; throws RangeError on values a terminal cannot be asked for. */
export function cameraShootFor(input: CaptureInput): CameraShoot {
  if (!Number.isInteger(input.channel) || input.channel < 1 || input.channel > 255) {
    throw new RangeError(`channel ${input.channel} is not 1–255`);
  }
  const photo = input.kind === 'photo';
  if (photo && (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_PHOTOS)) {
    throw new RangeError(`photo count ${input.count} is not 1–${MAX_PHOTOS}`);
  }
  if (photo && (!Number.isInteger(input.intervalS) || input.intervalS < 0 || input.intervalS > 0xffff)) {
    throw new RangeError(`interval ${input.intervalS} s is not 0–65535`);
  }
  return {
    kind: 'cameraShoot',
    channel: input.channel,
    command: photo ? input.count : SHOOT_VIDEO,
    intervalS: input.kind === 'photo' ? input.intervalS : VIDEO_SECONDS[input.kind],
    saveFlag: 0,
    ...PICTURE,
  };
}

/**
 * A terminal answers 0x8801 (0x0805) once it has taken the pictures or the video, so the wait covers the shooting
 * itself; and a repeated 0x8801 would shoot again, so it is sent once unless the caller asks for retries.
 */
export function captureCommandOptions(input: CaptureInput, options: CommandOptions = {}): CommandOptions {
  const shootingMs =
    input.kind === 'photo'
      ? Math.max(0, input.count - 1) * input.intervalS * 1000
      : VIDEO_SECONDS[input.kind] * 1000;
  return {
    timeoutMs: options.timeoutMs ?? shootingMs + DEFAULT_COMMAND_TIMEOUT_MS,
    retries: options.retries ?? 0,
  };
}
