/**
 * Regenerates src/db/schema.gen.ts from the migrations: migrate a throwaway SQLite file, then let
 * kysely-codegen read it. Both dialects share these types (int8 is parsed to number on PostgreSQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-codegen-'));
const db = connectDatabase({ dataDir: dir, sqliteFile: 'schema.db' });
await migrateToLatest(db);
await db.destroy();
const out = path.join(here, '../src/db/schema.gen.ts');
execFileSync(
  'npx',
  [
    'kysely-codegen',
    '--dialect',
    'sqlite',
    '--url',
    path.join(dir, 'schema.db'),
    '--out-file',
    out,
    '--exclude-pattern',
    'kysely_migration*',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
fs.rmSync(dir, { recursive: true, force: true });
