import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import type { AreaShape } from '../mapElement/mapFields';

export interface RuleOption {
  id: number;
  name: string;
}

/** What the rule forms choose from: the caller's areas (not administrative regions), lines and vehicles. */
export interface AlarmRuleOptions {
  areas: (RuleOption & { shape: AreaShape })[];
  lines: RuleOption[];
  vehicles: RuleOption[];
}

export const zoneAlarmEndpoints = {
  zoneAlarmOptions: endpoint<AlarmRuleOptions>()({
    name: 'zoneAlarmOptions',
    method: 'GET',
    module: 'alarm',
    path: '/zoneAlarm/options',
    access: { operationId: 'zoneAlarmSet' },
    request: z.strictObject({}),
  }),
  lineAlarmOptions: endpoint<AlarmRuleOptions>()({
    name: 'lineAlarmOptions',
    method: 'GET',
    module: 'alarm',
    path: '/lineAlarm/options',
    access: { operationId: 'lineAlarmSet' },
    request: z.strictObject({}),
  }),
} as const;
