import type { Edition } from '../header';

/** Alarm flag bits of the 0x0200 location report (JT/T 808-2013 table 24, 2019 table 25), indexed by bit. */
const COMMON_ALARM_BITS = [
  'sos',
  'overspeed',
  'fatigueDriving',
  'dangerWarning',
  'gnssModuleFault',
  'gnssAntennaDisconnected',
  'gnssAntennaShortCircuit',
  'mainPowerUndervoltage',
  'mainPowerOff',
  'displayFault',
  'ttsModuleFault',
  'cameraFault',
  'icCardModuleFault',
  'overspeedWarning',
  'fatigueDrivingWarning',
  null,
  null,
  null,
  'dailyDrivingTimeout',
  'parkingTimeout',
  'areaEntryExit',
  'routeEntryExit',
  'routeDrivingTimeAbnormal',
  'routeDeviation',
  'vssFault',
  'fuelAbnormal',
  'vehicleStolen',
  'illegalIgnition',
  'illegalMovement',
  'collisionWarning',
  'rolloverWarning',
  'illegalDoorOpen',
] as const;

/** 2019 renamed bit 3 and 29 and gave meaning to the reserved bits 15–17. */
const ALARM_BITS_2019: readonly (AlarmName | null)[] = COMMON_ALARM_BITS.map((name, bit) => {
  switch (bit) {
    case 3:
      return 'dangerousDriving';
    case 15:
      return 'illegalDriving';
    case 16:
      return 'tyrePressureWarning';
    case 17:
      return 'rightTurnBlindSpot';
    case 29:
      return 'collisionRollover';
    default:
      return name;
  }
});

export type AlarmName =
  | Exclude<(typeof COMMON_ALARM_BITS)[number], null>
  | 'dangerousDriving'
  | 'illegalDriving'
  | 'tyrePressureWarning'
  | 'rightTurnBlindSpot'
  | 'collisionRollover';

function bitsFor(edition: Edition): readonly (AlarmName | null)[] {
  return edition === 2019 ? ALARM_BITS_2019 : COMMON_ALARM_BITS;
}

/** No alarm bit set: what nearly every report carries, so it is one shared (frozen) array. */
const NO_ALARMS: readonly (AlarmName | `reservedBit${number}`)[] = Object.freeze([]);

/** Names of the set alarm bits; a set reserved bit shows as `reservedBitN` rather than disappearing. */
export function alarmNames(flags: number, edition: Edition): readonly (AlarmName | `reservedBit${number}`)[] {
  if (flags === 0) return NO_ALARMS;
  const names: (AlarmName | `reservedBit${number}`)[] = [];
  const table = bitsFor(edition);
  for (let bit = 0; bit < 32; bit += 1) {
    if (((flags >>> bit) & 1) === 1) names.push(table[bit] ?? `reservedBit${bit}`);
  }
  return names;
}

/** The alarm DWORD for a set of names; throws for a name the edition does not define. */
export function alarmFlagsFromNames(names: readonly AlarmName[], edition: Edition): number {
  const table = bitsFor(edition);
  let flags = 0;
  for (const name of names) {
    const bit = table.indexOf(name);
    if (bit < 0) throw new RangeError(`alarm "${name}" does not exist in the ${edition} edition`);
    flags |= 1 << bit;
  }
  return flags >>> 0;
}
