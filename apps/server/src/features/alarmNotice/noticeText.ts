import { DEFAULT_LANGUAGE, formatChinaTime, type AlarmNoticeInput, type Language } from '@roadwatch/core';
import { createI18n } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';
import { alarmName, levelName } from '../alarmHandling/alarmNames';

export interface NoticeMessage {
  subject: string;
  text: string;
}

const translators = new Map<Language, TFunction>();
function translatorFor(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language).t;
    translators.set(language, t);
  }
  return t;
}

/**
 * The text of an alarm's notice (round 0) or of its n-th reminder, in the company's language: plate, alarm type,
 * level, place and the alarm's start in China time.
 */
export function noticeText(
  alarm: AlarmNoticeInput['alarm'],
  round: number,
  language: Language = DEFAULT_LANGUAGE,
): NoticeMessage {
  const t = translatorFor(language);
  const params = {
    plate: alarm.plate,
    type: alarmName(t, alarm.firstType, alarm.secondType),
    level: levelName(t, alarm.level),
    place: alarm.placeName.trim() || t('alarmNotice.placeUnknown'),
    time: formatChinaTime(alarm.beginTime),
    round,
  };
  return round === 0
    ? { subject: t('alarmNotice.subject', params), text: t('alarmNotice.text', params) }
    : { subject: t('alarmNotice.reminderSubject', params), text: t('alarmNotice.reminderText', params) };
}
