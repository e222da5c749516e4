// Installs npm dependencies when they are missing or older than the lock file.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, run } from './run.mjs';

/** @param {string} file */
function mtimeMs(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** True when node_modules is absent or package-lock.json changed after the last install. */
export function dependenciesOutdated(root = ROOT) {
  const installed = mtimeMs(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed === undefined) return true;
  const lock = mtimeMs(path.join(root, 'package-lock.json'));
  return lock !== undefined && lock > installed;
}

/**
 * `npm ci` when a lock exists, else `npm install`. Browsers are never downloaded: Playwright drives the
 * system Chromium, and no host but the npm registry is reachable.
 * @returns {Promise<boolean>} whether dependencies are in place
 */
export async function ensureDependencies(root = ROOT) {
  if (!dependenciesOutdated(root)) return true;
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  log(`installing npm dependencies (npm ${args[0]}) …`);
  const code = await run('npm', args, {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (code !== 0) {
    console.error(`[roadwatch] npm ${args[0]} failed (exit ${code})`);
    return false;
  }
  return true;
}
