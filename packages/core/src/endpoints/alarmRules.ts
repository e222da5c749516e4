import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { ALARM_RULE_TYPES, type AlarmRuleSettings, type AlarmRuleType } from '../alarmRules';
import { LIMITS } from '../constants';
import { VMSG } from '../validators/messages';
import { optionalText } from '../validators/text';
import { queryNumber } from './queryNumber';
import { vehicleId } from './vehicle';

/** Vehicles one save or delete may name at once. */
export const ALARM_RULE_VEHICLES_MAX = 500;

const ruleType = z.enum(ALARM_RULE_TYPES as [AlarmRuleType, ...AlarmRuleType[]], { error: VMSG.invalid });
const vehicleIds = z
  .array(vehicleId)
  .min(1, { error: VMSG.required })
  .max(ALARM_RULE_VEHICLES_MAX, { error: VMSG.tooBig });
/** The settings are checked by the type's schema in the handler, so a broken rule is a code 0 naming the field. */
const settings = z.unknown();

/** A saved setting with who saved it and when (null: nothing saved, the built-in default applies). */
export interface AlarmRuleRecord {
  settings: AlarmRuleSettings<AlarmRuleType>;
  operator: string | null;
  modifiedAt: number | null;
}

export interface AlarmRuleDetail {
  type: AlarmRuleType;
  /** The company's default (global scope): saved, or the built-in default with operator and time null. */
  global: AlarmRuleRecord;
  /** The vehicle's own setting when one was asked for and exists. */
  vehicle: (AlarmRuleRecord & { vehicleId: number; plate: string }) | null;
  /** What applies to the vehicle asked for (its own, else the company's, else built in); the global one without. */
  effective: AlarmRuleSettings<AlarmRuleType>;
}

export interface AlarmRuleVehicleRow extends AlarmRuleRecord {
  vehicleId: number;
  plate: string;
  departmentName: string;
}

export interface AlarmRuleVehicleList {
  data: AlarmRuleVehicleRow[];
  totalRecords: number;
}

/**
 * Alarm settings per type: a company default (global scope) and per-vehicle settings that replace it for their
 * vehicles. Reading needs the type's page, saving and deleting `<page>:update` (checked in the handler, since the
 * page follows the type).
 */
export const alarmRuleEndpoints = {
  alarmRuleDetail: endpoint<AlarmRuleDetail>()({
    name: 'alarmRuleDetail',
    method: 'GET',
    module: 'alarm',
    path: '/alarmRule/detail',
    access: 'session',
    request: z.strictObject({ type: ruleType, vehicleId: queryNumber(vehicleId).optional() }),
  }),
  alarmRuleSaveGlobal: endpoint<AlarmRuleRecord>()({
    name: 'alarmRuleSaveGlobal',
    method: 'POST',
    module: 'alarm',
    path: '/alarmRule/saveGlobal',
    access: 'session',
    request: z.strictObject({ type: ruleType, settings }),
  }),
  alarmRuleSaveVehicles: endpoint<{ saved: number }>()({
    name: 'alarmRuleSaveVehicles',
    method: 'POST',
    module: 'alarm',
    path: '/alarmRule/saveVehicles',
    access: 'session',
    request: z.strictObject({ type: ruleType, vehicleIds, settings }),
  }),
  alarmRuleDeleteVehicles: endpoint<{ deleted: number }>()({
    name: 'alarmRuleDeleteVehicles',
    method: 'POST',
    module: 'alarm',
    path: '/alarmRule/deleteVehicles',
    access: 'session',
    request: z.strictObject({ type: ruleType, vehicleIds }),
  }),
  alarmRuleVehicleList: endpoint<AlarmRuleVehicleList>()({
    name: 'alarmRuleVehicleList',
    method: 'POST',
    module: 'alarm',
    path: '/alarmRule/vehicleList',
    access: 'session',
    request: z.strictObject({
      type: ruleType,
      curPage: z
        .number({ error: VMSG.required })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall }),
      pageSize: z
        .number({ error: VMSG.required })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall })
        .max(Math.max(...LIMITS.pageSizeOptions), { error: VMSG.tooBig }),
      plate: optionalText(20),
    }),
  }),
} as const;
