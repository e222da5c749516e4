import { ALARM_RULES, type AlarmRuleType } from '.';

/*
 * Test data shared by the core schema test and the server's endpoint test: every range and ordering of the alarm
 * settings, each as an edit of a type's defaults accepted at the bound and one refused one step past it.
 */

export type AlarmRuleEdit = (s: Record<string, unknown>) => void;

/** A change to a type's defaults: accepted at the bound, refused one step past it with the field named. */
export interface AlarmRuleRangeCase {
  type: AlarmRuleType;
  name: string;
  accepted: AlarmRuleEdit;
  refused: AlarmRuleEdit;
  /** The refused issue's path. */
  path: (string | number)[];
}

const set =
  (path: (string | number)[], value: unknown): AlarmRuleEdit =>
  (s) => {
    let at = s as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]!] = value;
  };
const both =
  (...edits: AlarmRuleEdit[]): AlarmRuleEdit =>
  (s) =>
    edits.forEach((e) => e(s));

const range = (
  type: AlarmRuleType,
  path: (string | number)[],
  ok: unknown,
  bad: unknown,
): AlarmRuleRangeCase => ({
  type,
  name: `${path.join('.')} ${String(ok)} accepted, ${String(bad)} refused`,
  accepted: set(path, ok),
  refused: set(path, bad),
  path,
});

const contact = { name: 'Wang Wei', phone: '13800138000', email: 'wang@example.com' };
const period = { start: '08:00', end: '18:00' };

/** Every range and ordering of the alarm settings. */
export const ALARM_RULE_RANGE_CASES: AlarmRuleRangeCase[] = [
  range('overTemperature', ['minC'], -190, -190.01),
  range('overTemperature', ['maxC'], 150, 150.01),
  range('overTemperature', ['maxC'], 12.25, 12.255),
  {
    type: 'overTemperature',
    name: 'max above min',
    accepted: both(set(['minC'], 2), set(['maxC'], 2.01)),
    refused: both(set(['minC'], 2), set(['maxC'], 2)),
    path: ['maxC'],
  },
  range('abnormalFuel', ['amountL'], 10, 9),
  range('abnormalFuel', ['amountL'], 1000, 1001),
  range('abnormalFuel', ['durationS'], 300, 299),
  range('abnormalFuel', ['durationS'], 600, 601),
  range('tyre', ['pressureMin'], 0, -0.1),
  range('tyre', ['pressureMax'], 100, 100.1),
  range('tyre', ['temperatureMaxC'], 200, 200.1),
  range('tyre', ['temperatureMaxC'], 0, -0.1),
  {
    type: 'tyre',
    name: 'pressure max above min',
    accepted: both(set(['pressureMin'], 50), set(['pressureMax'], 50.1)),
    refused: both(set(['pressureMin'], 50), set(['pressureMax'], 50)),
    path: ['pressureMax'],
  },
  range('openDoor', ['openSeconds'], 10, 9),
  range('openDoor', ['openSeconds'], 60, 61),
  range('parking', ['parkingSeconds'], 30, 29),
  range('area', ['stopSeconds'], 30, 29),
  range('area', ['preWarningM'], 50, 49),
  range('area', ['preWarningM'], 100_000, 100_001),
  range('line', ['stopSeconds'], 30, 29),
  range('fatigue', ['levels', 0, 'drivingMinutes'], 30, 29),
  range('fatigue', ['levels', 3, 'drivingMinutes'], 1440, 1441),
  range('transportTime', ['maxMinutes'], 1, 0),
  range('abnormalVehicle', ['durationMinutes'], 1, 0),
  range('overspeed', ['speedLimitKmh'], 1, 0),
  range('overspeed', ['speedLimitKmh'], 250, 251),
  range('overspeed', ['levels', 0, 'overPercent'], 0, -1),
  {
    type: 'overspeed',
    name: 'dangerous > highway > expressway > ordinary',
    accepted: set(['roadSpeeds'], { ordinary: 60, expressway: 61, highway: 62, dangerous: 63 }),
    refused: set(['roadSpeeds'], { ordinary: 60, expressway: 61, highway: 61, dangerous: 63 }),
    path: ['roadSpeeds', 'highway'],
  },
  {
    type: 'overspeed',
    name: 'level 2 needs level 1',
    accepted: set(['levels', 0, 'enabled'], true),
    refused: both(set(['levels', 0, 'enabled'], false), set(['levels', 1, 'enabled'], true)),
    path: ['levels', 1, 'enabled'],
  },
  {
    type: 'overspeed',
    name: 'four levels',
    accepted: set(['levels', 3, 'enabled'], true),
    refused: (s) => (s.levels as unknown[]).push({ enabled: false, overPercent: 90 }),
    path: ['levels'],
  },
  {
    type: 'fatigue',
    name: 'level 4 needs level 3',
    accepted: both(...[1, 2, 3].map((i) => set(['levels', i, 'enabled'], true))),
    refused: both(set(['levels', 1, 'enabled'], true), set(['levels', 3, 'enabled'], true)),
    path: ['levels', 3, 'enabled'],
  },
  {
    type: 'fatigue',
    name: 'driving minutes rise by level',
    accepted: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'drivingMinutes'], 241)),
    refused: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'drivingMinutes'], 240)),
    path: ['levels', 1, 'drivingMinutes'],
  },
  {
    type: 'device',
    name: 'three levels, level 3 needs level 2',
    accepted: both(set(['levels', 1, 'enabled'], true), set(['levels', 2, 'enabled'], true)),
    refused: set(['levels', 2, 'enabled'], true),
    path: ['levels', 2, 'enabled'],
  },
  {
    type: 'device',
    name: 'offline durations rise by level',
    accepted: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'offlineMinutes'], 31)),
    refused: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'offlineMinutes'], 30)),
    path: ['levels', 1, 'offlineMinutes'],
  },
  {
    type: 'shutdown',
    name: 'shutdown durations rise by level',
    accepted: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'minutes'], 11)),
    refused: both(set(['levels', 1, 'enabled'], true), set(['levels', 1, 'minutes'], 10)),
    path: ['levels', 1, 'minutes'],
  },
  {
    type: 'lowPower',
    name: 'level 2 battery quantity below level 1',
    accepted: set(['levels', 1, 'batteryPercent'], 29),
    refused: set(['levels', 1, 'batteryPercent'], 30),
    path: ['levels', 1, 'batteryPercent'],
  },
  {
    type: 'hijack',
    name: 'ten contacts',
    accepted: set(
      ['contacts'],
      Array.from({ length: 10 }, () => contact),
    ),
    refused: set(
      ['contacts'],
      Array.from({ length: 11 }, () => contact),
    ),
    path: ['contacts'],
  },
  {
    type: 'hijack',
    name: 'contact phone format',
    accepted: set(['contacts'], [contact]),
    refused: set(['contacts'], [{ ...contact, phone: '1380013800' }]),
    path: ['contacts', 0, 'phone'],
  },
  {
    type: 'hijack',
    name: 'contact e-mail format',
    accepted: set(['contacts'], [{ ...contact, email: '' }]),
    refused: set(['contacts'], [{ ...contact, email: 'wang@' }]),
    path: ['contacts', 0, 'email'],
  },
  {
    type: 'parking',
    name: 'period start not after end',
    accepted: set(['periods'], [{ start: '18:00', end: '18:00' }]),
    refused: set(['periods'], [{ start: '18:01', end: '18:00' }]),
    path: ['periods', 0, 'end'],
  },
  {
    type: 'parking',
    name: 'five periods',
    accepted: set(
      ['periods'],
      Array.from({ length: 5 }, () => period),
    ),
    refused: set(
      ['periods'],
      Array.from({ length: 6 }, () => period),
    ),
    path: ['periods'],
  },
  range('terminalCommon', ['notification', 'perVehiclePerDayMax'], 20, 21),
  range('terminalCommon', ['notification', 'reminders'], 5, 6),
  {
    type: 'terminalCommon',
    name: 'notification methods sms, email, wechat',
    accepted: set(['notification', 'methods'], ['sms', 'email', 'wechat']),
    refused: set(['notification', 'methods'], ['sms', 'fax']),
    path: ['notification', 'methods', 1],
  },
  {
    type: 'terminalCommon',
    name: 'terminal notice of 50 characters',
    accepted: set(['terminalNotice'], { enabled: true, mode: 'tts', text: 'x'.repeat(50) }),
    refused: set(['terminalNotice'], { enabled: true, mode: 'tts', text: 'x'.repeat(51) }),
    path: ['terminalNotice', 'text'],
  },
  {
    type: 'terminalCommon',
    name: 'terminal notice required when on',
    accepted: set(['terminalNotice'], { enabled: false, mode: 'text', text: '' }),
    refused: set(['terminalNotice'], { enabled: true, mode: 'text', text: ' "<>" ' }),
    path: ['terminalNotice', 'text'],
  },
  {
    type: 'overspeed',
    name: 'photo on 4 channels',
    accepted: set(['capture'], {
      enabled: true,
      kind: 'photo',
      channels: [1, 2, 3, 4],
      count: 50,
      intervalS: 5,
    }),
    refused: set(['capture'], {
      enabled: true,
      kind: 'photo',
      channels: [1, 2, 3, 4, 5],
      count: 50,
      intervalS: 5,
    }),
    path: ['capture', 'channels'],
  },
  {
    type: 'overspeed',
    name: 'video on 3 channels',
    accepted: set(['capture'], {
      enabled: true,
      kind: 'video60',
      channels: [1, 2, 3],
      count: 2,
      intervalS: 5,
    }),
    refused: set(['capture'], {
      enabled: true,
      kind: 'video30',
      channels: [1, 2, 3, 4],
      count: 2,
      intervalS: 5,
    }),
    path: ['capture', 'channels'],
  },
  {
    type: 'overspeed',
    name: 'photo count from the offered ones',
    accepted: set(['capture'], { enabled: true, kind: 'photo', channels: [1], count: 2, intervalS: 5 }),
    refused: set(['capture'], { enabled: true, kind: 'photo', channels: [1], count: 3, intervalS: 5 }),
    path: ['capture', 'count'],
  },
];

/** The defaults of `type` with `edit` applied (a deep copy). */
export function editedAlarmRule(type: AlarmRuleType, edit: AlarmRuleEdit): Record<string, unknown> {
  const copy = structuredClone(ALARM_RULES[type].defaults) as Record<string, unknown>;
  edit(copy);
  return copy;
}

export { set as setAlarmRuleField };
