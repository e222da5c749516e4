// Starts and stops OUR server, built (apps/server/dist/main.mjs, rebuilt first when a source is newer). Shared by
// `npm start`, the e2e harness and the benchmarks; `npm run dev` runs the source through tsx instead.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverBuildIsFresh } from '../../apps/server/scripts/build.mjs';
import { ROOT } from './run.mjs';

export const SERVER_ENTRY = path.join('apps', 'server', 'src', 'main.ts');
export const BUILT_SERVER_ENTRY = path.join('apps', 'server', 'dist', 'main.mjs');
const SERVER_BUILD = path.join('apps', 'server', 'scripts', 'build.mjs');
// Same value as apps/server/src/seed/defaults.ts: this file runs before `npm install`, so it cannot import TypeScript.
export const DEFAULT_DEMO_PASSWORD = 'Roadwatch@2026';
/** Node flags the server runs with (why: in the file). */
export const SERVER_NODE_FLAGS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'apps', 'server', 'node-flags.json'), 'utf8'),
).flags;

/**
 * @typedef {object} StartedServer
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} baseUrl
 * @property {Promise<number>} exited resolves with the exit code once the process ends
 */

/**
 * Spawns the server. `logFile` captures its output (tests); without it output goes to this terminal.
 * `ownProcessGroup` keeps a terminal's Ctrl+C from reaching the server directly, so the caller's forwarded
 * SIGTERM is the only stop signal it gets.
 * @param {{ env: NodeJS.ProcessEnv, port: number, logFile?: string, ownProcessGroup?: boolean }} options
 * @returns {StartedServer}
 */
export function spawnServer(options) {
  const out = options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit';
  if (!serverBuildIsFresh()) execFileSync(process.execPath, [SERVER_BUILD], { cwd: ROOT, stdio: 'inherit' });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER_ENTRY], {
    cwd: ROOT,
    // Two malloc arenas instead of one per thread: the export worker, the SQLite writer, zlib and libuv threads each
    // kept their own, and at a million-row export's peak that was 20 MB of resident memory (bench:exports, SQLite:
    // 304 → 284 MB) for no measurable speed. A value the caller sets wins.
    env: { MALLOC_ARENA_MAX: '2', ...options.env, PORT: String(options.port) },
    stdio: ['ignore', out, out],
    detached: options.ownProcessGroup ?? false,
  });
  if (typeof out === 'number') fs.closeSync(out);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(127));
  });
  return { child, baseUrl: `http://127.0.0.1:${options.port}`, exited };
}

/**
 * Polls GET /healthz until it answers 200. Rejects when the process exits first or the time runs out
 * (seeding an empty database at the default scale happens before the server listens).
 * @param {StartedServer} server
 * @param {{ timeoutMs?: number, onWait?: (elapsedMs: number) => void }} [options]
 */
export async function waitForHealth(server, options = {}) {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 120_000;
  let exitCode;
  void server.exited.then((code) => {
    exitCode = code;
  });
  let lastNotice = started;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}) before it was healthy`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 2_000);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`, { signal: controller.signal });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    } finally {
      clearTimeout(timer);
    }
    const now = Date.now();
    if (now - started > timeoutMs) throw new Error(`the server was not healthy after ${timeoutMs} ms`);
    if (options.onWait && now - lastNotice >= 10_000) {
      lastNotice = now;
      options.onWait(now - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Graceful stop: SIGTERM (the server finishes in-flight work and closes the database), SIGKILL after graceMs.
 * @param {StartedServer} server
 * @returns {Promise<number>} exit code
 */
export async function stopServer(server, graceMs = 10_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
