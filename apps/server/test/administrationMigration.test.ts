import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const migratorOf = (t: TestDatabase) =>
  new Migrator({ db: t.db, provider: { getMigrations: () => Promise.resolve(migrations) } });

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({
    migrate: async (db) => {
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      }).migrateTo('016_sign_in_limits');
      if (error) throw error;
    },
  });
  const db = t.db;
  await sql`insert into companies (id, name, created_at) values (1, 'C', 0)`.execute(db);
  await sql`insert into departments (id, company_id, name, path, level) values (1, 1, 'D', '/1/', 1)`.execute(
    db,
  );
  for (const [id, phone] of [
    [1, '13800000001'],
    [2, '13800000002'],
  ] as const) {
    await sql`insert into vehicles (id, company_id, department_id, plate, terminal_phone, terminal_id, created_at)
      values (${id}, 1, 1, ${`京A0000${id}`}, ${phone}, ${`T${id}`}, 0)`.execute(db);
    await sql`insert into vehicle_states (vehicle_id, updated_at) values (${id}, 0)`.execute(db);
  }
});
afterAll(() => t.destroy());

describe('migration 017 (administration) on a database with vehicles', () => {
  it('keeps every vehicle and the rows that refer to them, and gives each its bound terminal', async () => {
    await migrateToLatest(t.db);
    const vehicles = await t.db
      .selectFrom('vehicles')
      .select(['id', 'plate', 'terminal_phone'])
      .orderBy('id')
      .execute();
    expect(vehicles).toEqual([
      { id: 1, plate: '京A00001', terminal_phone: '13800000001' },
      { id: 2, plate: '京A00002', terminal_phone: '13800000002' },
    ]);
    const states = await t.db
      .selectFrom('vehicle_states')
      .select('vehicle_id')
      .orderBy('vehicle_id')
      .execute();
    expect(states.map((s) => s.vehicle_id)).toEqual([1, 2]);
    const terminals = await t.db
      .selectFrom('terminals')
      .select(['phone', 'terminal_id', 'vehicle_id'])
      .orderBy('vehicle_id')
      .execute();
    expect(terminals).toEqual([
      { phone: '13800000001', terminal_id: 'T1', vehicle_id: 1 },
      { phone: '13800000002', terminal_id: 'T2', vehicle_id: 2 },
    ]);
    const bindings = await t.db.selectFrom('terminal_bindings').select('vehicle_id').execute();
    expect(bindings).toHaveLength(2);
  });

  it('lets a vehicle exist without a terminal, and still refuses two vehicles on one phone number', async () => {
    await t.db
      .insertInto('vehicles')
      .values({
        id: 3,
        company_id: 1,
        department_id: 1,
        plate: '京A00003',
        terminal_phone: null,
        created_at: 0,
      })
      .execute();
    await t.db
      .insertInto('vehicles')
      .values({
        id: 4,
        company_id: 1,
        department_id: 1,
        plate: '京A00004',
        terminal_phone: null,
        created_at: 0,
      })
      .execute();
    await expect(
      t.db
        .insertInto('vehicles')
        .values({
          company_id: 1,
          department_id: 1,
          plate: '京A00005',
          terminal_phone: '13800000001',
          created_at: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('still refuses a state row for a vehicle that does not exist', async () => {
    await expect(
      t.db.insertInto('vehicle_states').values({ vehicle_id: 999, updated_at: 0 }).execute(),
    ).rejects.toThrow();
    expect((await migratorOf(t).getMigrations()).every((m) => m.executedAt)).toBe(true);
  });
});
