import type { AlarmRuleType } from '@roadwatch/core';
import type { resources } from '@roadwatch/core/i18n';

type Words = (typeof resources)['zh-CN']['alarmRules'];
/** A label is the field's own word (`alarmRules.fields.<last path segment>`), the one validation messages name. */
export type FieldWord = keyof Words['fields'];
export type UnitWord = keyof Words['units'];
export type HintWord = keyof Words['hints'];

/** One input of a threshold: its path in the settings and how it is typed. */
export interface ValueField {
  /** Path in the settings (a level column: inside one level). The last segment names the label. */
  path: readonly [string, ...string[]];
  kind: 'int' | 'decimal' | 'bool' | 'select';
  /** Shown after the input when the label carries no unit. */
  unit?: UnitWord;
  step?: number;
  /** Decimal places the input keeps (decimal fields). */
  precision?: number;
  /** The field may be left empty (null); the hint says what applies then. */
  emptyHint?: HintWord;
  options?: readonly (string | number)[];
}

/** The levels of a type: each level's on/off switch and these values, one row per level. */
export interface LevelsField {
  path: readonly ['levels'];
  kind: 'levels';
  columns: readonly ValueField[];
}

export type ThresholdField = ValueField | LevelsField;

const int = (name: string, more: Partial<ValueField> = {}): ValueField => ({
  path: [name],
  kind: 'int',
  ...more,
});
const decimal = (name: string, precision: number, more: Partial<ValueField> = {}): ValueField => ({
  path: [name],
  kind: 'decimal',
  precision,
  step: 10 ** -precision,
  ...more,
});
const levels = (...columns: ValueField[]): LevelsField => ({ path: ['levels'], kind: 'levels', columns });
const roadSpeed = (road: string): ValueField => ({ path: ['roadSpeeds', road], kind: 'int', unit: 'kmh' });

/**
 * The threshold inputs of every alarm type, in page order. The common parts (periods, contacts, notification,
 * terminal notice, display, capture) are the same for all and not listed. A type's schema field without an entry
 * here fails the unit test.
 */
export const ALARM_RULE_FIELDS: Record<AlarmRuleType, readonly ThresholdField[]> = {
  overspeed: [
    int('speedLimitKmh', { emptyHint: 'vehicleLimit' }),
    int('sustainS'),
    roadSpeed('ordinary'),
    roadSpeed('expressway'),
    roadSpeed('highway'),
    roadSpeed('dangerous'),
    levels(int('overPercent')),
  ],
  hijack: [],
  parking: [int('parkingSeconds')],
  fatigue: [int('restMinutes'), levels(int('drivingMinutes'))],
  openDoor: [int('openSeconds')],
  overTemperature: [
    decimal('minC', 2, { emptyHint: 'pointRange' }),
    decimal('maxC', 2, { emptyHint: 'pointRange' }),
    int('sustainS'),
  ],
  abnormalFuel: [int('amountL'), int('durationS')],
  transportTime: [int('maxMinutes')],
  shutdown: [levels(int('minutes'))],
  lowPower: [levels(int('batteryPercent'))],
  tyre: [
    decimal('pressureMin', 1, { unit: 'tenthBar' }),
    decimal('pressureMax', 1, { unit: 'tenthBar' }),
    decimal('temperatureMaxC', 1),
  ],
  abnormalVehicle: [int('durationMinutes')],
  area: [int('stopSeconds'), int('preWarningM')],
  line: [int('offsetM'), int('stopSeconds')],
  terminalCommon: [],
  device: [levels(int('offlineMinutes'))],
};

/** The label key of a field: its last path segment under `alarmRules.fields`. */
export function fieldLabelKey(field: { path: readonly string[] }): string {
  return `alarmRules.fields.${field.path[field.path.length - 1] ?? ''}`;
}
