#!/usr/bin/env node
// `npm start`: install what is missing, build the console, kiosk and server when stale, start the server (it migrates
// and seeds an empty database itself), print where to go and who to log in as. Node built-ins only.
import { ensureWebAppsBuilt } from './lib/build.mjs';
import { ensureDependencies } from './lib/deps.mjs';
import { formatDuration, log } from './lib/run.mjs';
import { DEFAULT_DEMO_PASSWORD, spawnServer, stopServer, waitForHealth } from './lib/server.mjs';

const DEMO_USERS = [
  ['admin', 'company account administrator, demo company (every menu and operation)'],
  ['operator', 'safety customer service, demo company'],
  ['viewer', 'sub-user limited to one department of the demo company (fewer menus)'],
  ['other_admin', 'company account administrator of a second company (tenant isolation)'],
];

function banner(port) {
  const host = `http://localhost:${port}`;
  const password = process.env.ROADWATCH_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const lines = [
    '',
    'Roadwatch is running.',
    `  Console   ${host}/`,
    `  Kiosk     ${host}/kiosk/?display=control-room`,
    `  Health    ${host}/healthz`,
    '',
    `Demo users (password ${password}):`,
    ...DEMO_USERS.map(([user, role]) => `  ${user.padEnd(12)} ${role}`),
    '',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const started = Date.now();
  if (!(await ensureDependencies())) process.exit(1);
  if (!(await ensureWebAppsBuilt())) process.exit(1);

  const port = Number(process.env.PORT || 8080);
  log(`starting the server on port ${port} (an empty database is migrated and seeded first) …`);
  const server = spawnServer({ env: process.env, port, ownProcessGroup: true });

  // Forward Ctrl+C / SIGTERM so the server stops gracefully (finishes in-flight work, closes the database).
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the server …`);
    void stopServer(server, 20_000);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  try {
    await waitForHealth(server, {
      timeoutMs: 30 * 60_000,
      onWait: (elapsed) =>
        log(`still starting (${formatDuration(elapsed)}; seeding a new database takes a while) …`),
    });
    banner(port);
    log(`ready in ${formatDuration(Date.now() - started)}`);
  } catch (error) {
    if (!stopping) {
      console.error(`[roadwatch] ${error instanceof Error ? error.message : String(error)}`);
      await stopServer(server);
      process.exit(1);
    }
  }
  const code = await server.exited;
  process.exit(stopping ? 0 : code);
}

await main();
