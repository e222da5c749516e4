import { ALARM_FIRST_TYPE, type AlarmClass } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';
import type { UserAuth } from '../../scope/authContext';
import { ALARM_CLASS_PAGES } from '../alarmPopover/alarmShellAccess';
import type { RowPermissions } from './alarmQuery';

/** What the caller may do with alarms of one class: `<page>:handle`, `<page>:ignore`. */
export async function rowPermissions(user: UserAuth, alarmClass: AlarmClass): Promise<RowPermissions> {
  const ops = await user.operations();
  const page = ALARM_CLASS_PAGES[alarmClass];
  return { canHandle: ops.has(`${page}:handle`), canIgnore: ops.has(`${page}:ignore`) };
}

type PresetTopic = Extract<keyof (typeof resources)['zh-CN']['handling']['presets'], string>;

function presetTopic(firstType: number): PresetTopic {
  if (firstType === ALARM_FIRST_TYPE.temperature) return 'temperature';
  if (firstType === ALARM_FIRST_TYPE.device) return 'device';
  return 'driving';
}

/** alarmHandleIdeas: the preset opinions for what the alarm is about, in the caller's language. */
export function handleIdeas(t: TFunction, firstType: number): string[] {
  const topic = presetTopic(firstType);
  return Object.keys(resources['zh-CN'].handling.presets[topic]).map((key) =>
    t(`handling.presets.${topic}.${key}`),
  );
}
