import {
  SHARE_ACTION_RESULT,
  SHARE_ACTIONS,
  SHARE_USE_STATES,
  shareActions,
  type ShareAction,
  type ShareState,
  type ShareUseState,
  type VehicleShareRow,
  type VehicleTreeResponse,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRelations,
  HOUR,
  partnerShareWorld,
  relationIn,
  shareIn,
  THIRD,
  type World,
} from './partnerShareWorld';

/**
 * Vehicle sharing: every owner and partner action in every use state against core's table, monitoring repeatable
 * and business not, sharing only with a partner in cooperation and only own vehicles; and what the partner sees —
 * the vehicle in its tree and its track only inside the window while the share is in use, gone once it stops.
 */
let w: World;
let vehicle = 0;
let spare = 0;
beforeAll(async () => {
  w = await partnerShareWorld();
  vehicle = w.vehicles[0] ?? 0;
  spare = w.vehicles[1] ?? 0;
}, 120_000);
afterAll(() => w.t.close());

const stateOf = async (id: number) =>
  (await w.t.db.selectFrom('vehicle_shares').select('state').where('id', '=', id).executeTakeFirstOrThrow())
    .state;

/** The stored state and window (hours from now) that give each use state. */
const ARRANGE: Record<ShareUseState, [ShareState, number, number]> = {
  notUsed: ['active', 1, 5],
  inUse: ['active', -1, 5],
  stopped: ['stopped', -1, 5],
  ended: ['active', -5, -1],
  cancelled: ['cancelled', 1, 5],
  released: ['released', -1, 5],
};

/** The owner's call for an action, or the partner's release. */
function act(id: number, action: ShareAction) {
  if (action === 'release') return w.api(w.second, 'shareCenterRelease', { id }, 'en-US');
  if (action === 'reauthorise')
    return w.api(
      w.first,
      'vehicleShareReauthorise',
      { id, startAt: w.clock.now, endAt: w.clock.now + 2 * HOUR },
      'en-US',
    );
  return w.api(w.first, 'vehicleShareAct', { id, action }, 'en-US');
}

describe('the share state machine', () => {
  const cases = SHARE_USE_STATES.flatMap((use) =>
    SHARE_ACTIONS.map((action) => ({
      use,
      action,
      legal: shareActions(use, action === 'release' ? 'partner' : 'owner').includes(action),
    })),
  );

  it.each(cases)('$action when $use → allowed: $legal', async ({ use, action, legal }) => {
    await closeRelations(w);
    const relation = await relationIn(w, 'cooperating');
    const [state, from, to] = ARRANGE[use];
    const id = await shareIn(w, relation, vehicle, state, from, to);
    const res = await act(id, action);
    if (legal) {
      expect(res.code).toBe(1);
      expect(await stateOf(id)).toBe(SHARE_ACTION_RESULT[action]);
    } else {
      expect(res.code).toBe(0);
      expect(res.message).toMatch(/^The share is “.+”: “.+” is not allowed$/);
      expect(await stateOf(id)).toBe(state);
    }
  });

  it('refuses the owner’s actions to the partner and the partner’s release to the owner (not found)', async () => {
    await closeRelations(w);
    const relation = await relationIn(w, 'cooperating');
    const id = await shareIn(w, relation, vehicle, 'active', -1, 5);
    expect((await w.api(w.second, 'vehicleShareAct', { id, action: 'stop' })).message).toBe('数据不存在');
    expect((await w.api(w.first, 'shareCenterRelease', { id })).message).toBe('数据不存在');
    expect(await stateOf(id)).toBe('active');
  });

  it('does not start a stopped share again once the partnership has ended', async () => {
    await closeRelations(w);
    const relation = await relationIn(w, 'terminated');
    const id = await shareIn(w, relation, vehicle, 'stopped', -1, 5);
    const res = await w.api(w.first, 'vehicleShareAct', { id, action: 'start' });
    expect(res.message).toBe('与该企业不在合作中，不能共享车辆');
    expect(await stateOf(id)).toBe('stopped');
  });
});

describe('sharing', () => {
  const window = () => ({ startAt: w.clock.now, endAt: w.clock.now + 4 * HOUR });

  it('needs a partner in cooperation, own vehicles and a window that has not ended', async () => {
    await closeRelations(w);
    const pending = await relationIn(w, 'pending');
    const body = { relationId: pending, vehicleIds: [vehicle], kind: 'monitor', ...window() };
    expect((await w.api(w.first, 'vehicleShareAdd', body)).message).toBe('与该企业不在合作中，不能共享车辆');

    const relation = await relationIn(w, 'cooperating', THIRD);
    const theirVehicle = (
      await w.t.db.selectFrom('vehicles').select('id').where('company_id', '=', 2).executeTakeFirstOrThrow()
    ).id;
    const foreign = await w.api(w.first, 'vehicleShareAdd', {
      ...body,
      relationId: relation,
      vehicleIds: [vehicle, theirVehicle],
    });
    expect(foreign.code).toBe(0);
    const past = await w.api(w.first, 'vehicleShareAdd', {
      ...body,
      relationId: relation,
      startAt: w.clock.now - 5 * HOUR,
      endAt: w.clock.now - HOUR,
    });
    expect(past.message).toBe('共享时段已结束，请重新选择');
    const backwards = await w.api(w.first, 'vehicleShareAdd', {
      ...body,
      relationId: relation,
      startAt: w.clock.now + HOUR,
      endAt: w.clock.now,
    });
    expect(backwards.status).toBe(400);
    expect(
      await w.t.db.selectFrom('vehicle_shares').select('id').where('state', '=', 'active').execute(),
    ).toEqual([]);
  });

  it('repeats monitoring authorisation across partners but not business authorisation', async () => {
    await closeRelations(w);
    const second = await relationIn(w, 'cooperating');
    const third = await relationIn(w, 'cooperating', THIRD);
    const share = (relationId: number, kind: string, vehicleIds = [vehicle]) =>
      w.api(w.first, 'vehicleShareAdd', { relationId, vehicleIds, kind, ...window() });

    expect((await share(second, 'monitor')).code).toBe(1);
    expect((await share(third, 'monitor')).code).toBe(1);
    const twice = await share(second, 'monitor');
    expect(twice.message).toMatch(/^车辆.+已共享给该企业$/);

    expect((await share(second, 'business', [spare])).code).toBe(1);
    const again = await share(third, 'business', [spare]);
    expect(again.code).toBe(0);
    expect(again.message).toMatch(/业务授权不可重复共享$/);
    // Business beside monitoring shares of the same vehicle to others is allowed; a second business one is not.
    expect((await share(third, 'monitor', [spare])).code).toBe(1);
  });

  it('lists a share to its owner and, in the share centre, to its partner only', async () => {
    await closeRelations(w);
    const relation = await relationIn(w, 'cooperating');
    const { ids } = (
      await w.api(w.first, 'vehicleShareAdd', {
        relationId: relation,
        vehicleIds: [vehicle],
        kind: 'monitor',
        ...window(),
      })
    ).result as { ids: number[] };
    const id = ids[0];
    const owner = (await w.api(w.first, 'vehicleShareList', {})).result as VehicleShareRow[];
    const partner = (await w.api(w.second, 'shareCenterList', {})).result as VehicleShareRow[];
    expect(owner.find((r) => r.id === id)).toMatchObject({
      vehicleId: vehicle,
      kind: 'monitor',
      state: 'active',
    });
    expect(partner.find((r) => r.id === id)).toMatchObject({ vehicleId: vehicle });
    expect(
      ((await w.api(w.second, 'vehicleShareList', {})).result as VehicleShareRow[]).some((r) => r.id === id),
    ).toBe(false);
    expect(
      ((await w.api(w.first, 'shareCenterList', {})).result as VehicleShareRow[]).some((r) => r.id === id),
    ).toBe(false);
  });
});

describe('what the partner sees', () => {
  const inTree = async (token: string, id: number) =>
    ((await w.api(token, 'vehicleTree', {})).result as VehicleTreeResponse).vehicles.find((v) => v.id === id);
  const track = (token: string, from: number, to: number) =>
    w.api(token, 'trajectoryPage', {
      vehicleId: vehicle,
      startTime: from,
      endTime: to,
      pageParamVO: { curPage: 1, pageSize: 100 },
    });

  it('sees the vehicle and its track only inside the window while in use, and loses it when the share stops', async () => {
    await closeRelations(w);
    const start = w.clock.now;
    await w.t.db
      .insertInto('track_points')
      .values(
        [0.5, 1.5, 2.5].map((h, i) => ({
          vehicle_id: vehicle,
          gps_time: start + h * HOUR,
          lon: 121.4 + i / 100,
          lat: 31.2,
          speed_kmh: 40,
          direction: 90,
          mileage_km: 1000 + i,
          acc: 1,
        })),
      )
      .execute();
    const relation = await relationIn(w, 'cooperating');
    const { ids } = (
      await w.api(w.first, 'vehicleShareAdd', {
        relationId: relation,
        vehicleIds: [vehicle],
        kind: 'monitor',
        startAt: start + HOUR,
        endAt: start + 3 * HOUR,
      })
    ).result as { ids: number[] };
    const id = ids[0] ?? 0;

    // Not used yet: nothing.
    expect(await inTree(w.second, vehicle)).toBeUndefined();
    expect((await track(w.second, start, start + 3 * HOUR)).message).toBe('数据不存在');
    expect(await inTree(w.second, vehicle)).toBeUndefined();

    // In use: in the tree (at the top, marked shared), its track cut to the window; the owner still sees it all.
    w.clock.now = start + 2.7 * HOUR;
    const seen = await inTree(w.second, vehicle);
    expect(seen).toMatchObject({ shared: true, fleetId: null });
    const tree = (await w.api(w.second, 'vehicleTree', {})).result as VehicleTreeResponse;
    expect(tree.departments.find((d) => d.parentId === null)?.id).toBe(seen?.departmentId);
    const ownOnly = (await w.api(w.second, 'vehicleTree', { isNoShare: 1 })).result as VehicleTreeResponse;
    expect(ownOnly.vehicles.some((v) => v.id === vehicle)).toBe(false);
    const partnerTrack = (await track(w.second, start, start + 3 * HOUR)).result as {
      data: { gpsTime: number }[];
    };
    expect(partnerTrack.data.map((p) => p.gpsTime)).toEqual([start + 1.5 * HOUR, start + 2.5 * HOUR]);
    const ownerTrack = (await track(w.first, start, start + 3 * HOUR)).result as { data: unknown[] };
    expect(ownerTrack.data).toHaveLength(3);
    // Reading, not commanding: the partner cannot send the vehicle a text.
    const command = await w.api(w.second, 'monitorTextMessage', {
      vehicleId: vehicle,
      target: 'text',
      text: 'hi',
    });
    expect(command.code).toBe(0);

    // Stopped: gone at once.
    expect((await w.api(w.first, 'vehicleShareAct', { id, action: 'stop' })).code).toBe(1);
    expect(await inTree(w.second, vehicle)).toBeUndefined();
    expect((await track(w.second, start, start + 3 * HOUR)).message).toBe('数据不存在');

    // Started again, then the window passes: gone again.
    expect((await w.api(w.first, 'vehicleShareAct', { id, action: 'start' })).code).toBe(1);
    expect(await inTree(w.second, vehicle)).toBeDefined();
    w.clock.now = start + 3 * HOUR;
    expect(await inTree(w.second, vehicle)).toBeUndefined();
    w.clock.now = start;
  });
});
