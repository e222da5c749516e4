/**
 * Times each board call on an existing database (the `npm run seed` demo: 2,000 vehicles, 30 days):
 *   ROADWATCH_DATA_DIR=<dir> npx tsx apps/server/src/features/kiosk/boards/measureBoards.ts
 *   DATABASE_URL=postgres://… npx tsx apps/server/src/features/kiosk/boards/measureBoards.ts
 * Each call runs with the clock moved past the board cache (cold) and once more within it (cached). The clock
 * is pinned to the newest alarm, and CPU time is printed beside wall time because the host may be shared; so a database seeded earlier is measured as if it were "now".
 */
import os from 'node:os';
import path from 'node:path';
import {
  displayConfigSchema,
  endpointPath,
  ENDPOINTS,
  KIOSK_BOARD_ENDPOINT,
  TOKEN_HEADER,
} from '@roadwatch/core';
import { buildApp } from '../../../app';
import { connectDatabase } from '../../../db/connect';
import { migrateToLatest } from '../../../db/migrate';
import { registerKioskDisplays } from '../../../kiosk/registerKioskDisplays';
import { DEFAULT_DATA_DIR } from '../../../seed/defaults';

const RUNS = 5;
const db = connectDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.ROADWATCH_DATA_DIR ?? DEFAULT_DATA_DIR,
});
await migrateToLatest(db);
const newest = await db
  .selectFrom('alarms')
  .select((eb) => eb.fn.max('begin_time').as('t'))
  .executeTakeFirst();
let clock = Number(newest?.t ?? Date.now()) + 60_000;
const display = displayConfigSchema.parse({
  name: 'measure-boards',
  title: 'Measure',
  token: 'measure-boards-token-0123456789',
  boards: [{ kind: 'safety', dwellSeconds: 60, refreshSeconds: 15 }],
});
await registerKioskDisplays(db, [display]);
const missing = path.join(os.tmpdir(), 'rw-no-build');
const app = buildApp({
  db,
  nodeEnv: 'production',
  consoleDist: missing,
  kioskDist: missing,
  now: () => clock,
});
await app.ready();
const session = await app.inject({
  method: 'POST',
  url: endpointPath(ENDPOINTS.kioskSession),
  payload: { display: display.name, token: display.token },
});
const token = (session.json() as { result: { token: string } }).result.token;

for (const [kind, name] of Object.entries(KIOSK_BOARD_ENDPOINT)) {
  const cold: number[] = [];
  const cpu: number[] = [];
  let cached = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    clock += 60_000;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS[name]),
      headers: { [TOKEN_HEADER]: token },
    });
    cold.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    bytes = res.body.length;
    if ((res.json() as { code: number }).code !== 1) throw new Error(`${name}: ${res.body.slice(0, 200)}`);
    const t1 = performance.now();
    await app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS[name]),
      headers: { [TOKEN_HEADER]: token },
    });
    cached = performance.now() - t1;
  }
  const sorted = [...cold].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(12)} cold first ${cold[0]?.toFixed(0)} ms, median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms, max ${sorted[RUNS - 1]?.toFixed(0)} ms (CPU median ${cpuSorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms); cached ${cached.toFixed(1)} ms; ${(bytes / 1024).toFixed(0)} KB`,
  );
}
await app.close();
await db.destroy();
