// System packages the test run needs: Debian's chromium (Playwright drives it), PostgreSQL (second database),
// redis-server (the live feed's fan-out is tested across two server processes) and CJK fonts (screenshots of a
// Chinese interface are unreadable without them; track PDFs are written in them) and poppler-utils (pdftotext
// reads the Chinese text of the track PDF back).
import fs from 'node:fs';
import { log, probe, run } from './run.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const REDIS_SERVER_PATH = '/usr/bin/redis-server';
export const PDFTOTEXT_PATH = '/usr/bin/pdftotext';
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

/** Folders that may hold initdb/pg_ctl/postgres, newest major version first, then PATH. */
export function postgresBinDirs() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = versions.map((version) => `${base}/${version}/bin`);
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) dirs.push(dir);
  return dirs;
}

/** Absolute path of a PostgreSQL server binary, or undefined. @param {string} name */
export function findPostgresBinary(name) {
  return postgresBinDirs()
    .map((dir) => `${dir}/${name}`)
    .find((file) => fs.existsSync(file));
}

/** Debian packages missing on this machine. */
export function missingSystemPackages() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!findPostgresBinary('initdb') || !findPostgresBinary('pg_ctl')) missing.push('postgresql');
  if (!fs.existsSync(REDIS_SERVER_PATH)) missing.push('redis-server');
  const hasCjkFont =
    fs.existsSync(CJK_FONT_DIR) && fs.readdirSync(CJK_FONT_DIR).some((f) => f.includes('CJK'));
  if (!hasCjkFont) missing.push('fonts-noto-cjk');
  if (!fs.existsSync(PDFTOTEXT_PATH)) missing.push('poppler-utils');
  return missing;
}

/**
 * Installs missing Debian packages with apt-get when running as root; otherwise explains what to install.
 * @returns {Promise<boolean>} whether everything is present now
 */
export async function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = probe('sh', ['-c', 'command -v apt-get']).ok;
  if (!isRoot || !hasApt) {
    console.error(
      `[roadwatch] missing system packages: ${missing.join(', ')}.\n` +
        `  Install them first, e.g. as root: apt-get update && apt-get install -y ${missing.join(' ')}\n` +
        (isRoot
          ? '  (apt-get was not found on this machine.)'
          : '  (this run is not root, so it cannot install them.)'),
    );
    return false;
  }
  log(`installing ${missing.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  const installed = updated === 0 ? await run('apt-get', ['install', '-y', ...missing], { env }) : updated;
  if (installed !== 0 || missingSystemPackages().length > 0) {
    console.error(`[roadwatch] apt-get could not install ${missing.join(', ')} (exit ${installed})`);
    return false;
  }
  return true;
}
