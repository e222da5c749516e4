import { describe, expect, it } from 'vitest';
import { DEVICE_EXCEPTION_SETTING_TYPES } from '../deviceExceptionSettings/deviceExceptionSettings';
import { createI18n, keyPaths, resources } from '../i18n';
import {
  settingFieldLabel,
  terminalReminderKeys,
  deviceExceptionSettingKeys,
} from '../validators/settingIssue';
import {
  REMINDER_SEND_OUTCOMES,
  TERMINAL_REMINDER_KINDS,
  TERMINAL_REMINDER_MODES,
  reminderDueOn,
  terminalReminderSchema,
} from './terminalReminder';

const base = {
  name: '早班',
  kind: 'daily',
  text: '请系好安全带',
  mode: 'text',
  times: ['08:00'],
  allVehicles: true,
  vehicleIds: [],
  regions: [],
  startDate: null,
  endDate: null,
  enabled: true,
};

describe('terminal reminders', () => {
  it('turns quotes and angle brackets into spaces before counting the text', () => {
    const parsed = terminalReminderSchema.parse({ ...base, text: `${'字'.repeat(48)}"<` });
    expect(parsed.text).toBe('字'.repeat(48));
  });

  it('sends a weather warning only on the China days of its range, the others every day', () => {
    const weather = { kind: 'weather' as const, startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(reminderDueOn(weather, '2026-11-30')).toBe(false);
    expect(reminderDueOn(weather, '2026-12-01')).toBe(true);
    expect(reminderDueOn(weather, '2026-12-03')).toBe(true);
    expect(reminderDueOn(weather, '2026-12-04')).toBe(false);
    expect(reminderDueOn({ kind: 'daily', startDate: null, endDate: null }, '2026-12-04')).toBe(true);
  });

  it('has words for every field, kind, mode and outcome in both languages', () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const t = createI18n(lang).t;
      const words = resources[lang].terminalReminders;
      for (const kind of TERMINAL_REMINDER_KINDS) expect(words.kinds[kind]).not.toBe('');
      for (const mode of TERMINAL_REMINDER_MODES) expect(words.modes[mode]).not.toBe('');
      for (const outcome of REMINDER_SEND_OUTCOMES) expect(words.outcomes[outcome]).not.toBe('');
      for (const field of Object.keys(terminalReminderSchema.shape))
        expect(settingFieldLabel(t, [field], terminalReminderKeys, 'terminalReminders.fields.item')).toBe(
          (words.fields as Record<string, string>)[field] ?? field,
        );
      for (const type of DEVICE_EXCEPTION_SETTING_TYPES)
        expect(
          settingFieldLabel(
            t,
            [type, 'minutes'],
            deviceExceptionSettingKeys,
            'terminalReminders.fields.item',
          ),
        ).toBe(
          `${resources[lang].deviceExceptionSettings.types[type]} › ${resources[lang].deviceExceptionSettings.minutes}`,
        );
    }
    expect(keyPaths(resources['en-US'].terminalReminders)).toEqual(
      keyPaths(resources['zh-CN'].terminalReminders),
    );
    expect(keyPaths(resources['en-US'].deviceExceptionSettings)).toEqual(
      keyPaths(resources['zh-CN'].deviceExceptionSettings),
    );
  });
});
