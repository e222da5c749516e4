import {
  ALARM_RULES,
  alarmRuleFieldLabel,
  parseAlarmRule,
  type AlarmRuleRecord,
  type AlarmRuleSettings,
  type AlarmRuleType,
  type ENDPOINTS,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { requireAlarmRuleAccess } from './alarmRuleAccess';
import { logOverTempChange } from '../overTemp/logOverTempChange';
import { storedAlarmRule } from './effectiveAlarmRules';
import { recordAlarmRuleChange } from './recordAlarmRuleChange';

/** The audit log names alarm settings `alarmRule:<type>`; record id 0 is the company default. */
const auditName = (type: AlarmRuleType) => `alarmRule:${type}`;

/** The settings through the type's schema, or a code 0 naming the first field that breaks a rule. */
function checkedSettings(t: TFunction, type: AlarmRuleType, value: unknown) {
  const parsed = parseAlarmRule(type, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const reason =
    issue && issue.message.startsWith('validation.') ? translateIssue(t, issue) : t('validation.invalid');
  throw businessFailure('errors.alarmRuleInvalid', {
    field: issue ? alarmRuleFieldLabel(t, issue.path) : t('errors.requestBody'),
    reason,
  });
}

function record(
  type: AlarmRuleType,
  row:
    { settings: string; real_name: string | null; user_name: string | null; updated_at: number } | undefined,
): AlarmRuleRecord | null {
  if (!row) return null;
  const settings = storedAlarmRule(type, row.settings);
  if (!settings) return null;
  return { settings, operator: row.real_name || row.user_name, modifiedAt: Number(row.updated_at) };
}

/** All the given vehicles in the caller's scope, or "not found" (nothing is written). */
async function scopedVehicleIds(db: Database, auth: UserAuth, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('vehicles')
    .select('id')
    .where('id', 'in', unique)
    .where(inScope(auth, 'vehicles'))
    .execute();
  if (rows.length !== unique.length) throw businessFailure('errors.notFound');
  return unique;
}

async function globalRecord(db: Database, auth: UserAuth, type: AlarmRuleType): Promise<AlarmRuleRecord> {
  const row = await db
    .selectFrom('alarm_rule_defaults as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(['r.settings', 'r.updated_at', 'u.real_name', 'u.user_name'])
    .where('r.company_id', '=', auth.companyId)
    .where('r.type', '=', type)
    .executeTakeFirst();
  return record(type, row) ?? { settings: ALARM_RULES[type].defaults, operator: null, modifiedAt: null };
}

export const alarmRuleDetail: EndpointHandler<typeof ENDPOINTS.alarmRuleDetail> = async ({
  db,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  await requireAlarmRuleAccess(auth, input.type, false);
  const global = await globalRecord(db, auth, input.type);
  if (input.vehicleId === undefined)
    return { type: input.type, global, vehicle: null, effective: global.settings };
  const vehicle = await vehicleInScope(db, auth, input.vehicleId);
  const row = await db
    .selectFrom('alarm_rule_vehicles as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(['r.settings', 'r.updated_at', 'u.real_name', 'u.user_name'])
    .where('r.vehicle_id', '=', vehicle.id)
    .where('r.type', '=', input.type)
    .executeTakeFirst();
  const own = record(input.type, row);
  return {
    type: input.type,
    global,
    vehicle: own ? { ...own, vehicleId: vehicle.id, plate: vehicle.plate } : null,
    effective: own?.settings ?? global.settings,
  };
};

export const alarmRuleSaveGlobal: EndpointHandler<typeof ENDPOINTS.alarmRuleSaveGlobal> = async ({
  db,
  deps,
  input,
  t,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  await requireAlarmRuleAccess(auth, input.type, true);
  const settings = checkedSettings(t, input.type, input.settings);
  const now = deps.now();
  const json = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    if (input.type === 'overTemperature')
      await logOverTempChange(trx, { ...auth, now }, null, settings as AlarmRuleSettings<'overTemperature'>);
    await trx
      .insertInto('alarm_rule_defaults')
      .values({
        company_id: auth.companyId,
        type: input.type,
        settings: json,
        updated_by: auth.userId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'type'])
          .doUpdateSet({ settings: json, updated_by: auth.userId, updated_at: now }),
      )
      .execute();
    await recordAlarmRuleChange(trx, auth.companyId, null, now);
    await writeAudit(trx, { auth, now }, auditName(input.type), 0, 'update', { settings: json });
  });
  return { settings, operator: auth.userName, modifiedAt: now };
};

export const alarmRuleSaveVehicles: EndpointHandler<typeof ENDPOINTS.alarmRuleSaveVehicles> = async ({
  db,
  deps,
  input,
  t,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  await requireAlarmRuleAccess(auth, input.type, true);
  const settings = checkedSettings(t, input.type, input.settings);
  const ids = await scopedVehicleIds(db, auth, input.vehicleIds);
  const now = deps.now();
  const json = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    if (input.type === 'overTemperature')
      await logOverTempChange(trx, { ...auth, now }, ids, settings as AlarmRuleSettings<'overTemperature'>);
    for (const vehicleId of ids) {
      await trx
        .insertInto('alarm_rule_vehicles')
        .values({
          vehicle_id: vehicleId,
          type: input.type,
          company_id: auth.companyId,
          settings: json,
          updated_by: auth.userId,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['vehicle_id', 'type'])
            .doUpdateSet({ settings: json, updated_by: auth.userId, updated_at: now }),
        )
        .execute();
      await writeAudit(trx, { auth, now }, auditName(input.type), vehicleId, 'update', { settings: json });
    }
    await recordAlarmRuleChange(trx, auth.companyId, ids, now);
  });
  return { saved: ids.length };
};

export const alarmRuleDeleteVehicles: EndpointHandler<typeof ENDPOINTS.alarmRuleDeleteVehicles> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  await requireAlarmRuleAccess(auth, input.type, true);
  const ids = await scopedVehicleIds(db, auth, input.vehicleIds);
  const now = deps.now();
  const deleted = await db.transaction().execute(async (trx) => {
    if (input.type === 'overTemperature') await logOverTempChange(trx, { ...auth, now }, ids, null);
    const gone = await trx
      .deleteFrom('alarm_rule_vehicles')
      .where('vehicle_id', 'in', ids)
      .where('type', '=', input.type)
      .returning('vehicle_id')
      .execute();
    for (const { vehicle_id } of gone)
      await writeAudit(trx, { auth, now }, auditName(input.type), vehicle_id, 'delete', {});
    if (gone.length > 0)
      await recordAlarmRuleChange(
        trx,
        auth.companyId,
        gone.map((g) => g.vehicle_id),
        now,
      );
    return gone.length;
  });
  return { deleted };
};

export const alarmRuleVehicleList: EndpointHandler<typeof ENDPOINTS.alarmRuleVehicleList> = async ({
  db,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  await requireAlarmRuleAccess(auth, input.type, false);
  let query = db
    .selectFrom('alarm_rule_vehicles as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .where('r.type', '=', input.type)
    .where(inScope(auth, 'vehicles', 'v'));
  if (input.plate !== '') query = query.where(containsText('v.plate', input.plate));
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await query
    .select([
      'r.vehicle_id',
      'v.plate',
      'd.name as department_name',
      'r.settings',
      'r.updated_at',
      'u.real_name',
      'u.user_name',
    ])
    .orderBy('v.plate')
    .orderBy('r.vehicle_id')
    .limit(input.pageSize)
    .offset((input.curPage - 1) * input.pageSize)
    .execute();
  return {
    totalRecords: Number(total?.n ?? 0),
    data: rows.flatMap((row) => {
      const saved = record(input.type, row);
      return saved
        ? [{ ...saved, vehicleId: row.vehicle_id, plate: row.plate, departmentName: row.department_name }]
        : [];
    }),
  };
};
