// A PostgreSQL server for the integration suite: the machine's own on 127.0.0.1:5432 when it answers, else a
// throwaway cluster in a temp dir (trust auth, socket in that dir, a free port) removed at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, tcpAnswers } from './ports.mjs';
import { log, probe } from './run.mjs';
import { findPostgresBinary } from './system.mjs';

/**
 * @typedef {object} TestPostgres
 * @property {string} url postgres://postgres@127.0.0.1:<port>/postgres
 * @property {string} origin 'existing' or 'throwaway'
 * @property {() => void} stop stops and removes a throwaway cluster; nothing for an existing server
 */

/** True when a server on 127.0.0.1:port accepts `select 1` as user postgres without a password. */
async function answersSelect(port) {
  const pgIsReady = findPostgresBinary('pg_isready');
  const listening = pgIsReady
    ? probe(pgIsReady, ['-h', '127.0.0.1', '-p', String(port), '-t', '3']).ok
    : await tcpAnswers('127.0.0.1', port);
  if (!listening) return false;
  const psql = findPostgresBinary('psql');
  if (!psql) return true;
  return probe(
    psql,
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', 'select 1'],
    {
      env: { ...process.env, PGCONNECT_TIMEOUT: '5', PGPASSWORD: process.env.PGPASSWORD ?? '' },
    },
  ).ok;
}

/**
 * The postgres binaries refuse to run as root: as root they run as the `postgres` system user (created by
 * Debian's postgresql package) through runuser or su.
 * @param {string} binary
 * @param {string[]} args
 */
function runAsPostgres(binary, args, timeoutMs = 60_000) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return probe(binary, args, { timeoutMs, cwd: os.tmpdir() });
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => fs.existsSync(file));
  if (runuser)
    return probe(runuser, ['-u', 'postgres', '--', binary, ...args], { timeoutMs, cwd: os.tmpdir() });
  const quoted = [binary, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return probe('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { timeoutMs, cwd: os.tmpdir() });
}

/** @returns {Promise<TestPostgres>} */
export async function ensureTestPostgres() {
  // ROADWATCH_TEST_PG_THROWAWAY=1 skips the machine's server (to exercise the throwaway path).
  if (process.env.ROADWATCH_TEST_PG_THROWAWAY !== '1' && (await answersSelect(5432))) {
    log('PostgreSQL: using the server on 127.0.0.1:5432');
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', origin: 'existing', stop: () => {} };
  }
  const initdb = findPostgresBinary('initdb');
  const pgCtl = findPostgresBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('initdb/pg_ctl not found (install Debian package postgresql)');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-pg-'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const ids = probe('id', ['-u', 'postgres']);
    const gid = probe('id', ['-g', 'postgres']);
    if (!ids.ok) throw new Error('running as root but there is no `postgres` user to run the cluster');
    fs.chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  log(`PostgreSQL: creating a throwaway cluster in ${dir} on port ${port}`);
  const init = runAsPostgres(initdb, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (!init.ok) {
    removeDir();
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  // fsync off: a cluster that lives for one test run does not need durability, and the run gets faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = runAsPostgres(
    pgCtl,
    ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'],
    90_000,
  );
  if (!start.ok) {
    const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    removeDir();
    throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}\n${serverLog}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    origin: 'throwaway',
    stop: () => {
      runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 60_000);
      removeDir();
      log('PostgreSQL: throwaway cluster stopped and removed');
    },
  };
}
