// Builds the console and the kiosk when their dist is missing or older than what they are built from.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, run } from './run.mjs';

/** The two browser apps: workspace name and folder. */
export const WEB_APPS = [
  { name: '@roadwatch/console', dir: 'apps/console' },
  { name: '@roadwatch/kiosk', dir: 'apps/kiosk' },
];

/** Newest modification time below `target` (file or folder), skipping build output and dependencies. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * An app is stale when dist/index.html is missing or any of its sources, its config, or the shared core
 * package (imported as source) is newer.
 * @param {{ dir: string }} app
 */
export function appBuildStale(app, root = ROOT) {
  const appDir = path.join(root, app.dir);
  const built = fs.existsSync(path.join(appDir, 'dist', 'index.html'))
    ? fs.statSync(path.join(appDir, 'dist', 'index.html')).mtimeMs
    : 0;
  if (built === 0) return true;
  const sources = Math.max(newestMtime(appDir), newestMtime(path.join(root, 'packages')));
  return sources > built;
}

/**
 * @param {{ name: string, dir: string }} app
 * @param {{ force?: boolean }} [options]
 * @returns {Promise<boolean>} whether the app's dist is usable
 */
export async function buildApp(app, options = {}) {
  if (!options.force && !appBuildStale(app)) {
    log(`${app.name} is up to date`);
    return true;
  }
  log(`building ${app.name} …`);
  const code = await run('npm', ['run', 'build', '-w', app.name]);
  if (code !== 0) console.error(`[roadwatch] building ${app.name} failed (exit ${code})`);
  return code === 0;
}

/** Builds every stale web app; true when all are usable. */
export async function ensureWebAppsBuilt() {
  let ok = true;
  for (const app of WEB_APPS) ok = (await buildApp(app)) && ok;
  return ok;
}
