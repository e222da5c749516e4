/**
 * npm run simulate -- [--vehicles N] [--from-db] [--host H] [--port P] [--seed S] [--time-scale X]
 *                     [--fault-bad-checksum R] [--fault-split-chunks] [--fault-escape-heavy]
 *                     [--fault-disconnect R] [--fault-unknown-terminal [R]] [--stats-every S]
 *                     [--fast SECONDS [--fast-window W]]
 *
 * Connects simulated JT/T 808 terminals to the gateway. With --from-db the vehicles (phones, plates, editions,
 * models, probes, last positions) and the warehouses' and stores' temperature loggers come from the database of
 * DATABASE_URL / ROADWATCH_DATA_DIR, read-only: this is how `npm start` drives the seeded demo. Without it, a generated fleet (which the gateway only accepts if
 * its database holds the same phones). --fast runs the bench mode once everyone is online, prints the result and
 * exits. Stops on SIGINT/SIGTERM, or when the parent process that started it goes away.
 */
import { parseArgs } from 'node:util';
import {
  createStreamingAudioHandler,
  generateSimFleet,
  startSimulator,
  type SimPortableSpec,
  type SimSiteSpec,
  type SimVehicleSpec,
  type Simulator,
  type SimStats,
} from '@roadwatch/simulator';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/connect';
import { loadSimFleet } from '../apps/server/src/simulator/loadSimFleet';
import { loadSimPortables } from '../apps/server/src/simulator/loadSimPortables';
import { loadSimSites } from '../apps/server/src/simulator/loadSimSites';
import { resampleLinear } from '@roadwatch/core';
import { synthesizeSpeech } from '../apps/server/src/tts/synthesizeSpeech';

const MAX_VEHICLES = 10_000;
const DEFAULT_VEHICLES = 300;

const USAGE = `Usage: npm run simulate -- [options]
  --vehicles N               how many terminals (default ${DEFAULT_VEHICLES}; with --from-db every vehicle), at most ${MAX_VEHICLES}
  --from-db                  the vehicles and site loggers of the configured database (DATABASE_URL or ROADWATCH_DATA_DIR)
  --host H --port P          the gateway (default 127.0.0.1 and JT808_PORT or 7808)
  --seed S                   world seed (default 1): same seed, same start time, same reports
  --time-scale X             simulated seconds per real second (default 1)
  --fault-bad-checksum R     share of frames with a wrong check code (0–1)
  --fault-split-chunks       write every frame in random TCP fragments
  --fault-escape-heavy       serials, coordinates and an item that need 0x7d escaping
  --fault-disconnect R       chance per frame of dropping the line mid-frame (0–1)
  --fault-unknown-terminal [R]  share of terminals with phones the platform does not know (default 0.05)
  --stats-every S            print a status line every S seconds (default 60; 0 = never)
  --fast SECONDS             bench: once online, send reports back to back for SECONDS, print, exit
  --fast-window W            unacknowledged reports per terminal in --fast (default 8)
  --fault-intercom-no-reply R   share of 0x9101/0x9102 left unanswered (the console sees ERR_004)
  --fault-intercom-reject R     share answered with result 1 (ERR_002)
  --fault-intercom-media CODE   ERR_006: acknowledge 0x9101 but never open the media connection`;

function rate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!(n >= 0 && n <= 1)) throw new Error(`${name} must be a rate from 0 to 1, got "${value}"`);
  return n;
}

function count(name: string, value: string | undefined, fallback: number, max = Infinity): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new Error(`${name} must be an integer from 0 to ${max}`);
  return n;
}

/** The demo fleet and the sites' temperature loggers as the database has them (read-only). */
async function loadFleet(
  limit: number,
): Promise<{ vehicles: SimVehicleSpec[]; sites: SimSiteSpec[]; portables: SimPortableSpec[] }> {
  const config = loadConfig();
  const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return {
      vehicles: await loadSimFleet(db, limit),
      sites: await loadSimSites(db),
      portables: await loadSimPortables(db),
    };
  } finally {
    await db.destroy();
  }
}

/** The simulated driver's spoken answer in a chat, 8 kHz; a voice-like signal when speech synthesis fails. */
async function driverReply(): Promise<Int16Array | undefined> {
  try {
    const speech = await synthesizeSpeech('您好，我是司机，我听到了，请讲。', 'zh-CN');
    return resampleLinear(speech.pcm, speech.sampleRate, 8_000);
  } catch (err) {
    console.warn(`[simulator] no synthesised driver reply (${String(err)}); using a voice-like signal`);
    return undefined;
  }
}

function statusLine(s: SimStats): string {
  return (
    `[simulator] ${new Date(s.simTime).toISOString()} online ${s.online}/${s.terminals}` +
    (s.connecting > 0 ? ` connecting ${s.connecting}` : '') +
    ` reports ${s.reportsSent} batched ${s.batchedReports} stored ${s.storedReports}` +
    ` acks ${s.acksReceived} texts ${s.textsReceived} refused ${s.refusals} reconnects ${Math.max(0, s.connects - s.terminals)}`
  );
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      vehicles: { type: 'string' },
      'from-db': { type: 'boolean', default: false },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string' },
      seed: { type: 'string', default: '1' },
      'time-scale': { type: 'string', default: '1' },
      'fault-bad-checksum': { type: 'string' },
      'fault-split-chunks': { type: 'boolean', default: false },
      'fault-escape-heavy': { type: 'boolean', default: false },
      'fault-disconnect': { type: 'string' },
      'fault-unknown-terminal': { type: 'boolean', default: false },
      'stats-every': { type: 'string', default: '60' },
      fast: { type: 'string' },
      'fast-window': { type: 'string', default: '8' },
      'fault-intercom-no-reply': { type: 'string' },
      'fault-intercom-reject': { type: 'string' },
      'fault-intercom-media': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // "--fault-unknown-terminal 0.2": parseArgs treats the flag as boolean, so take an optional rate after it.
  const unknownAt = argv.indexOf('--fault-unknown-terminal');
  const unknownRate = values['fault-unknown-terminal']
    ? rate(
        '--fault-unknown-terminal',
        /^[0-9.]+$/.test(argv[unknownAt + 1] ?? '') ? argv[unknownAt + 1] : undefined,
        0.05,
      )
    : 0;
  const port = count('--port', values.port ?? process.env.JT808_PORT, 7808, 65535);
  const seed = count('--seed', values.seed, 1);
  const timeScale = Number(values['time-scale']);
  if (!(timeScale > 0)) throw new Error('--time-scale must be positive');
  const fromDb = values['from-db'];
  const limit = count('--vehicles', values.vehicles, fromDb ? MAX_VEHICLES : DEFAULT_VEHICLES, MAX_VEHICLES);
  const { vehicles, sites, portables } = fromDb
    ? await loadFleet(limit)
    : { vehicles: generateSimFleet({ count: limit, seed }), sites: [], portables: [] };
  if (vehicles.length === 0) {
    console.error('[simulator] no vehicles to simulate (is the database seeded?)');
    return 1;
  }

  const sim: Simulator = startSimulator({
    host: values.host,
    port,
    vehicles,
    sites,
    portables,
    seed,
    timeScale,
    faults: {
      badChecksumRate: rate('--fault-bad-checksum', values['fault-bad-checksum'], 0),
      splitChunks: values['fault-split-chunks'],
      escapeHeavy: values['fault-escape-heavy'],
      disconnectRate: rate('--fault-disconnect', values['fault-disconnect'], 0),
      unknownTerminalRate: unknownRate,
      intercom: {
        noReplyRate: rate('--fault-intercom-no-reply', values['fault-intercom-no-reply'], 0),
        rejectRate: rate('--fault-intercom-reject', values['fault-intercom-reject'], 0),
        mediaError: values['fault-intercom-media'] ?? null,
      },
    },
    // Intercom and listening stream real JT/T 1078 audio: the driver answers with synthesised speech and an echo.
    audio: createStreamingAudioHandler({ reply: await driverReply() }),
  });
  const editions = vehicles.filter((v) => v.edition === 2019).length;
  console.log(
    `[simulator] ${vehicles.length} terminals (${vehicles.length - editions} JT/T 808-2013, ${editions} -2019) → ` +
      `${values.host}:${port}, seed ${seed}, time ×${timeScale}${fromDb ? ', fleet from the database' : ''}` +
      (sites.length > 0 ? `, plus ${sites.length} warehouse and store temperature loggers` : '') +
      (portables.length > 0 ? `, plus ${portables.length} incubators' portable loggers` : ''),
  );

  let stopping: Promise<void> | null = null;
  const stop = (why: string) => {
    stopping ??= (async () => {
      console.log(`[simulator] stopping (${why})`);
      await sim.stop();
    })();
    return stopping;
  };
  process.once('SIGINT', () => void stop('SIGINT').then(() => process.exit(0)));
  process.once('SIGTERM', () => void stop('SIGTERM').then(() => process.exit(0)));
  // Started by the server with an IPC channel: when the server goes, so do we.
  if (process.send) process.once('disconnect', () => void stop('parent exited').then(() => process.exit(0)));

  if (values.fast !== undefined) {
    const seconds = Number(values.fast);
    if (!(seconds > 0)) throw new Error('--fast needs a positive number of seconds');
    const expected = sim.vehicles.filter((v) => !v.unknownTerminal).length;
    await sim.whenOnline(expected, 120_000);
    const result = await sim.sendLocationsAsFastAsPossible({
      durationMs: seconds * 1000,
      window: count('--fast-window', values['fast-window'], 8, 1000),
    });
    console.log(JSON.stringify(result));
    await stop('fast run done');
    return 0;
  }

  const every = Number(values['stats-every']);
  if (every > 0) setInterval(() => console.log(statusLine(sim.stats())), every * 1000).unref();
  // Keep the process alive until a signal stops it.
  await new Promise<never>(() => undefined);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`[simulator] ${err instanceof Error ? err.message : String(err)}`);
    console.error(USAGE);
    process.exitCode = 2;
  },
);
