/**
 * npm run bench:ingest [-- --terminals 10000 --seconds 20 --db sqlite|postgres --window 8 --modes 1,10 --rules]
 *
 * End-to-end ingest on this machine. A fresh database gets `terminals` vehicles; the JT/T 808 gateway and the real
 * pipeline run in a child process (its own core and file descriptors); this process connects that many terminals
 * over TCP. They authenticate, then report as fast as the gateway acknowledges them (each keeps up to `window`
 * frames unacknowledged). Reports stored per second are counted in track_points over the measured window.
 *
 * Each mode is a message shape: 1 = 0x0200, one report a frame (what a terminal sends while connected);
 * n > 1 = 0x0704 batches of n reports (what it sends after a blind area, or when configured to batch). After each,
 * the raw batched-insert rate of the same database is measured (twice, the better counts): the rows the run stored
 * are read back in insertion order, the table is emptied, and they are written again with the pipeline's own
 * writer and batch size, timed over the same rows as the end-to-end window. The ratio end to end / raw is printed.
 * So is the CPU time per row (user + system, all threads) of the server, of the raw insert and of the load
 * generator: on cores shared with other work the rates move with the neighbours' load, CPU time much less.
 *
 * --rules: every vehicle gets 30 zone alarm rules and a line alarm rule first (`benchZoneRules.ts`), so the
 * pipeline evaluates zones and lines on every report; compare with a run without it.
 *
 * PostgreSQL: --db postgres (ROADWATCH_BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * BENCH_SERVER_NODE_OPTIONS adds flags to the server process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALARM_FIRST_TYPE } from '@roadwatch/core';
import { sql } from 'kysely';
import { silentLogger } from '../../apps/server/src/gateway/gatewayLogger';
import { PipelineWriter } from '../../apps/server/src/pipeline/PipelineWriter';
import { BenchFleet, type BenchTerminal } from './ingest/benchFleet';
import { BENCH_ZONES_PER_VEHICLE, seedBenchZoneRules } from './ingest/benchZoneRules';
import {
  countTrackPoints,
  createBenchDatabase,
  readTrackInInsertOrder,
  TRACK_VALUES,
  seedBenchVehicles,
  type BenchDatabase,
} from './ingest/benchDatabase';

const { values } = parseArgs({
  options: {
    terminals: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite' },
    window: { type: 'string', default: '8' },
    modes: { type: 'string', default: '1,10' },
    'batch-size': { type: 'string', default: '5000' },
    rules: { type: 'boolean', default: false },
  },
});

const terminalCount = Number(values.terminals);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const windowSize = Number(values.window);
const modes = values.modes.split(',').map(Number);
const batchSize = Number(values['batch-size']);
const kind = values.db === 'postgres' || values.db === 'pg' ? 'postgres' : 'sqlite';
const adminUrl = process.env.ROADWATCH_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_CONCURRENCY = 200;
const DAY = 86_400_000;
const here = path.dirname(fileURLToPath(import.meta.url));
/** The flags `npm start` runs the server with (apps/server/node-flags.json). */
const serverNodeFlags = (
  JSON.parse(readFileSync(path.join(here, '../../apps/server/node-flags.json'), 'utf8')) as {
    flags: string[];
  }
).flags;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const modeName = (perFrame: number) =>
  perFrame === 1 ? '0x0200, 1 report a frame' : `0x0704, ${perFrame} reports a frame`;

/** Each process holds one descriptor per connection plus a few hundred of its own. */
function checkDescriptorLimit(): void {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  const needed = terminalCount + 512;
  if (Number.isFinite(limit) && limit < needed) {
    console.error(
      `bench:ingest needs at least ${needed} open files per process for ${fmt(terminalCount)} terminals; ` +
        `the limit here is ${limit}.\nRaise it first (e.g. \`ulimit -n 65536\`) or pass --terminals ${Math.max(100, limit - 512)}.`,
    );
    process.exit(2);
  }
}

interface ServerMessage {
  type: 'ready' | 'memory' | 'cpu' | 'closed';
  cpuUs?: number;
  systemUs?: number;
  port?: number;
  rss?: number;
  sessions?: number;
}

function nextMessage(child: ChildProcess, type: ServerMessage['type']): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`bench server exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function clearTrack(bench: BenchDatabase): Promise<void> {
  if (bench.kind === 'postgres') await sql`truncate track_points`.execute(bench.db);
  else await bench.db.deleteFrom('track_points').execute();
}

/**
 * Rows/s of the pipeline's writer fed directly with the very rows the end-to-end run stored, in the order it stored
 * them (so the index sees the same locality): the first `untimedRows` refill the table to where the end-to-end
 * window began, the next `timedRows` are timed — both rates cover the same rows and the same table sizes.
 */
async function replayInsertRate(
  bench: BenchDatabase,
  recorded: readonly Float64Array[],
  untimedRows: number,
  timedRows: number,
): Promise<{ rate: number; cpuUsPerRow: number }> {
  const writer = new PipelineWriter(bench.db, silentLogger, batchSize);
  const untimed = Math.round(untimedRows / batchSize) * batchSize;
  const total = untimed + timedRows;
  let started = performance.now();
  let cpuStarted = process.cpuUsage();
  let rows = 0;
  for (const chunk of recorded) {
    for (let at = 0; at < chunk.length && rows < total; at += TRACK_VALUES) {
      const c = chunk;
      writer.addTrack(
        c[at]!,
        c[at + 1]!,
        c[at + 2]!,
        c[at + 3]!,
        c[at + 4]!,
        c[at + 5]!,
        c[at + 6]!,
        c[at + 7]!,
        c[at + 8]!,
        Number.NaN, // recorded rows carry no fuel level
        Number.NaN, // nor a load
        null, // nor a trailer
      );
      rows += 1;
      if (rows % batchSize === 0) {
        await writer.flush();
        if (rows === untimed) {
          started = performance.now();
          cpuStarted = process.cpuUsage();
        }
      }
    }
  }
  await writer.flush();
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  await writer.close();
  return { rate: (rows - untimed) / elapsedS, cpuUsPerRow: (cpu.user + cpu.system) / (rows - untimed) };
}

interface ModeResult {
  perFrame: number;
  raw: number;
  /** CPU (all threads, user + system) per row: raw insert; server per stored report; load generator per report. */
  rawCpuUs: number;
  serverCpuUs: number;
  /** …of which the kernel (TCP, file writes). */
  serverSystemUs: number;
  fleetCpuUs: number;
  endToEnd: number;
  stored: number;
  elapsedS: number;
  acknowledged: number;
  setupMs: number;
  sessions: number;
  rssBefore: number;
  rssConnected: number;
}

async function runMode(
  bench: BenchDatabase,
  terminals: BenchTerminal[],
  perFrame: number,
  firstTime: number,
): Promise<ModeResult> {
  const child = fork(path.join(here, 'ingest', 'benchServer.ts'), [], {
    execArgv: [
      ...serverNodeFlags,
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...process.env, ...bench.env, BENCH_BATCH_SIZE: String(batchSize) },
  });
  const fleet = new BenchFleet({
    port: 0,
    host: '127.0.0.1',
    terminals,
    window: windowSize,
    reportsPerFrame: perFrame,
    // Every report is a new row: terminal time advances a second per report from here.
    firstGpsTime: firstTime,
  });
  try {
    const ready = await nextMessage(child, 'ready');
    fleet.options.port = ready.port!;
    const setupMs = await fleet.connect(CONNECT_CONCURRENCY);
    child.send({ type: 'memory' });
    const connected = await nextMessage(child, 'memory');

    fleet.start();
    await sleep(warmupSeconds * 1000);
    const storedBefore = await countTrackPoints(bench.db);
    const ackedBefore = fleet.acknowledgedReports;
    child.send({ type: 'cpu' });
    const serverCpuBefore = await nextMessage(child, 'cpu');
    const fleetCpuBefore = process.cpuUsage();
    const started = performance.now();
    await sleep(seconds * 1000);
    const storedAfter = await countTrackPoints(bench.db);
    const elapsedS = (performance.now() - started) / 1000;
    const fleetCpu = process.cpuUsage(fleetCpuBefore);
    child.send({ type: 'cpu' });
    const serverCpuAfter = await nextMessage(child, 'cpu');
    const serverCpu = serverCpuAfter.cpuUs! - serverCpuBefore.cpuUs!;
    const serverSystem = serverCpuAfter.systemUs! - serverCpuBefore.systemUs!;
    const ackedAfter = fleet.acknowledgedReports;
    fleet.stop();
    await fleet.close();
    child.send({ type: 'close' });
    await nextMessage(child, 'closed');
    await once(child, 'exit');
    const stored = storedAfter - storedBefore;
    const recorded = await readTrackInInsertOrder(bench);
    await clearTrack(bench);
    // Twice, and the better rate counts: a neighbour's load during one measurement cannot flatter the ratio.
    let raw = 0;
    let rawCpuUs = Infinity;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const replay = await replayInsertRate(bench, recorded, storedBefore, stored);
      raw = Math.max(raw, replay.rate);
      rawCpuUs = Math.min(rawCpuUs, replay.cpuUsPerRow);
      await clearTrack(bench);
    }
    return {
      perFrame,
      raw,
      rawCpuUs,
      serverCpuUs: serverCpu / stored,
      serverSystemUs: serverSystem / stored,
      fleetCpuUs: (fleetCpu.user + fleetCpu.system) / stored,
      endToEnd: stored / elapsedS,
      stored,
      elapsedS,
      acknowledged: (ackedAfter - ackedBefore) / elapsedS,
      setupMs,
      sessions: connected.sessions!,
      rssBefore: ready.rss!,
      rssConnected: connected.rss!,
    };
  } finally {
    fleet.stop();
    await fleet.close().catch(() => undefined);
    if (child.exitCode === null) child.kill();
  }
}

function print(bench: BenchDatabase, terminals: BenchTerminal[], results: ModeResult[]): void {
  const editions2019 = terminals.filter((t) => t.edition === 2019).length;
  const first = results[0]!;
  console.log(`\nbench:ingest — ${bench.describe}`);
  console.log(
    values.rules
      ? `  with zone and line alarm rules: ${BENCH_ZONES_PER_VEHICLE} zones and 1 line per vehicle`
      : '  without zone and line alarm rules (compare with --rules)',
  );
  console.log(
    `  ${fmt(terminalCount)} terminals over TCP (${fmt(terminalCount - editions2019)} × 2013, ${fmt(editions2019)} × 2019), ` +
      `window ${windowSize} frames, ${warmupSeconds} s warm-up + ${seconds} s measured, pipeline batch ${fmt(batchSize)}`,
  );
  console.log(
    `  connection setup       ${fmt(first.sessions)} authenticated in ${fmt(first.setupMs / 1000, 2)} s ` +
      `(${fmt(terminalCount / (first.setupMs / 1000))}/s, ${CONNECT_CONCURRENCY} handshakes at a time)`,
  );
  const rssDelta = first.rssConnected - first.rssBefore;
  console.log(
    `  memory per connection  ${fmt(rssDelta / terminalCount / 1024, 1)} KiB ` +
      `(server RSS ${fmt(first.rssBefore / 2 ** 20)} → ${fmt(first.rssConnected / 2 ** 20)} MiB after GC, ` +
      `young generation excluded)`,
  );
  console.log(
    `\n  ${'mode'.padEnd(28)}${'end to end'.padStart(16)}${'raw insert'.padStart(16)}${'ratio'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `  ${modeName(r.perFrame).padEnd(28)}${`${fmt(r.endToEnd)}/s`.padStart(16)}${`${fmt(r.raw)}/s`.padStart(16)}` +
        `${fmt(Math.floor((r.endToEnd / r.raw) * 100) / 100, 2).padStart(8)}   (${fmt(r.stored)} rows stored in ${fmt(r.elapsedS, 1)} s; ` +
        `${fmt(r.acknowledged)}/s acknowledged)`,
    );
  }
  // Rates depend on what else the shared cores are doing; CPU time per row much less so.
  console.log(
    `\n  ${'CPU per row (µs)'.padEnd(28)}${'server'.padStart(16)}${'raw insert'.padStart(16)}${'fleet'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `  ${modeName(r.perFrame).padEnd(28)}${fmt(r.serverCpuUs, 1).padStart(16)}${fmt(r.rawCpuUs, 1).padStart(16)}` +
        `${fmt(r.fleetCpuUs, 1).padStart(8)}   (server: gateway, pipeline and its writer thread; ` +
        `${fmt(r.serverSystemUs, 1)} of it in the kernel)`,
    );
  }
  const single = results.find((r) => r.perFrame === 1);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\n  targets');
  if (kind === 'sqlite' && single) {
    const label = 'end to end ≥ 10,000 reports/s (SQLite, 0x0200)';
    console.log(`    ${label.padEnd(58)}${verdict(single.endToEnd >= 10_000)}`);
  }
  for (const r of results) {
    const label = `end to end ≥ ½ raw insert (${modeName(r.perFrame)})`;
    console.log(`    ${label.padEnd(58)}${verdict(r.endToEnd / r.raw >= 0.5)}`);
  }
}

async function main(): Promise<void> {
  checkDescriptorLimit();
  const bench = await createBenchDatabase(kind, adminUrl);
  try {
    const terminals = await seedBenchVehicles(bench.db, terminalCount);
    if (values.rules) await seedBenchZoneRules(bench.db, terminalCount);
    const results: ModeResult[] = [];
    // Each mode's terminal times start half a day after the previous mode's, so every run's reports are the
    // vehicles' newest (the pipeline treats older ones as blind-area uploads).
    const base = Math.floor(Date.now() / 1000) * 1000 - 3 * DAY;
    for (const [i, perFrame] of modes.entries()) {
      results.push(await runMode(bench, terminals, perFrame, base + i * (DAY / 2)));
    }
    print(bench, terminals, results);
    if (values.rules) {
      // The runs measure evaluating rules; alarms written would be a different cost (see benchZoneRules.ts).
      const written = await bench.db
        .selectFrom('alarms')
        .select(['first_type', 'second_type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('first_type', 'in', [ALARM_FIRST_TYPE.zone, ALARM_FIRST_TYPE.line])
        .groupBy(['first_type', 'second_type'])
        .execute();
      const kinds = written.map(
        (r) => `${r.first_type}/${r.second_type}: ${Number(r.n).toLocaleString('en-US')}`,
      );
      console.log(`  zone and line alarms written during the runs: ${kinds.join(', ') || 'none'}`);
    }
  } finally {
    await bench.destroy();
  }
}

await main();
