import type { PartnerState, ShareState } from '@roadwatch/core';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, vehiclesOf } from '../fleetCost/fleetCostWorld';

/** 2030-01-01 08:00 China time: far from the demo tracks the seed writes around the real clock. */
export const T0 = Date.parse('2030-01-01T08:00:00+08:00');
export const HOUR = 3_600_000;
/** A company with no users, paired by hand with the demo company (a second partner for repeatability). */
export const THIRD = 3;

/** The app on a clock the test moves, both demo companies signed in, and a third company to share with. */
export async function partnerShareWorld() {
  const clock = { now: T0 };
  const t: TestApp = await startTestApp({ config: { now: () => clock.now } });
  const api = apiOf(t);
  const first = (await loginAs(t.app, 'admin')).token;
  const second = (await loginAs(t.app, 'other_admin')).token;
  const vehicles = await vehiclesOf(t, 1, 3);
  await t.db.insertInto('companies').values({ id: THIRD, name: '第三物流', created_at: T0 }).execute();
  return { t, api, clock, first, second, vehicles };
}

export type World = Awaited<ReturnType<typeof partnerShareWorld>>;

/** A relation between the demo company (1) and `partner`, in `state`, written directly (arranging a test). */
export async function relationIn(w: World, state: PartnerState, partner = 2, requester = 1): Promise<number> {
  const row = await w.t.db
    .insertInto('partner_relations')
    .values({
      requester_company_id: requester,
      partner_company_id: partner,
      state,
      created_at: w.clock.now,
      created_by: 1,
      modified_at: w.clock.now,
      modified_by: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes every relation of the demo company so a test starts without open ones. */
export async function closeRelations(w: World): Promise<void> {
  await w.t.db.updateTable('vehicle_shares').set({ state: 'cancelled' }).execute();
  await w.t.db.updateTable('partner_relations').set({ state: 'terminated' }).execute();
}

/** A share of `vehicleId` under `relationId`, stored as given, its window relative to the clock in hours. */
export async function shareIn(
  w: World,
  relationId: number,
  vehicleId: number,
  state: ShareState,
  fromHours: number,
  toHours: number,
  partner = 2,
): Promise<number> {
  const row = await w.t.db
    .insertInto('vehicle_shares')
    .values({
      relation_id: relationId,
      owner_company_id: 1,
      partner_company_id: partner,
      vehicle_id: vehicleId,
      kind: 'monitor',
      state,
      start_at: w.clock.now + fromHours * HOUR,
      end_at: w.clock.now + toHours * HOUR,
      created_at: w.clock.now,
      created_by: 1,
      modified_at: w.clock.now,
      modified_by: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
