import { opinionPresets } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import { handleIdeas } from '../alarmHandling/handlingAccess';
import { readCompanySetting, readUserSetting } from './storedSettings';

export interface OpinionPresets {
  opinions: string[];
  own: boolean;
}

/**
 * The handling opinions the alarm dialog offers a user: their own presets, else their company's (group settings),
 * else the built-in ones for what the alarm is about, in the user's language.
 */
export async function opinionPresetsFor(
  db: Database,
  user: { userId: number; companyId: number },
  t: TFunction,
  firstType: number,
): Promise<OpinionPresets> {
  const own = await readUserSetting(db, user.userId, 'handlingOpinions', opinionPresets);
  if (own) return { opinions: own, own: true };
  const company = await readCompanySetting(db, user.companyId, 'handlingOpinions', opinionPresets);
  return { opinions: company ?? handleIdeas(t, firstType), own: false };
}
