import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { MAIN_MENU } from '../catalogue/menuCatalogue';
import { LIMITS, MAP_TYPES } from '../constants';
import type { UserTrackSettings } from '../types/settings';
import { optionalEmail, plainText } from '../validators/formats';
import { VMSG } from '../validators/messages';

/** Most handling-opinion presets a user or a company keeps. */
export const OPINION_PRESETS_MAX = 10;

const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });
const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });
const color = z.string({ error: VMSG.invalid }).regex(/^#[0-9a-fA-F]{6}$/, { error: VMSG.invalid });

/** The presets the alarm dialog offers: 1–10 opinions, each not blank and at most 200 characters. */
export const opinionPresets = z
  .array(
    z
      .string({ error: VMSG.invalid })
      .trim()
      .min(1, { error: VMSG.opinionRequired })
      .max(LIMITS.opinionMax, { error: VMSG.tooLong }),
    { error: VMSG.invalid },
  )
  .min(1, { error: VMSG.required })
  .max(OPINION_PRESETS_MAX, { error: VMSG.tooBig });

/**
 * Track display (replay line): one colour, or coloured by speed band — ascending thresholds in km/h and one
 * colour more than thresholds (below the first, between each, above the last).
 */
export const trackSettings = z
  .strictObject({
    replayLineColorType: flag,
    replayLineColor: color,
    replaySplitLineColor: z.string({ error: VMSG.invalid }).max(200, { error: VMSG.tooLong }),
    replayLineWidth: int(1, 20),
    replaySpeed: z.string({ error: VMSG.invalid }).max(100, { error: VMSG.tooLong }),
    mapType: int(0, MAP_TYPES.length - 1),
  })
  .superRefine((v, ctx) => {
    const speeds = v.replaySpeed.split(',').map((s) => Number(s.trim()));
    if (
      speeds.some((s) => !Number.isInteger(s) || s < 1 || s > 250) ||
      speeds.some((s, i) => i > 0 && s <= speeds[i - 1]!)
    )
      ctx.addIssue({ code: 'custom', path: ['replaySpeed'], message: VMSG.speedBands, input: v.replaySpeed });
    const colors = v.replaySplitLineColor.split(',').map((c) => c.trim());
    if (colors.length !== speeds.length + 1 || colors.some((c) => !/^#[0-9a-fA-F]{6}$/.test(c)))
      ctx.addIssue({
        code: 'custom',
        path: ['replaySplitLineColor'],
        message: VMSG.bandColors,
        input: v.replaySplitLineColor,
      });
  });

const TOP_MENU_KEYS = MAIN_MENU.map((m) => m.key) as [string, ...string[]];

export interface PersonalSettings {
  base: {
    userName: string;
    realName: string;
    phone: string;
    email: string;
    departmentName: string;
    roleName: string;
  };
  handlingOpinions: string[];
  /** Whether the opinions are the user's own (else the company's, else the built-in ones). */
  ownOpinions: boolean;
  track: UserTrackSettings;
  alarm: { popUpAlarm: 0 | 1; popUpException: 0 | 1; alarmSound: 0 | 1; exceptionSound: 0 | 1 };
  /** Top menus in the user's order. */
  moduleSort: string[];
}

export interface GroupSettings {
  /** Password strength new sub-users must reach: 1 weak, 2 medium, 3 strong. */
  passwordLevel: 1 | 2 | 3;
  defaultMapType: number;
  handlingOpinions: string[];
}

/** personalize/setting/*: the signed-in user's own settings, and the company's defaults (group settings). */
export const personalSettingEndpoints = {
  personalSettingGet: endpoint<PersonalSettings>()({
    name: 'personalSettingGet',
    method: 'GET',
    module: 'personalize',
    path: '/personal',
    access: { operationId: 'personalSetting' },
    request: z.strictObject({}),
  }),
  personalBaseSave: endpoint<null>()({
    name: 'personalBaseSave',
    method: 'POST',
    module: 'personalize',
    path: '/personal/base',
    access: { operationId: 'personalSetting' },
    request: z.strictObject({
      realName: plainText(32),
      phone: z
        .string({ error: VMSG.invalid })
        .trim()
        .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), { error: VMSG.mobilePhone })
        .default(''),
      email: optionalEmail,
    }),
  }),
  handlingOpinionsSave: endpoint<null>()({
    name: 'handlingOpinionsSave',
    method: 'POST',
    module: 'personalize',
    path: '/personal/handlingOpinions',
    access: { operationId: 'personalSetting:handlingOpinions' },
    /** An empty list goes back to the company's presets. */
    request: z.strictObject({
      opinions: z.union([z.array(z.never()).length(0), opinionPresets], { error: VMSG.invalid }),
    }),
  }),
  trackSettingsSave: endpoint<null>()({
    name: 'trackSettingsSave',
    method: 'POST',
    module: 'personalize',
    path: '/personal/track',
    access: { operationId: 'personalSetting' },
    request: trackSettings,
  }),
  alarmSettingsSave: endpoint<null>()({
    name: 'alarmSettingsSave',
    method: 'POST',
    module: 'personalize',
    path: '/personal/alarm',
    access: { operationId: 'personalSetting' },
    request: z.strictObject({
      popUpAlarm: flag,
      popUpException: flag,
      alarmSound: flag,
      exceptionSound: flag,
    }),
  }),
  moduleSortSave: endpoint<null>()({
    name: 'moduleSortSave',
    method: 'POST',
    module: 'personalize',
    path: '/personal/moduleSort',
    access: { operationId: 'personalSetting' },
    request: z.strictObject({
      menuKeys: z
        .array(z.enum(TOP_MENU_KEYS, { error: VMSG.menuKey }), { error: VMSG.invalid })
        .max(TOP_MENU_KEYS.length, { error: VMSG.tooBig })
        .refine((keys) => new Set(keys).size === keys.length, { error: VMSG.duplicateValue }),
    }),
  }),
  groupSettingGet: endpoint<GroupSettings>()({
    name: 'groupSettingGet',
    method: 'GET',
    module: 'personalize',
    path: '/group',
    access: { operationId: 'groupSetting' },
    request: z.strictObject({}),
  }),
  groupSettingSave: endpoint<null>()({
    name: 'groupSettingSave',
    method: 'POST',
    module: 'personalize',
    path: '/group',
    access: { operationId: 'groupSetting:update' },
    request: z.strictObject({
      passwordLevel: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: VMSG.invalid }),
      defaultMapType: int(0, MAP_TYPES.length - 1),
      handlingOpinions: opinionPresets,
    }),
  }),
} as const;
