import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { isDatabaseEmpty, resetDatabase } from '../src/seed/databaseState';
import { seedDemo, type SeedSummary } from '../src/seed/seedDemo';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const NOW = Date.parse('2026-05-20T11:00:00+08:00');
const PASSWORD = 'Seed#Test2026';
const HISTORY_TABLES = [
  'vehicle_states',
  'track_points',
  'alarms',
  'alarm_handles',
  'device_exceptions',
  'temp_readings',
  'transport_orders',
] as const;

let t: TestDatabase;
let summary: SeedSummary;

beforeAll(async () => {
  t = await createTestDatabase();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  summary = await seedDemo(t.db, { vehicles: 30, days: 1, now: NOW, demoPassword: PASSWORD });
});

afterAll(async () => {
  await t.destroy();
});

const count = async (table: (typeof HISTORY_TABLES)[number] | 'vehicles' | 'users') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedDemo', () => {
  it('fills every history table and reports what it wrote', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    for (const table of HISTORY_TABLES) {
      const rows = await count(table);
      expect(rows, table).toBeGreaterThan(0);
      expect(summary.rows[table], table).toBe(rows);
    }
    expect(await count('vehicles')).toBe(33); // 30 for the demo company, 3 for the second tenant
    expect(summary.totalRows).toBe(Object.values(summary.rows).reduce((a, b) => a + b, 0));
  });

  it('creates the demo users with the demo password, the viewer inside one branch', async () => {
    const users = await t.db
      .selectFrom('users')
      .innerJoin('departments', 'departments.id', 'users.department_id')
      .select(['user_name', 'kind', 'users.company_id', 'departments.level', 'password_hash'])
      .orderBy('users.id')
      .execute();
    expect(users.map((u) => [u.user_name, u.kind, u.company_id, u.level]).slice(0, 4)).toEqual([
      ['admin', 'companyAdmin', 1, 1],
      ['operator', 'safetyService', 1, 1],
      ['viewer', 'subUser', 1, 2],
      ['other_admin', 'companyAdmin', 2, 1],
    ]);
    expect(await verifyPassword(PASSWORD, users[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong password', users[0]?.password_hash ?? '')).toBe(false);
  });

  it('leaves id generation working for rows added later', async () => {
    const inserted = await t.db
      .insertInto('alarm_handles')
      .values({ alarm_guid: 'later', user_id: 1, handle_type: 1, remark: '', time: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await t.db
      .selectFrom('alarm_handles')
      .where('alarm_guid', '!=', 'later')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(Number(max.id));
    await t.db.deleteFrom('alarm_handles').where('alarm_guid', '=', 'later').execute();
  });

  it('writes the same data again after a reset', async () => {
    const guids = async () =>
      (await t.db.selectFrom('alarms').select('guid').orderBy('guid').execute()).map((r) => r.guid);
    const before = await guids();
    await resetDatabase(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    expect(await count('track_points')).toBe(0);
    const again = await seedDemo(t.db, { vehicles: 30, days: 1, now: NOW, demoPassword: PASSWORD });
    expect(again.rows).toEqual(summary.rows);
    expect(await guids()).toEqual(before);
  });
});
