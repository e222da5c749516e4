import { z } from 'zod';
import type { Database } from '../../db/connect';
import { readUserSetting } from './storedSettings';

const soundSchema = z.object({
  alarmSound: z.union([z.literal(0), z.literal(1)]),
  exceptionSound: z.union([z.literal(0), z.literal(1)]),
});
export type AlarmSound = z.infer<typeof soundSchema>;

/** Whether the header plays a sound for new alarms and exceptions (on until the user switches it off). */
export async function alarmSoundFor(db: Database, userId: number): Promise<AlarmSound> {
  return (
    (await readUserSetting(db, userId, 'alarmSound', soundSchema)) ?? { alarmSound: 1, exceptionSound: 1 }
  );
}
