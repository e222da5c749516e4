import {
  ACTIVE_SAFETY_EVENT_KIND,
  ALARM_ICON_TYPES,
  type AlarmIconType,
  type RiskKindName,
} from '@roadwatch/core';

/** The seven driver-risk kinds in display order. */
export const RISK_KINDS = Object.keys(ACTIVE_SAFETY_EVENT_KIND) as RiskKindName[];

/** Icon types (active-safety second_type) that count as one of the seven kinds, with their kind. */
export const RISK_KIND_OF_ICON = new Map<number, RiskKindName>(
  (Object.entries(ALARM_ICON_TYPES) as [string, (typeof ALARM_ICON_TYPES)[AlarmIconType]][])
    .filter(([, icon]) => icon.riskKind !== 'other')
    .map(([type, icon]) => [Number(type), icon.riskKind as RiskKindName]),
);

export const RISK_ICON_TYPES = [...RISK_KIND_OF_ICON.keys()];

/** Icon types counted as fatigue on the supervision board (with the device fatigue-driving alarm). */
export const FATIGUE_ICON_TYPES = RISK_ICON_TYPES.filter((t) => RISK_KIND_OF_ICON.get(t) === 'fatigue');

export function zeroByKind<T>(make: () => T): Record<RiskKindName, T> {
  return Object.fromEntries(RISK_KINDS.map((k) => [k, make()])) as Record<RiskKindName, T>;
}
