import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { T0, addVehicle, seedOrganisation } from './helpers/pipelineFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

/**
 * The pipeline rebuilds a company's zone and line rules when its revision changes, so every change to what the
 * rules are built from must raise it (whoever writes), and only for that company.
 */
let t: TestDatabase;
const COMPANY = 1;
const OTHER = 2;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedOrganisation(t.db);
  await t.db.insertInto('companies').values({ id: OTHER, name: 'Other Freight', created_at: T0 }).execute();
  await t.db
    .insertInto('departments')
    .values({ id: 20, company_id: OTHER, parent_id: null, name: 'Other HQ', path: '/20/', level: 1 })
    .execute();
});
afterAll(async () => {
  await t?.destroy();
});

async function revision(db: Database, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('zone_rule_revisions')
    .select('revision')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Runs a change and says whether it raised the company's revision and left the other company's alone. */
async function raises(change: () => Promise<unknown>): Promise<boolean> {
  const [mine, theirs] = [await revision(t.db, COMPANY), await revision(t.db, OTHER)];
  await change();
  expect(await revision(t.db, OTHER)).toBe(theirs);
  return (await revision(t.db, COMPANY)) > mine;
}

const ORG = { company_id: COMPANY, department_id: 2 };

describe('zone rule revisions', () => {
  it('rise with every insert, update and delete of areas, lines, rules and their vehicle lists', async () => {
    const vehicle = await addVehicle(t.db);
    let areaId = 0;
    let lineId = 0;
    let zoneRuleId = 0;
    let lineRuleId = 0;
    expect(
      await raises(async () => {
        areaId = (
          await t.db
            .insertInto('map_areas')
            .values({ ...ORG, name: 'yard', shape: 'circle', lon: 118.8, lat: 32, radius: 500, points: '[]' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }),
    ).toBe(true);
    expect(
      await raises(async () => {
        lineId = (
          await t.db
            .insertInto('map_lines')
            .values({ ...ORG, name: 'route', points: '[[118.8,32],[118.9,32]]', offset_m: 100 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }),
    ).toBe(true);
    expect(
      await raises(async () => {
        zoneRuleId = (
          await t.db
            .insertInto('zone_alarms')
            .values({ ...ORG, area_id: areaId, entry: 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }),
    ).toBe(true);
    expect(
      await raises(async () => {
        lineRuleId = (
          await t.db
            .insertInto('line_alarms')
            .values({ ...ORG, line_id: lineId, offset_m: 100 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }),
    ).toBe(true);
    const listed = { vehicle_id: vehicle.vehicleId };
    // Then the vehicle lists, updates (a moved area, a rerouted line, changed thresholds) and deletes in the order
    // the foreign keys allow.
    const changes: [string, () => Promise<unknown>][] = [
      [
        'zone rule vehicle added',
        () =>
          t.db
            .insertInto('zone_alarm_vehicles')
            .values({ rule_id: zoneRuleId, ...listed })
            .execute(),
      ],
      [
        'line rule vehicle added',
        () =>
          t.db
            .insertInto('line_alarm_vehicles')
            .values({ rule_id: lineRuleId, ...listed })
            .execute(),
      ],
      [
        'area moved',
        () => t.db.updateTable('map_areas').set({ radius: 800 }).where('id', '=', areaId).execute(),
      ],
      [
        'line changed',
        () => t.db.updateTable('map_lines').set({ offset_m: 50 }).where('id', '=', lineId).execute(),
      ],
      [
        'zone rule changed',
        () => t.db.updateTable('zone_alarms').set({ exit: 1 }).where('id', '=', zoneRuleId).execute(),
      ],
      [
        'line rule changed',
        () => t.db.updateTable('line_alarms').set({ overspeed: 1 }).where('id', '=', lineRuleId).execute(),
      ],
      [
        'zone rule vehicle removed',
        () => t.db.deleteFrom('zone_alarm_vehicles').where('rule_id', '=', zoneRuleId).execute(),
      ],
      [
        'line rule vehicle removed',
        () => t.db.deleteFrom('line_alarm_vehicles').where('rule_id', '=', lineRuleId).execute(),
      ],
      ['zone rule deleted', () => t.db.deleteFrom('zone_alarms').where('id', '=', zoneRuleId).execute()],
      ['line rule deleted', () => t.db.deleteFrom('line_alarms').where('id', '=', lineRuleId).execute()],
      ['area deleted', () => t.db.deleteFrom('map_areas').where('id', '=', areaId).execute()],
      ['line deleted', () => t.db.deleteFrom('map_lines').where('id', '=', lineId).execute()],
    ];
    for (const [what, change] of changes) expect(await raises(change), what).toBe(true);
  });

  it('rise for a statement that writes many rows at once (an import), for that company only', async () => {
    const before = await revision(t.db, COMPANY);
    await t.db
      .insertInto('map_areas')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          ...ORG,
          name: `depot ${i}`,
          shape: 'circle',
          lon: 118.8,
          lat: 32 + i / 1000,
          radius: 300,
          points: '[]',
        })),
      )
      .execute();
    expect(await revision(t.db, COMPANY)).toBeGreaterThan(before);
    expect(await revision(t.db, OTHER)).toBe(0);
  });
});
