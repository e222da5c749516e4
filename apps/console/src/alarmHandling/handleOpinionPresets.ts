/** Presets offered by the batch dialog (the driving topic's, by i18n key under `handling.presets`). */
export const HANDLE_OPINION_PRESETS = [
  'driving.called',
  'driving.reminded',
  'driving.resting',
  'driving.falseAlarm',
  'driving.escalated',
] as const;
