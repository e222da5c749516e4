/**
 * The server side of `npm run bench:ingest`, run as a child process (its own file-descriptor budget and core):
 * the JT/T 808 gateway feeding the real pipeline on the benchmark's database. Talks to the parent over IPC:
 * 'ready' with the port, then answers 'memory' (RSS after a forced GC) and 'close'.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { connectDatabase } from '../../../apps/server/src/db/connect';
import { silentLogger } from '../../../apps/server/src/gateway/gatewayLogger';
import { startGateway } from '../../../apps/server/src/gateway/startGateway';
import { PIPELINE_FLUSH_INTERVAL_MS } from '../../../apps/server/src/gateway/startTerminalIngest';
import { createLocalLiveBus } from '../../../apps/server/src/live/liveBus';
import { createPipeline } from '../../../apps/server/src/pipeline/createPipeline';

type Request = { type: 'memory' } | { type: 'cpu' } | { type: 'close' };

const send = (message: object) => process.send?.(message);

const db = connectDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR ?? '.',
  sqliteFile: 'bench.db',
});
const bus = createLocalLiveBus();
const logger = {
  ...silentLogger,
  error: (obj: object, msg?: string) => console.error(msg, obj),
};
const pipeline = createPipeline({
  db,
  bus,
  logger,
  offlineAfterMs: 10 * 60_000,
  // The server's own group-commit interval: terminals are acknowledged after each commit, as in production.
  flushIntervalMs: Number(process.env.BENCH_FLUSH_MS ?? PIPELINE_FLUSH_INTERVAL_MS),
  batchSize: Number(process.env.BENCH_BATCH_SIZE ?? 5_000),
});
const gateway = await startGateway({
  db,
  sink: pipeline,
  port: 0,
  host: '127.0.0.1',
  logger,
  idleTimeoutMs: 10 * 60_000,
  backlogLimit: Number(process.env.BENCH_BACKLOG_LIMIT ?? 50_000),
});

/**
 * RSS after a full GC, less the young generation's committed size: that space grows to a fixed reserve under load
 * (3 × the semi-space size, larger still with a --max-semi-space-size flag in node-flags.json), whoever is
 * connected; it is not memory the connections hold.
 */
function memory() {
  globalThis.gc?.();
  const young = getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
    .reduce((sum, space) => sum + space.space_size, 0);
  return { type: 'memory', rss: process.memoryUsage().rss - young, sessions: gateway.sessionCount() };
}

process.on('message', (request: Request) => {
  if (request.type === 'memory') {
    send(memory());
    return;
  }
  if (request.type === 'cpu') {
    // Every thread of the process (the event loop and the track writer's worker), user + system.
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', cpuUs: user + system, systemUs: system });
    return;
  }
  void (async () => {
    await gateway.close();
    await pipeline.close();
    await bus.close();
    await db.destroy();
    send({ type: 'closed' });
    process.disconnect();
  })();
});

send({ ...memory(), type: 'ready', port: gateway.port });
