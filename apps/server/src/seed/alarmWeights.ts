import type { AlarmIconType, DeviceAlarmKindName } from '@roadwatch/core';

/**
 * How often each driver-risk event appears in the demo history, relative to the others, keyed by alarm icon type
 * (core ALARM_ICON_TYPES). 0: never drawn at random (continuous and night driving are raised by their own rules;
 * overspeed is a speed alarm; emergencies are device alarms).
 */
export const ICON_TYPE_WEIGHTS = {
  1: 12, // fatigue (eyes closing included)
  2: 6, // phone
  3: 5, // smoking
  4: 10, // distraction
  5: 1, // driverAbsent
  6: 6, // yawn
  7: 3, // cameraShelter
  8: 4, // seatBelt
  9: 2, // drivingPositionDeviation
  10: 1, // handsOffWheel
  11: 1, // driverIdentityMismatch
  12: 4, // forwardCollision
  13: 8, // laneDeparture
  14: 8, // closeFollowing
  15: 1, // pedestrianCollision
  16: 2, // frequentLaneChange
  17: 1, // roadSignOverspeed
  18: 1, // obstacle
  19: 1, // blindAreaRear
  20: 1, // blindAreaLeft
  21: 2, // blindAreaRight
  22: 0, // continuousDrivingTimeout
  23: 0, // overspeed
  24: 3, // harshAcceleration
  25: 4, // harshBraking
  26: 2, // sharpTurn
  27: 0, // nightDriving
  28: 0.1, // rollover
  29: 0.5, // tirePressure
  30: 0, // emergency
} as const satisfies Record<AlarmIconType, number>;

/** The device alarms the demo history raises and how often, relative to each other (a subset of the 32 bits). */
export const DEVICE_ALARM_WEIGHTS = {
  sos: 1,
  dangerWarning: 2,
  gnssModuleFault: 2,
  gnssAntennaDisconnected: 3,
  mainPowerUndervoltage: 4,
  mainPowerOff: 2,
  cameraFault: 3,
  parkingTimeout: 5,
  areaEntryExit: 6,
  routeDeviation: 3,
  fuelAbnormal: 2,
  illegalIgnition: 1,
  illegalDoorOpen: 2,
} as const satisfies Partial<Record<DeviceAlarmKindName, number>>;
