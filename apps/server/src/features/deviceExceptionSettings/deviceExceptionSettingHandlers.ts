import {
  DEFAULT_DEVICE_EXCEPTION_SETTINGS,
  deviceExceptionSettingKeys,
  deviceExceptionSettingsSchema,
  settingIssueParams,
  type DeviceExceptionSettingsRecord,
  type ENDPOINTS,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import { recordAlarmRuleChange } from '../alarmRules/recordAlarmRuleChange';
import { storedDeviceExceptionSettings } from './storedDeviceExceptionSettings';

async function recordOf(db: Database, companyId: number): Promise<DeviceExceptionSettingsRecord> {
  const row = await db
    .selectFrom('device_exception_settings as s')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select(['s.settings', 's.updated_at', 'u.real_name', 'u.user_name'])
    .where('s.company_id', '=', companyId)
    .executeTakeFirst();
  const settings = row ? storedDeviceExceptionSettings(row.settings) : null;
  if (!row || !settings)
    return { settings: DEFAULT_DEVICE_EXCEPTION_SETTINGS, operator: null, modifiedAt: null };
  return { settings, operator: row.real_name || row.user_name, modifiedAt: Number(row.updated_at) };
}

export const deviceExceptionSettingGet: EndpointHandler<typeof ENDPOINTS.deviceExceptionSettingGet> = async ({
  db,
  ...ctx
}) => recordOf(db, requireUser(ctx).companyId);

export const deviceExceptionSettingSave: EndpointHandler<
  typeof ENDPOINTS.deviceExceptionSettingSave
> = async ({ db, deps, input, t, ...ctx }) => {
  const auth = requireUser(ctx);
  const parsed = deviceExceptionSettingsSchema.safeParse(input.settings);
  if (!parsed.success)
    throw businessFailure(
      'errors.alarmRuleInvalid',
      settingIssueParams(t, parsed.error, deviceExceptionSettingKeys, 'terminalReminders.fields.item'),
    );
  const now = deps.now();
  const json = JSON.stringify(parsed.data);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('device_exception_settings')
      .values({ company_id: auth.companyId, settings: json, updated_by: auth.userId, updated_at: now })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ settings: json, updated_by: auth.userId, updated_at: now }),
      )
      .execute();
    // The pipeline reloads the company's vehicles from the alarm-settings change feed.
    await recordAlarmRuleChange(trx, auth.companyId, null, now);
    await writeAudit(trx, { auth, now }, 'deviceExceptionSettings', 0, 'update', { settings: json });
  });
  return recordOf(db, auth.companyId);
};

export const deviceExceptionSettingHandlers = { deviceExceptionSettingGet, deviceExceptionSettingSave };
