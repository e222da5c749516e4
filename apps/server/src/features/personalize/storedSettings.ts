import type { z } from 'zod';
import type { Database } from '../../db/connect';

/** Keys of the per-user settings kept in `user_settings` (JSON values). */
export type UserSettingKey = 'handlingOpinions' | 'track' | 'alarmSound' | 'moduleSort' | `table:${string}`;
/** Keys of the company-wide defaults kept in `company_settings` (group settings). */
export type CompanySettingKey = 'passwordLevel' | 'defaultMapType' | 'handlingOpinions';

function parsed<T>(value: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (value === undefined) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(value));
    // A value stored under older rules that no longer holds counts as not set.
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export async function readUserSetting<T>(
  db: Database,
  userId: number,
  key: UserSettingKey,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const row = await db
    .selectFrom('user_settings')
    .select('value')
    .where('user_id', '=', userId)
    .where('setting_key', '=', key)
    .executeTakeFirst();
  return parsed(row?.value, schema);
}

export async function writeUserSetting(
  db: Database,
  userId: number,
  key: UserSettingKey,
  value: unknown,
): Promise<void> {
  if (value === null) {
    await db
      .deleteFrom('user_settings')
      .where('user_id', '=', userId)
      .where('setting_key', '=', key)
      .execute();
    return;
  }
  const json = JSON.stringify(value);
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, setting_key: key, value: json })
    .onConflict((oc) => oc.columns(['user_id', 'setting_key']).doUpdateSet({ value: json }))
    .execute();
}

export async function readCompanySetting<T>(
  db: Database,
  companyId: number,
  key: CompanySettingKey,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const row = await db
    .selectFrom('company_settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('setting_key', '=', key)
    .executeTakeFirst();
  return parsed(row?.value, schema);
}

export async function writeCompanySetting(
  db: Database,
  companyId: number,
  key: CompanySettingKey,
  value: unknown,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('company_settings')
    .values({ company_id: companyId, setting_key: key, value: json })
    .onConflict((oc) => oc.columns(['company_id', 'setting_key']).doUpdateSet({ value: json }))
    .execute();
}
