import {
  expiryReminderPage,
  FLEET_COST_PAGES,
  firstReminderDays,
  type ENDPOINTS,
  type ExpiryReminderKind,
} from '@roadwatch/core';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { readSetting } from './expiryReminderStore';
import { businessSharedChoices } from './vehicleChoices';

/** The caller holds `operation` (a page or `<page>:<action>`), else 403. */
export async function requireOperation(auth: UserAuth, operation: string): Promise<void> {
  if (!(await auth.operations()).has(operation)) throw new ApiFailure(403, 'errors.noPermission');
}

const pageOf = (kind: ExpiryReminderKind) => expiryReminderPage(kind);

/** The caller's company setting of one kind; readers of that kind's page. */
export const expiryReminderGet: EndpointHandler<typeof ENDPOINTS.expiryReminderGet> = async (ctx) => {
  const auth = requireUser(ctx);
  await requireOperation(auth, pageOf(ctx.input.kind));
  return readSetting(ctx.db, auth.companyId, ctx.input.kind);
};

/**
 * Saves the setting of one kind (`<page>:update`); every contact must be a user of the caller's company in the
 * caller's scope. One row per company and kind, replaced in one transaction with its audit row.
 */
export const expiryReminderSave: EndpointHandler<typeof ENDPOINTS.expiryReminderSave> = async (ctx) => {
  const auth = requireUser(ctx);
  const s = ctx.input;
  await requireOperation(auth, `${pageOf(s.kind)}:update`);
  const now = ctx.deps.now();
  await ctx.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', s.contactIds)
      .where(inScope(auth, 'users'))
      .execute();
    if (found.length !== s.contactIds.length) throw businessFailure('errors.reminderContactNotFound');
    const columns = {
      enabled: s.enabled ? 1 : 0,
      days_before: JSON.stringify([...s.daysBefore].sort((a, b) => b - a)),
      first_reminder_days: firstReminderDays(s),
      km_before: JSON.stringify([...s.kmBefore].sort((a, b) => b - a)),
      methods: JSON.stringify(s.methods),
      contact_ids: JSON.stringify(s.contactIds),
      modified_by: auth.userId,
      modified_at: now,
    };
    const existing = await trx
      .selectFrom('expiry_reminder_settings')
      .select('id')
      .where('company_id', '=', auth.companyId)
      .where('kind', '=', s.kind)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      await trx.updateTable('expiry_reminder_settings').set(columns).where('id', '=', existing.id).execute();
      id = existing.id;
    } else {
      const row = await trx
        .insertInto('expiry_reminder_settings')
        .values({ company_id: auth.companyId, kind: s.kind, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await writeAudit(trx, { auth, now }, pageOf(s.kind), id, 'update', s);
  });
  return { saved: true };
};

/** Vehicles (axles, odometer) and drivers in scope for the forms, and the users of the caller's scope a reminder may notify. */
export const fleetCostOptions: EndpointHandler<typeof ENDPOINTS.fleetCostOptions> = async (ctx) => {
  const auth = requireUser(ctx);
  const held = await auth.operations();
  if (!FLEET_COST_PAGES.some((page) => held.has(page))) throw new ApiFailure(403, 'errors.noPermission');
  const [vehicles, sharedVehicles, drivers, users] = await Promise.all([
    ctx.db
      .selectFrom('vehicles')
      .leftJoin('vehicle_states as vs', 'vs.vehicle_id', 'vehicles.id')
      .select([
        'vehicles.id as id',
        'vehicles.plate as plate',
        'vehicles.axles as axles',
        'vs.mileage_km as odometerKm',
      ])
      .where(inScope(auth, 'vehicles'))
      .orderBy('plate')
      .execute(),
    businessSharedChoices(ctx.db, auth, ctx.deps.now()),
    ctx.db
      .selectFrom('drivers')
      .select(['id', 'name'])
      .where(inScope(auth, 'drivers'))
      .orderBy('name')
      .execute(),
    ctx.db
      .selectFrom('users')
      .select(['id', 'user_name', 'real_name', 'email'])
      .where(inScope(auth, 'users'))
      .where('disabled', '=', 0)
      .orderBy('id')
      .execute(),
  ]);
  return {
    vehicles: vehicles.map((v) => ({
      id: v.id,
      plate: v.plate,
      axles: v.axles,
      odometerKm: v.odometerKm === null ? null : Number(v.odometerKm),
    })),
    sharedVehicles,
    drivers: drivers.map((d) => ({ id: d.id, name: d.name })),
    contacts: users.map((u) => ({ id: u.id, name: u.real_name || u.user_name, email: u.email })),
  };
};

export const fleetCostHandlers = { expiryReminderGet, expiryReminderSave, fleetCostOptions };
