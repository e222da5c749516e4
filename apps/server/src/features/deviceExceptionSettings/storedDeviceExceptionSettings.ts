import { deviceExceptionSettingsSchema, type DeviceExceptionSettings } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/** Saved settings read back through the schema; null when the text no longer passes it (defaults apply). */
export function storedDeviceExceptionSettings(text: string): DeviceExceptionSettings | null {
  try {
    const parsed = deviceExceptionSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The saved settings of the given companies (a company without any is missing from the map). */
export async function loadDeviceExceptionSettings(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, DeviceExceptionSettings>> {
  const out = new Map<number, DeviceExceptionSettings>();
  const unique = [...new Set(companyIds)];
  if (unique.length === 0) return out;
  const rows = await db
    .selectFrom('device_exception_settings')
    .select(['company_id', 'settings'])
    .where('company_id', 'in', unique)
    .execute();
  for (const row of rows) {
    const settings = storedDeviceExceptionSettings(row.settings);
    if (settings) out.set(row.company_id, settings);
  }
  return out;
}
