import type { z } from 'zod';
import type { OperationId, PageKey } from '../catalogue/menuCatalogue';
import { abnormalFuelRule } from './types/abnormalFuelRule';
import { abnormalVehicleRule } from './types/abnormalVehicleRule';
import { areaRule } from './types/areaRule';
import { deviceRule } from './types/deviceRule';
import { fatigueRule } from './types/fatigueRule';
import { hijackRule } from './types/hijackRule';
import { lineRule } from './types/lineRule';
import { lowPowerRule } from './types/lowPowerRule';
import { openDoorRule } from './types/openDoorRule';
import { overspeedRule } from './types/overspeedRule';
import { overTemperatureRule } from './types/overTemperatureRule';
import { parkingRule } from './types/parkingRule';
import { shutdownRule } from './types/shutdownRule';
import { terminalCommonRule } from './types/terminalCommonRule';
import { transportTimeRule } from './types/transportTimeRule';
import { tyreRule } from './types/tyreRule';

export * from './alarmLevels';
export * from './alarmRuleLimits';
export * from './alarmRuleParts';
export { ROAD_CLASSES } from './types/overspeedRule';

/** Every alarm type whose settings a company (and per vehicle) can change, by type. */
export const ALARM_RULES = {
  overspeed: overspeedRule,
  hijack: hijackRule,
  parking: parkingRule,
  fatigue: fatigueRule,
  openDoor: openDoorRule,
  overTemperature: overTemperatureRule,
  abnormalFuel: abnormalFuelRule,
  transportTime: transportTimeRule,
  shutdown: shutdownRule,
  lowPower: lowPowerRule,
  tyre: tyreRule,
  abnormalVehicle: abnormalVehicleRule,
  area: areaRule,
  line: lineRule,
  terminalCommon: terminalCommonRule,
  device: deviceRule,
} as const;

export type AlarmRuleType = keyof typeof ALARM_RULES;
export const ALARM_RULE_TYPES = Object.keys(ALARM_RULES) as AlarmRuleType[];
/** The saved settings of one alarm type (after the schema: trimmed, notice text cleaned). */
export type AlarmRuleSettings<T extends AlarmRuleType> = z.output<(typeof ALARM_RULES)[T]['schema']>;
export type OverspeedSettings = AlarmRuleSettings<'overspeed'>;
export type FatigueSettings = AlarmRuleSettings<'fatigue'>;
/** Effective settings of every type for one vehicle. */
export type EffectiveAlarmRules = { [T in AlarmRuleType]: AlarmRuleSettings<T> };

export function isAlarmRuleType(value: unknown): value is AlarmRuleType {
  return typeof value === 'string' && Object.hasOwn(ALARM_RULES, value);
}

/** The page that shows a type: reading needs the page, saving `<page>:update`. */
export function alarmRulePage(type: AlarmRuleType): PageKey {
  return ALARM_RULES[type].page;
}
export function alarmRuleUpdateOperation(type: AlarmRuleType): OperationId {
  return `${ALARM_RULES[type].page}:update` as OperationId;
}

/** Validates a setting of `type`; the issues name their fields by path (see `alarmRuleFieldLabel`). */
export function parseAlarmRule<T extends AlarmRuleType>(type: T, value: unknown) {
  return (ALARM_RULES[type].schema as unknown as z.ZodType<AlarmRuleSettings<T>>).safeParse(value);
}

/** Built-in defaults of every type (what applies before anything is saved). */
export function builtInAlarmRules(): EffectiveAlarmRules {
  return Object.fromEntries(ALARM_RULE_TYPES.map((t) => [t, ALARM_RULES[t].defaults])) as EffectiveAlarmRules;
}
export * from './alarmRuleIssue';
export * from './alarmPeriodsAt';
export * from './alarmRuleTypeOf';
