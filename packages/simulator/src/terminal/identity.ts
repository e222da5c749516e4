import type { Authentication, Registration } from '@roadwatch/jt808';
import type { TerminalSpec } from '../fleet/SimVehicleSpec';
import { registrationArea } from '../world';

/** Manufacturer id in 0x0100 (5 bytes in 2013, 11 in 2019). */
export const MANUFACTURER_ID = 'RWSIM';
export const SOFTWARE_VERSION = 'RW-SIM 1.0';

/** A 7-character terminal id from the SIM number (registration and Jiangsu alarm identifications). */
export function terminalIdOf(phone: string): string {
  return phone.replace(/\D/g, '').padStart(7, '0').slice(-7);
}

/** A 15-digit IMEI-like number for the 2019 authentication. */
export function imeiOf(phone: string): string {
  return ('86' + phone.replace(/\D/g, '').padStart(13, '0')).slice(0, 15);
}

export function registrationBody(spec: TerminalSpec, phone: string): Registration {
  return {
    kind: 'registration',
    ...registrationArea(spec.homeCity),
    manufacturerId: MANUFACTURER_ID,
    terminalModel: spec.terminalModel,
    terminalId: terminalIdOf(phone),
    plateColor: spec.plateColor,
    plate: spec.plate,
  };
}

export function authenticationBody(spec: TerminalSpec, phone: string, authCode: string): Authentication {
  return spec.edition === 2019
    ? { kind: 'authentication', authCode, imei: imeiOf(phone), softwareVersion: SOFTWARE_VERSION }
    : { kind: 'authentication', authCode, imei: null, softwareVersion: null };
}
