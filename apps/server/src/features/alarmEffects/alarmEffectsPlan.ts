import {
  ALARM_RULE_LIMITS,
  alarmRuleTypeOf,
  inAlarmPeriods,
  type AlarmCapture,
  type AlarmNoticeInput,
  type AlarmRuleType,
} from '@roadwatch/core';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';

/** Why an alarm's setting asks for nothing at the alarm's time. */
export type EffectsSkip = 'disabled' | 'outsidePeriods';

export interface AlarmEffectsPlan {
  ruleType: AlarmRuleType;
  skip: EffectsSkip | null;
  /** The console pops it up / speaks it: the setting's platformDisplay / alarmSound, never for a skipped alarm. */
  display: boolean;
  sound: boolean;
  /** Contacts to tell or a cab text to show: the notifier's input without the place (filled in later). */
  notice: Omit<AlarmNoticeInput, 'alarm'> | null;
  /** Flash capture on, with at least one channel. */
  capture: AlarmCapture | null;
}

/**
 * What an opened alarm's setting asks for: nothing when no setting governs its type; nothing but the reason when
 * the setting is off or the alarm began outside its valid periods (China time), which also keeps it from popping
 * up or sounding in the console; else the notices, the capture and whether the console shows and sounds it.
 * Reminders: the setting counts every notice, so `reminders` 3 is the first notice and two repeats. A zone or line
 * rule's own custom notice (`ruleNotice`) is shown in the cab when the type's setting has no cab text of its own.
 */
export function planAlarmEffects(alarm: OpenedAlarm, ruleNotice = ''): AlarmEffectsPlan | null {
  const ruleType = alarmRuleTypeOf(alarm.firstType, alarm.secondType);
  if (!ruleType) return null;
  const rule = alarm.alarmRules[ruleType];
  const skip: EffectsSkip | null = !rule.enabled
    ? 'disabled'
    : inAlarmPeriods(rule.periods, alarm.beginTime)
      ? null
      : 'outsidePeriods';
  if (skip) return { ruleType, skip, display: false, sound: false, notice: null, capture: null };

  const { notification, terminalNotice, capture } = rule;
  const tellContacts = notification.methods.length > 0 && rule.contacts.length > 0;
  const cabText =
    terminalNotice.enabled && terminalNotice.text.trim() !== ''
      ? { mode: terminalNotice.mode, text: terminalNotice.text }
      : ruleNotice.trim() !== ''
        ? { mode: 'text' as const, text: ruleNotice.trim() }
        : null;
  const cab = cabText !== null;
  const repeats = Math.min(notification.reminders, ALARM_RULE_LIMITS.remindersMax) - 1;
  const notice: AlarmEffectsPlan['notice'] =
    tellContacts || cab
      ? {
          contacts: tellContacts
            ? rule.contacts.map((c) => ({
                name: c.name,
                phone: c.phone,
                ...(c.email ? { email: c.email } : {}),
              }))
            : [],
          methods: tellContacts ? [...notification.methods] : [],
          ...(cabText ? { terminalNotice: cabText } : {}),
          ...(repeats > 0
            ? { reminders: { count: repeats, intervalMinutes: ALARM_RULE_LIMITS.reminderIntervalMinutes } }
            : {}),
          perVehiclePerDayMax: notification.perVehiclePerDayMax,
        }
      : null;
  return {
    ruleType,
    skip: null,
    display: rule.platformDisplay,
    sound: rule.alarmSound,
    notice,
    capture: capture.enabled && capture.channels.length > 0 ? capture : null,
  };
}
