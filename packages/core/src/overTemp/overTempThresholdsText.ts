import type { TFunction } from 'i18next';
import type { OverTempThresholds } from './overTempThresholds';

const bound = (t: TFunction, value: number | null) =>
  value === null ? t('eventReports.tempSetting.probeOwn') : t('overTemp.words.celsius', { value });

/**
 * An over-temperature setting in one line for every probe of the vehicle ("Lower −20 °C, upper −15 °C, for 60 s"),
 * or that its alarm is off.
 */
export function overTempThresholdsText(t: TFunction, thresholds: OverTempThresholds): string {
  if (!thresholds.enabled) return t('eventReports.tempSetting.off');
  return t('eventReports.tempSetting.thresholds', {
    min: bound(t, thresholds.minC),
    max: bound(t, thresholds.maxC),
    sustain: t('overTemp.words.seconds', { value: thresholds.sustainS }),
  });
}
