import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './testDatabase';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface IngestProcess {
  child: ChildProcess;
  port: number;
  /** Every log line (pino JSON, parsed) the process wrote so far. */
  logs: Record<string, unknown>[];
  exited: Promise<void>;
}

/**
 * The JT/T 808 gateway and pipeline as the gateway-only process runs them (src/gateway/main.ts), on the test
 * database (its SQLite file must be `roadwatch.db`), on a free port. Resolves once it listens.
 */
export function startIngestProcess(database: TestDatabase): Promise<IngestProcess> {
  const { location } = database;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/gateway/main.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        JT808_PORT: '0',
        ...(location.databaseUrl
          ? { DATABASE_URL: location.databaseUrl }
          : { ROADWATCH_DATA_DIR: location.dataDir }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`gateway process exited before listening (${code ?? signal})`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (typeof entry.jt808Port === 'number') resolve({ child, port: entry.jt808Port, logs, exited });
    });
  });
}
