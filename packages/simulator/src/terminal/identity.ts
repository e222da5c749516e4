import type { Authentication, Registration } from '@roadwatch/jt808';
import type { TerminalSpec } from '../fleet/SimVehicleSpec';
import { MANUFACTURER_ID, imeiOf, registrationArea, terminalIdOf } from '../world';

export { MANUFACTURER_ID, imeiOf, terminalIdOf };
export const SOFTWARE_VERSION = 'RW-SIM 1.0';

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
