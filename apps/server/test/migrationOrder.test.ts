import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

/** A migration that landed after higher-numbered ones had run (the directive records after the history partitions). */
const LATE = '067_directive_records';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({
    migrate: async (db) => {
      const { [LATE]: _late, ...released } = migrations;
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(released) },
      }).migrateToLatest();
      if (error) throw error;
    },
  });
});
afterAll(() => t.destroy());

describe('migrations numbered below one that already ran', () => {
  it('run at the next start instead of stopping it', async () => {
    await migrateToLatest(t.db);
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(ran.rows.map((r) => r.name)).toContain(LATE);
    expect(ran.rows).toHaveLength(Object.keys(migrations).length);
    await expect(t.db.selectFrom('directive_records').select('id').execute()).resolves.toEqual([]);
  });
});
