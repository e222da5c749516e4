import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRelations,
  HOUR,
  partnerShareWorld,
  relationIn,
  shareIn,
  type World,
} from './partnerShareWorld';

/**
 * Business authorisation lets the partner add and edit the running records (refuelling, use records, repairs) of a
 * lent vehicle while the share is in use; those records are the partner's (the owner does not list them, nor the
 * partner the owner's). Monitoring authorisation, a stopped share and a share outside its window refuse the same
 * calls with 403 and a translated message, writing nothing.
 */
let w: World;
let relation = 0;
let lent = 0;
let departmentOfPartner = 0;

beforeAll(async () => {
  w = await partnerShareWorld();
  await closeRelations(w);
  relation = await relationIn(w, 'cooperating');
  lent = w.vehicles[0] ?? 0;
  const partnerAdmin = await w.t.db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  departmentOfPartner = partnerAdmin.department_id;
}, 120_000);
afterAll(() => w.t.close());

const refuel = () => ({
  vehicleId: lent,
  refuelTime: w.clock.now - HOUR / 2,
  fuelType: 'fullTank',
  litres: 50,
  unitPrice: 7.5,
  amount: 375,
  station: '中石化',
});
const repair = () => ({
  vehicleId: lent,
  repairDay: w.clock.now - 86_400_000,
  items: '更换刹车片',
  amount: 800,
  status: 'completed',
});
const useRecord = () => ({
  vehicleId: lent,
  userName: '合作方司机',
  departmentId: departmentOfPartner,
  startTime: w.clock.now - 2 * HOUR,
  endTime: w.clock.now - HOUR,
  purpose: '配送',
});

const ADDS = [
  ['refuelAdd', 'refuels', refuel],
  ['repairAdd', 'repair_records', repair],
  ['useRecordAdd', 'vehicle_use_records', useRecord],
] as const;

async function count(table: 'refuels' | 'repair_records' | 'vehicle_use_records') {
  return Number(
    (
      await w.t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

async function setShare(kind: 'monitor' | 'business', state: 'active' | 'stopped', from: number, to: number) {
  await w.t.db.deleteFrom('vehicle_shares').execute();
  const id = await shareIn(w, relation, lent, state, from, to);
  await w.t.db.updateTable('vehicle_shares').set({ kind }).where('id', '=', id).execute();
}

async function expectRefused(
  kind: 'monitor' | 'business',
  state: 'active' | 'stopped',
  from: number,
  to: number,
) {
  await setShare(kind, state, from, to);
  for (const [name, table, body] of ADDS) {
    const before = await count(table);
    const res = await w.api(w.second, name, body(), 'en-US');
    expect(res.status, name).toBe(403);
    expect(res.message).toContain('only a business authorisation in use');
    expect(await count(table)).toBe(before);
  }
}

describe('editing a lent vehicle’s running records', () => {
  it('lets a partner under business authorisation add and edit them, kept apart from the owner’s', async () => {
    await setShare('business', 'active', -1, 24);
    const options = await w.api(w.second, 'fleetRecordOptions', {});
    expect((options.result as { sharedVehicles: { id: number }[] }).sharedVehicles.map((v) => v.id)).toEqual([
      lent,
    ]);
    const costOptions = await w.api(w.second, 'fleetCostOptions', {});
    expect(
      (costOptions.result as { sharedVehicles: { id: number }[] }).sharedVehicles.map((v) => v.id),
    ).toEqual([lent]);

    const ids: Record<string, number> = {};
    for (const [name, table, body] of ADDS) {
      const res = await w.api(w.second, name, body());
      expect(res.message, name).toBe('');
      ids[table] = (res.result as { id: number }).id;
      const row = await w.t.db
        .selectFrom(table)
        .select('company_id')
        .where('id', '=', ids[table])
        .executeTakeFirstOrThrow();
      expect(row.company_id).toBe(2);
    }
    const edited = await w.api(w.second, 'repairUpdate', {
      id: ids.repair_records,
      ...repair(),
      amount: 900,
    });
    expect(edited.message).toBe('');

    // The partner lists its own; the owner lists none of them, and the owner's repair is not the partner's.
    const own = await w.api(w.first, 'repairAdd', { ...repair(), items: '车主自修' });
    expect(own.message).toBe('');
    const theirs = (await w.api(w.second, 'repairList', { curPage: 1, pageSize: 50 })).result as {
      data: { id: number }[];
    };
    expect(theirs.data.map((r) => r.id)).toEqual([ids.repair_records]);
    const owners = (await w.api(w.first, 'repairList', { curPage: 1, pageSize: 50 })).result as {
      data: { id: number }[];
    };
    expect(owners.data.map((r) => r.id)).not.toContain(ids.repair_records);
    const ownerRefuels = (await w.api(w.first, 'refuelList', { curPage: 1, pageSize: 50 })).result as {
      data: { id: number }[];
    };
    expect(ownerRefuels.data.map((r) => r.id)).not.toContain(ids.refuels);

    // Once the share stops, the partner's edit of its own record is refused too.
    await w.t.db.updateTable('vehicle_shares').set({ state: 'stopped' }).execute();
    const late = await w.api(
      w.second,
      'repairUpdate',
      { id: ids.repair_records, ...repair(), amount: 950 },
      'en-US',
    );
    expect(late.code).toBe(0);
  });

  it('refuses them under monitoring authorisation', () => expectRefused('monitor', 'active', -1, 24));
  it('refuses them once the business share has stopped', () => expectRefused('business', 'stopped', -1, 24));
  it('refuses them before the business share’s window opens', () =>
    expectRefused('business', 'active', 1, 24));
  it('refuses them after the business share’s window closed', () =>
    expectRefused('business', 'active', -24, -1));
});
