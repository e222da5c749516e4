import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../seed/defaults';

export interface DemoSimulator {
  /** Stops the simulated fleet (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

export interface DemoSimulatorOptions {
  /** The gateway's JT/T 808 port (the bound one when JT808_PORT is 0). */
  port: number;
  host?: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  env?: NodeJS.ProcessEnv;
}

const STOP_GRACE_MS = 5_000;

/**
 * Drives the demo fleet: `scripts/simulate.ts --from-db` in a child process, so thousands of simulated terminals
 * never compete with the API for this event loop. It reads the same database (DATABASE_URL / ROADWATCH_DATA_DIR,
 * inherited) and connects to the gateway like real terminals. Its output is logged here; it exits on its own when
 * this process goes away (its IPC channel closes).
 */
export function spawnDemoSimulator(options: DemoSimulatorOptions): DemoSimulator {
  const { log } = options;
  const script = path.join(REPO_ROOT, 'scripts', 'simulate.ts');
  const args = ['--import', 'tsx', script, '--from-db', '--port', String(options.port)];
  args.push('--host', options.host ?? '127.0.0.1');
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stopping = false;
  createInterface({ input: child.stdout! }).on('line', (line) => log.info({ simulator: true }, line));
  createInterface({ input: child.stderr! }).on('line', (line) => log.warn({ simulator: true }, line));
  child.on('error', (err) => log.warn({ err }, 'demo simulator could not start'));
  child.on('exit', (code, signal) => {
    if (!stopping) log.warn({ code, signal }, 'demo simulator exited');
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
          resolve();
          return;
        }
        const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        force.unref();
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
