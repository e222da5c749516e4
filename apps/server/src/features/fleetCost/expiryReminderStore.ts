import { expiryReminderSave, type ExpiryReminderKind, type ExpiryReminderSetting } from '@roadwatch/core';
import type { Database } from '../../db/connect';

interface SettingRow {
  kind: string;
  enabled: number;
  days_before: string;
  km_before: string;
  methods: string;
  contact_ids: string;
}

/** A stored setting, checked again by the core schema (a row that no longer passes is treated as none). */
export function settingOf(row: SettingRow): ExpiryReminderSetting | null {
  try {
    const parsed = expiryReminderSave.safeParse({
      kind: row.kind,
      enabled: row.enabled === 1,
      daysBefore: JSON.parse(row.days_before) as unknown,
      kmBefore: JSON.parse(row.km_before) as unknown,
      methods: JSON.parse(row.methods) as unknown,
      contactIds: JSON.parse(row.contact_ids) as unknown,
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function readSetting(
  db: Database,
  companyId: number,
  kind: ExpiryReminderKind,
): Promise<ExpiryReminderSetting | null> {
  const row = await db
    .selectFrom('expiry_reminder_settings')
    .select(['kind', 'enabled', 'days_before', 'km_before', 'methods', 'contact_ids'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? settingOf(row) : null;
}

/** Every enabled setting of every company (what a reminder run works through). */
export async function enabledSettings(
  db: Database,
): Promise<{ companyId: number; setting: ExpiryReminderSetting }[]> {
  const rows = await db
    .selectFrom('expiry_reminder_settings')
    .select(['company_id', 'kind', 'enabled', 'days_before', 'km_before', 'methods', 'contact_ids'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const setting = settingOf(row);
    return setting ? [{ companyId: row.company_id, setting }] : [];
  });
}
