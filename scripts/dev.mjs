#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` plus the console and kiosk Vite dev servers (their configs proxy
// /api to the server). Ctrl+C stops all three. Node built-ins only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './lib/deps.mjs';
import { ROOT, log } from './lib/run.mjs';
import { SERVER_ENTRY } from './lib/server.mjs';

if (!(await ensureDependencies())) process.exit(1);

// The Vite configs proxy /api to the server; point both at the port the server uses here.
const port = process.env.PORT || '8080';
const apiUrl = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: port, ROADWATCH_API_URL: apiUrl, ROADWATCH_DEV_SERVER: apiUrl };

const VITE = path.join(ROOT, 'node_modules', '.bin', 'vite');

const processes = [
  ['server', path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['watch', SERVER_ENTRY]],
  // Vite itself rather than `npm run dev`: npm does not pass SIGTERM on to it.
  ['console', VITE, [], 'apps/console'],
  ['kiosk', VITE, [], 'apps/kiosk'],
].map(([name, command, args, dir]) => {
  const child = spawn(command, args, { cwd: path.join(ROOT, dir ?? ''), env, stdio: 'inherit' });
  child.on('exit', (code) => {
    log(`${name} exited (${code ?? 'signal'}); stopping the others`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
