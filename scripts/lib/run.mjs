// Child-process helpers for the start/test/e2e entry points. Node built-ins only: these run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/lib/../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs a command with inherited stdio and resolves with its exit code (never rejects on a non-zero exit,
 * so a failing stage does not stop the run).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(`[roadwatch] could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Like `run`, but keeps the command's output (stdout and stderr, interleaved as written) instead of printing it,
 * so stages that run side by side can print theirs one after the other.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...(options.env ?? process.env), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      resolve({ code: 127, output: `[roadwatch] could not run ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Runs a short command synchronously and returns its status and output (for probes such as `psql -c 'select 1'`).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, timeoutMs?: number, cwd?: string }} [options]
 * @returns {{ ok: boolean, status: number | null, stdout: string, stderr: string }}
 */
export function probe(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 15_000,
  });
  return {
    ok: result.status === 0,
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: (result.stderr ?? '') + (result.error ? String(result.error.message) : ''),
  };
}

/** @param {string} message */
export function log(message) {
  console.log(`[roadwatch] ${message}`);
}

/** @param {number} ms */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60
    ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
    : `${seconds}s`;
}
