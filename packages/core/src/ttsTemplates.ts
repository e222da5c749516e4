import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  SPEED_ALARM,
  alarmIconTypeOf,
  type AlarmIconKey,
  type DeviceAlarmKindName,
} from './alarmCatalogue';

/**
 * The built-in TTS reminders, in the order the TTS box offers them; texts in `voice.templates.<key>`
 * (fatigue, phone, seat belt, following distance, speeding).
 */
export const TTS_TEMPLATE_KEYS = ['t1', 't2', 't3', 't4', 't5'] as const;
export type TtsTemplateKey = (typeof TTS_TEMPLATE_KEYS)[number];

const ACTIVE_SAFETY: Partial<Record<AlarmIconKey, TtsTemplateKey>> = {
  fatigue: 't1',
  yawn: 't1',
  continuousDrivingTimeout: 't1',
  phone: 't2',
  seatBelt: 't3',
  closeFollowing: 't4',
  forwardCollision: 't4',
  roadSignOverspeed: 't5',
  overspeed: 't5',
};

const DEVICE: Partial<Record<DeviceAlarmKindName, TtsTemplateKey>> = {
  fatigueDriving: 't1',
  fatigueDrivingWarning: 't1',
  dailyDrivingTimeout: 't1',
  collisionWarning: 't4',
  overspeed: 't5',
  overspeedWarning: 't5',
};

const BY_TYPE = new Map<string, TtsTemplateKey>([
  ...Object.entries(ACTIVE_SAFETY).map(
    ([key, template]) =>
      [`${ALARM_FIRST_TYPE.activeSafety}:${alarmIconTypeOf(key as AlarmIconKey)}`, template] as const,
  ),
  ...Object.entries(DEVICE).map(
    ([name, template]) =>
      [`${ALARM_FIRST_TYPE.device}:${DEVICE_ALARM_KIND[name as DeviceAlarmKindName]}`, template] as const,
  ),
  [`${ALARM_FIRST_TYPE.speed}:${SPEED_ALARM.overspeed}`, 't5'],
]);

/**
 * The reminder that fits an alarm (first and second type), or null when none does: the TTS box starts with it,
 * so a lane change or a distraction is never answered with the fatigue reminder.
 */
export function ttsTemplateKeyOf(firstType: number, secondType: number): TtsTemplateKey | null {
  return BY_TYPE.get(`${firstType}:${secondType}`) ?? null;
}
