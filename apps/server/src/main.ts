import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { DAY_MS, KIOSK_BASE_PATH, displayUrl } from '@roadwatch/core';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { isPostgres } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { StoreHealth } from './features/health/StoreHealth';
import { startTerminalIngest, type TerminalIngest } from './gateway/startTerminalIngest';
import { createDeferredGatewayCommands } from './gateway/media/deferredGatewayCommands';
import { startCommandRelayServer, type CommandRelayServer } from './gateway/relay/commandRelayServer';
import { createRelayedGatewayCommands } from './gateway/relay/relayedGatewayCommands';
import { createRoutedGatewayCommands } from './gateway/routedGatewayCommands';
import { createRecordedGatewayCommands } from './features/directiveRecords/recordedGatewayCommands';
import { loadMediaConfig } from './gateway/media/mediaConfig';
import { startMediaServer } from './gateway/media/startMediaServer';
import { loadKioskConfigs } from './kiosk/loadKioskConfigs';
import { createLocalLiveBus } from './live/liveBus';
import { createRedisLiveBus } from './live/redisLiveBus';
import { registerKioskDisplays } from './kiosk/registerKioskDisplays';
import { ensureDisplayTokens } from './kiosk/displayTokenStore';
import { isDatabaseEmpty } from './seed/databaseState';
import { seedDemo } from './seed/seedDemo';
import { spawnDemoSimulator, type DemoSimulator } from './simulator/spawnDemoSimulator';
import { startDemoDutyChecks, type DemoDutyChecks } from './features/sentry/demoDutyChecks';
import { alarmNoticeSenders } from './features/alarmNotice/alarmNoticeConfig';
import { createAlarmNotifier } from './features/alarmNotice/createAlarmNotifier';
import { createAlarmEffects } from './features/alarmEffects/createAlarmEffects';
import { createPlaceResolver } from './geo/placeResolver';
import { createDockingPlatform } from './features/dockingPlatform/createDockingPlatform';
import { createScheduler } from './scheduler/createScheduler';
import { scheduleExportCleanup } from './features/exportCenter/exportCleanup';
import { createExportRunner } from './features/exportCenter/exportRunner';
import { watchEventLoop } from './eventLoopWatch';
import { createHistoryUpkeep } from './features/history/historyUpkeep';
import { createDayStatsRollup } from './features/reports/dayStats/createDayStatsRollup';
import type { PipelineLogger } from './pipeline/pipelineLogger';
import {
  createTerminalReminderJobs,
  type TerminalReminderJobs,
} from './features/terminalReminders/terminalReminderJobs';
import { createExpiryReminderJobs } from './features/fleetCost/expiryReminderJobs';
import { emailSender } from './features/alarmNotice/emailSender';
import { createSubscriptionDeliveries } from './features/reportSubscription/subscriptionDeliveries';
import { fileMailer } from './features/reportSubscription/fileMailer';
import { createTestClock, testClockEnabled } from './clock/testClock';

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process gives up on them.
const SHUTDOWN_GRACE_MS = 15_000;
const SEED_PROGRESS_EVERY_MS = 3_000;

const config = loadConfig();
// Wall time, or in a test server started with ROADWATCH_TEST_CLOCK=1 a clock its tests move ahead (clock/testClock).
const testClock = testClockEnabled(config.nodeEnv, config.testClock) ? createTestClock() : undefined;
const now = testClock?.now ?? Date.now;
const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Live events: in-process, or across instances through Redis (each instance skips its own messages by this id).
const instanceId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
// Redis trouble after start-up is logged (the bus keeps delivering locally); failing to connect at all stops start-up.
const liveBusLog: { current?: { warn(details: object, message: string): void } } = {};
const liveBus = config.redisUrl
  ? await createRedisLiveBus(config.redisUrl, instanceId, {
      onError: (err) => liveBusLog.current?.warn({ err }, 'live bus: redis error'),
    })
  : createLocalLiveBus();
// Commands to terminals (TTS, intercom): through this process's gateway for its own connections, and with Redis
// through the command relay to the gateway holding the vehicle (another instance's, or the gateway's own process
// with ROADWATCH_GATEWAY=0). Attached once the gateway listens (gateway/relay, gateway/CONTEXT.md).
const gatewayCommands = createDeferredGatewayCommands();
const relayLog: { current?: { warn(details: object, message: string): void } } = {};
const relayedCommands = config.redisUrl
  ? await createRelayedGatewayCommands(config.redisUrl, instanceId, (err) =>
      relayLog.current?.warn({ err }, 'command relay: redis error'),
    )
  : null;
if (!config.gateway && relayedCommands)
  gatewayCommands.attach(createRoutedGatewayCommands(null, relayedCommands));
// Every command to a terminal, from the API, the schedulers and the alarm rules, passes here and gets a directive
// record (features/directiveRecords); the relay and the gateway below never see users.
const recordLog: { current?: { warn(details: object, message: string): void } } = {};
const commands = createRecordedGatewayCommands(gatewayCommands, {
  db,
  now,
  log: { warn: (details, message) => recordLog.current?.warn(details, message) },
});
// JT/T 1078 media (intercom and listening audio) goes to this server's own TCP port, named in 0x9101, also when the
// 0x9101 itself goes out through another process's gateway.
// Refused media connections are logged once the app's logger exists.
const media =
  config.gateway || relayedCommands
    ? await startMediaServer({
        ...loadMediaConfig(),
        logger: { warn: (details, message) => relayLog.current?.warn(details, message) },
      })
    : undefined;
// What the pipeline's commits and the API's queries meet in the store, for /healthz.
const storeHealth = new StoreHealth();
// Terminal reminders run on the scheduler; the API syncs their jobs after a change (created once the log exists).
const reminderJobs: { current?: TerminalReminderJobs } = {};
// Export centre jobs run one at a time in a worker thread with their own connection (logged once the log exists).
const exportLog: { current?: PipelineLogger } = {};
const exportRunner = createExportRunner({
  db,
  now,
  database: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
  dataDir: config.dataDir,
  logger: {
    info: (obj, msg) => exportLog.current?.info(obj, msg),
    warn: (obj, msg) => exportLog.current?.warn(obj, msg),
    error: (obj, msg) => exportLog.current?.error(obj, msg),
  },
});
const app = buildApp({
  db,
  terminalReminderJobs: { sync: () => reminderJobs.current?.sync() ?? Promise.resolve() },
  storeHealth,
  gateway: commands,
  media,
  dataDir: config.dataDir,
  nodeEnv: config.nodeEnv,
  testCaptcha: config.testCaptcha,
  consoleDist: config.consoleDist,
  kioskDist: config.kioskDist,
  kioskConfigDir: config.kioskConfigDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  liveBus,
  amapKey: config.amapKey,
  platform: config.platform,
  trustProxy: config.trustProxy,
  httpTimeouts: config.httpTimeouts,
  dockingAllowPrivate: config.dockingAllowPrivate,
  exports: exportRunner,
  now,
  testClock,
});
const log = app.log;
exportLog.current = log;
// The simulated demo fleet (a child process), started once everything listens; stopped first on shutdown.
let demoSimulator: DemoSimulator | null = null;
// Upper-platform duty checks for the demo (the sentry reply box), issued while the simulator runs.
let dutyChecks: DemoDutyChecks | null = null;
// Terminals → JT/T 808 gateway → pipeline; started after the HTTP server listens, closed before the database.
let ingest: TerminalIngest | null = null;
// This gateway's side of the command relay: other instances' commands for the vehicles connected here.
let relayServer: CommandRelayServer | null = null;
liveBusLog.current = log;
relayLog.current = log;
recordLog.current = log;
// Alarm notices (e-mail, SMS, WeChat, the cab's text): the pipeline hands an opened alarm to notifyAlarm; sending,
// retries and reminders run here in the background from the alarm_notifications queue (features/alarmNotice).
const alarmNotifier = createAlarmNotifier({
  db,
  senders: alarmNoticeSenders(config.alarmNotice, commands),
  log,
});
// What an opened alarm's setting asks for (notices, the cab's text, flash capture), after its row is committed
// and off the ingest path (features/alarmEffects).
const alarmEffects = createAlarmEffects({
  db,
  notifier: alarmNotifier,
  commands,
  places: createPlaceResolver({ amapKey: config.amapKey }),
  log,
});
// Readings and temperature alarms pushed to partner endpoints by a timer, off the ingest path (features/dockingPlatform).
const dockingPlatform = createDockingPlatform({
  db,
  allowPrivate: config.dockingAllowPrivate,
  dataDir: config.dataDir,
  log,
});

// Calendar jobs (scheduled_jobs): the terminal reminders register theirs at start-up and whenever they change.
const scheduler = createScheduler({ db, logger: log, now });
const terminalReminders = createTerminalReminderJobs({
  db,
  scheduler,
  commands,
  logger: log,
  now,
});
reminderJobs.current = terminalReminders;
// Insurance and certificate expiry reminders: hourly on the same calendar, to the message centre and by e-mail.
const smtp = config.alarmNotice.smtpUrl;
const reminderMail = smtp
  ? emailSender({ url: smtp, from: config.alarmNotice.smtpFrom, timeoutMs: config.alarmNotice.timeoutMs })
  : undefined;
const expiryReminders = createExpiryReminderJobs({
  db,
  scheduler,
  logger: log,
  now,
  sendEmail: reminderMail
    ? (to, subject, body) =>
        reminderMail({ channel: 'email', recipient: to, subject, body, tts: false, vehicleId: 0 })
    : undefined,
});

// Report subscriptions: 07:00 daily, Mondays and the 1st on the same calendar; files made as export jobs.
const subscriptionDeliveries = createSubscriptionDeliveries({
  db,
  scheduler,
  logger: log,
  now,
  kickExports: () => exportRunner.kick(),
  fileOf: (jobId, format) => exportRunner.fileOf(jobId, format),
  sendMail: smtp
    ? fileMailer({ url: smtp, from: config.alarmNotice.smtpFrom, timeoutMs: config.alarmNotice.timeoutMs })
    : undefined,
});
// The daily roll-up of the mileage and driving reports: days the pipeline marked are recomputed every 30 s.
const dayStatsRollup = createDayStatsRollup({ db, log, now });
// Stored history: partitions by day on PostgreSQL (a week ahead), and nightly expiry past the retention setting.
const historyUpkeep = createHistoryUpkeep({ db, log, now, retention: config.retention });

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    dutyChecks?.stop();
    await demoSimulator?.stop();
    await app.close();
    await exportRunner.close();
    await ingest?.close();
    await dayStatsRollup.stop();
    await alarmEffects.stop();
    await dockingPlatform.stop();
    await alarmNotifier.stop();
    terminalReminders.stop();
    subscriptionDeliveries.stop();
    await scheduler.close();
    await relayServer?.close();
    await relayedCommands?.close();
    await media?.close();
    await liveBus.close();
    await db.destroy();
    log.info('stopped');
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exitCode = 1;
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  log.info(
    { db: isPostgres(db) ? 'postgres' : 'sqlite', dataDir: config.databaseUrl ? undefined : config.dataDir },
    'migrating',
  );
  await migrateToLatest(db);
  const seeding = config.seed.enabled && (await isDatabaseEmpty(db));
  // The demo's history goes straight into its day partitions; at any start, rows the default partition holds
  // (the first start after partitioning, a terminal's early clock) are sorted into theirs.
  await historyUpkeep.prepare(seeding ? now() - (config.seed.days + 1) * DAY_MS : undefined);

  if (seeding) {
    log.info(config.seed, 'empty database: generating demo data');
    // Progress arrives per batch; a line every few seconds is enough to show it is alive.
    let lastProgressAt = 0;
    const summary = await seedDemo(db, {
      vehicles: config.seed.vehicles,
      days: config.seed.days,
      full: config.seed.full,
      demoPassword: config.demoPassword,
      onProgress: (table, rows) => {
        if (Date.now() - lastProgressAt < SEED_PROGRESS_EVERY_MS) return;
        lastProgressAt = Date.now();
        log.info({ table, rows }, 'seeding');
      },
    });
    log.info({ rows: summary.totalRows, ms: summary.durationMs }, 'demo data ready');
    await historyUpkeep.prepare();
  }

  const kiosk = loadKioskConfigs(config.kioskConfigDir);
  for (const bad of kiosk.rejected)
    log.error({ file: bad.fileName, issues: bad.issues }, 'kiosk config rejected');
  // Displays without a token in their file get one of this installation's own (data folder), printed once below.
  const displayTokens = ensureDisplayTokens(
    config.dataDir,
    kiosk.configs.filter((c) => c.token === undefined).map((c) => c.name),
  );
  const registration = await registerKioskDisplays(db, kiosk.configs, {
    generatedTokenHashes: displayTokens.hashes,
  });
  for (const skipped of registration.skipped) log.warn(skipped, 'kiosk display not registered');
  if (registration.registered.length > 0)
    log.info({ displays: registration.registered }, 'kiosk displays registered');

  await app.listen({ port: config.port, host: config.host });
  watchEventLoop(log);
  alarmNotifier.start();
  dockingPlatform.start();
  await terminalReminders.start();
  await expiryReminders.start();
  await scheduleExportCleanup(db, scheduler, exportRunner, now);
  await subscriptionDeliveries.start();
  await historyUpkeep.schedule(scheduler);
  exportRunner.start();
  dayStatsRollup.start();
  const origin = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  if (testClock) log.warn("test clock: POST /api/test/clock/advance moves this server's time");
  log.info(
    { console: `${origin}/`, kiosk: `${origin}${KIOSK_BASE_PATH}`, api: `${origin}/api` },
    `Roadwatch listening on ${origin}`,
  );
  for (const { display, token } of displayTokens.issued)
    log.warn(
      { display, url: displayUrl(origin, display, token) },
      `kiosk display "${display}" has a new token; open this address on its wall (shown only now; npm run kiosk:token -- --display ${display} --rotate issues another): ${displayUrl(origin, display, token)}`,
    );

  if (config.gateway) {
    const relay = config.redisUrl
      ? await startCommandRelayServer({ redisUrl: config.redisUrl, gatewayId: instanceId, logger: log })
      : null;
    relayServer = relay;
    ingest = await startTerminalIngest({
      db,
      bus: liveBus,
      logger: log,
      port: config.jt808Port,
      host: config.host,
      idleTimeoutMs: config.jt808IdleTimeoutMs,
      offlineAfterMs: config.offlineAfterMs,
      dataDir: config.dataDir,
      pipeline: { storeHealth, onAlarmOpened: alarmEffects.alarmOpened },
      gateway: {
        ...config.jt808Connections,
        onVehicleSession: (vehicleId, online) => {
          relay?.vehicleSession(vehicleId, online);
          // A media connection lives only as long as the JT/T 808 session that asked for it.
          if (!online) media?.sessionEnded(vehicleId);
        },
      },
    });
    relay?.serve(ingest.gateway.commands);
    gatewayCommands.attach(createRoutedGatewayCommands(ingest.gateway.commands, relayedCommands));
    // Alarms a previous process committed but ended before carrying out their settings get their notices now.
    alarmEffects.recover().catch((err: unknown) => log.error({ err }, 'alarm effects recovery failed'));
    log.info({ jt808Port: ingest.gateway.port }, `JT/T 808 gateway listening on :${ingest.gateway.port}`);
    if (media) log.info({ jt1078Port: media.port }, `JT/T 1078 media server listening on :${media.port}`);
  }

  if (config.simulator) {
    // Simulated terminals for the demo fleet connect to the gateway exactly as real ones would. (With
    // JT808_PORT=0 the gateway's bound port is the one to pass.)
    demoSimulator = spawnDemoSimulator({ port: ingest?.gateway.port ?? config.jt808Port, log });
    log.info(
      { jt808Port: config.jt808Port },
      'demo fleet simulator started (ROADWATCH_SIMULATOR=0 disables it)',
    );
    if (config.dutyCheckMinutes > 0) {
      dutyChecks = startDemoDutyChecks({
        db,
        intervalMs: config.dutyCheckMinutes * 60_000,
        onError: (err) => log.warn({ err }, 'demo duty check failed'),
      });
    }
  }
} catch (err) {
  log.fatal({ err }, 'start-up failed');
  await demoSimulator?.stop();
  await app.close().catch(() => undefined);
  await exportRunner.close().catch(() => undefined);
  await ingest?.close().catch(() => undefined);
  await dayStatsRollup.stop().catch(() => undefined);
  await alarmEffects.stop().catch(() => undefined);
  await dockingPlatform.stop().catch(() => undefined);
  await alarmNotifier.stop().catch(() => undefined);
  terminalReminders.stop();
  await scheduler.close().catch(() => undefined);
  await relayServer?.close().catch(() => undefined);
  await relayedCommands?.close().catch(() => undefined);
  await liveBus.close().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  process.exitCode = 1;
}
