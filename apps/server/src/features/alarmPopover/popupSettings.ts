import type { Flag } from '@roadwatch/core';
import type { Database } from '../../db/connect';

export interface PopupSettings {
  popUpAlarm: Flag;
  popUpException: Flag;
}

/** The user's popup preferences (1 = switched off); popups show until the user switches them off. */
export async function loadPopupSettings(db: Database, userId: number): Promise<PopupSettings> {
  const row = await db
    .selectFrom('user_popup_settings')
    .select(['pop_up_alarm', 'pop_up_exception'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    popUpAlarm: row?.pop_up_alarm === 1 ? 1 : 0,
    popUpException: row?.pop_up_exception === 1 ? 1 : 0,
  };
}
