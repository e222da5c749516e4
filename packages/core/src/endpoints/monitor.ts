import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { VehicleOperationState } from '../states';
import { DIRECTIVE_TEXT_MAX, sanitizeDirectiveText } from '../monitor/directiveText';
import { VMSG } from '../validators/messages';
import { vehicleId } from './vehicle';

/** One temperature probe of the vehicle, its newest reading. */
export interface MonitorTemperature {
  name: string;
  valueC: number | null;
  /** 0 normal, 1 warning, 2 alarm, 3 offline, 4 out of range. */
  state: number;
  time: number | null;
}

export interface MonitorOpenAlarm {
  guid: string;
  firstType: number;
  secondType: number;
  level: number;
  beginTime: number;
  /** The alarm's name in the caller's language. */
  name: string;
}

/** The live map's vehicle card: what the feed does not carry (driver, place, probes, open alarms). */
export interface MonitorCardData {
  vehicleId: number;
  plate: string;
  driverName: string;
  online: 0 | 1;
  acc: 1 | 2;
  speedKmh: number;
  direction: number;
  lon: number | null;
  lat: number | null;
  /** Epoch ms of the latest stored fix, null before the first. */
  gpsTime: number | null;
  placeName: string;
  operationState: VehicleOperationState;
  temperatures: MonitorTemperature[];
  openAlarms: MonitorOpenAlarm[];
}

/** What the terminal answered to "locate now" (0x8201 → 0x0201). */
export interface MonitorLocateResponse {
  lon: number;
  lat: number;
  speedKmh: number;
  direction: number;
  gpsTime: number;
  placeName: string;
}

export interface MonitorTextMessageResponse {
  /** The terminal acknowledged at this time (ms). */
  sentAt: number;
  /** The text as sent (quotes and angle brackets replaced by spaces). */
  text: string;
}

/** A text or LCD message to the cab: quotes and angle brackets become spaces, then 1–DIRECTIVE_TEXT_MAX characters. */
export const directiveText = z
  .string({ error: VMSG.required })
  .transform(sanitizeDirectiveText)
  .pipe(z.string().min(1, { error: VMSG.required }).max(DIRECTIVE_TEXT_MAX, { error: VMSG.tooLong }));

export const monitorTextMessageRequest = z.strictObject({
  vehicleId,
  /** 'text': shown on the terminal and read aloud; 'lcd': shown on the terminal's display only. */
  target: z.enum(['text', 'lcd'], { error: VMSG.invalid }),
  text: directiveText,
});

/** The live monitoring map (seed 001 §7 monitor/monitorData and monitor/instruction). */
export const monitorEndpoints = {
  monitorData: endpoint<MonitorCardData>()({
    name: 'monitorData',
    method: 'POST',
    module: 'monitor',
    path: '/monitorData',
    access: { operationId: 'mapMonitor' },
    request: z.strictObject({ vehicleId }),
  }),
  /** Text or LCD message (JT/T 808 0x8300), answered once the terminal acknowledges. */
  monitorTextMessage: endpoint<MonitorTextMessageResponse>()({
    name: 'monitorTextMessage',
    method: 'POST',
    module: 'monitor',
    path: '/instruction/text',
    access: { operationId: 'mapMonitor:textMessage' },
    request: monitorTextMessageRequest,
  }),
  /** Locate now (JT/T 808 0x8201): the terminal's position answer, also stored like any report. */
  monitorLocate: endpoint<MonitorLocateResponse>()({
    name: 'monitorLocate',
    method: 'POST',
    module: 'monitor',
    path: '/instruction/locate',
    access: { operationId: 'mapMonitor:locate' },
    request: z.strictObject({ vehicleId }),
  }),
} as const;
