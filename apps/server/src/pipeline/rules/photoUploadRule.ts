import { DEVICE_EXCEPTION_TYPE } from '@roadwatch/core';
import { timestampMs, type AlarmIdentification } from '@roadwatch/jt808';
import type { EventLedger, Position } from '../EventLedger';
import type { PipelineRules } from '../pipelineRules';
import type { VehicleRuntime } from '../vehicleRuntime';
import type { VehicleSettings } from '../vehicleSettings';
import { exceptionWaitMs } from './exceptionWaits';

/** Alarms with attachments still awaited per vehicle; beyond this the oldest is forgotten. */
const PENDING_PHOTOS_MAX = 32;

/** The same alarm in a 0x64/0x65 item and in the 0x1210 that lists its files: terminal id, time, serial. */
export function attachmentKey(id: AlarmIdentification): string {
  // The instant, not its spelling: builders may write the same time with another offset.
  const ms = timestampMs(id.time) ?? Date.parse(id.time);
  return `${id.terminalId.trim()}|${Number.isNaN(ms) ? id.time : ms}|${id.serial}`;
}

/**
 * Photo not uploaded (device exception 7). An active-safety alarm whose identification announces attachments
 * (photos, video) obliges the terminal to list them with 0x1210 (JT/T active-safety extension: on its own or after
 * the platform's 0x9208). When that list has not come `photoUploadWindowMs` after the alarm was received, the
 * exception opens at the alarm's receipt; the next attachment list from the terminal ends it.
 */
export function awaitPhotos(rt: VehicleRuntime, id: AlarmIdentification, here: Position): void {
  if (id.attachmentCount <= 0) return;
  const key = attachmentKey(id);
  if (rt.awaitedPhotos.has(key)) return;
  if (rt.awaitedPhotos.size >= PENDING_PHOTOS_MAX) {
    const oldest = rt.awaitedPhotos.keys().next().value;
    if (oldest !== undefined) rt.awaitedPhotos.delete(oldest);
  }
  rt.awaitedPhotos.set(key, { since: here.at, lon: here.lon, lat: here.lat, speedKmh: here.speedKmh });
}

/** The timer's check: attachments overdue open the exception (once; it stays open until a list arrives). */
export function checkOverduePhotos(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  rules: PipelineRules,
  now: number,
): void {
  if (rt.awaitedPhotos.size === 0) return;
  const windowMs = exceptionWaitMs(
    settings,
    DEVICE_EXCEPTION_TYPE.photoNotUploaded,
    rules.photoUploadWindowMs,
  );
  for (const [key, awaited] of rt.awaitedPhotos) {
    if (now - awaited.since < windowMs) continue;
    rt.awaitedPhotos.delete(key);
    ledger.openException(rt, settings, DEVICE_EXCEPTION_TYPE.photoNotUploaded, {
      at: awaited.since,
      lon: awaited.lon,
      lat: awaited.lat,
      speedKmh: awaited.speedKmh,
    });
  }
}

/** A 0x1210 attachment list: that alarm's photos are on their way, and the terminal uploads again. */
export function photosArrived(
  rt: VehicleRuntime,
  settings: VehicleSettings,
  ledger: EventLedger,
  id: AlarmIdentification,
  at: number,
): void {
  rt.awaitedPhotos.delete(attachmentKey(id));
  ledger.closeException(rt, settings, DEVICE_EXCEPTION_TYPE.photoNotUploaded, {
    at,
    lon: rt.state.lon,
    lat: rt.state.lat,
    speedKmh: rt.state.speedKmh,
  });
}
