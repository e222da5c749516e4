/**
 * The JT/T 808 gateway and pipeline as their own process (`npm run gateway -w @roadwatch/server`), for
 * deployments that keep terminal connections apart from the HTTP server (run that one with ROADWATCH_GATEWAY=0).
 * Same environment as the server: DATABASE_URL / ROADWATCH_DATA_DIR, JT808_PORT, JT808_IDLE_TIMEOUT_S, the
 * connection limits (JT808_MAX_CONNECTIONS, JT808_MAX_UNAUTHENTICATED, JT808_MAX_UNAUTH_PER_ADDRESS,
 * JT808_AUTH_TIMEOUT_S), ROADWATCH_OFFLINE_AFTER_S, and REDIS_URL, through which live events reach the server
 * instances' WebSockets and the servers' commands (TTS, intercom) reach the terminals connected here (the command
 * relay).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { pino } from 'pino';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createAlarmEffects } from '../features/alarmEffects/createAlarmEffects';
import { alarmNoticeSenders } from '../features/alarmNotice/alarmNoticeConfig';
import { createAlarmNotifier } from '../features/alarmNotice/createAlarmNotifier';
import { createPlaceResolver } from '../geo/placeResolver';
import { createLocalLiveBus } from '../live/liveBus';
import { createRedisLiveBus } from '../live/redisLiveBus';
import { createDeferredGatewayCommands } from './media/deferredGatewayCommands';
import { startCommandRelayServer, type CommandRelayServer } from './relay/commandRelayServer';
import { startTerminalIngest, type TerminalIngest } from './startTerminalIngest';

const SHUTDOWN_GRACE_MS = 15_000;

const config = loadConfig();
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const instanceId = `${os.hostname()}:${process.pid}:gateway:${randomUUID().slice(0, 8)}`;
if (!config.redisUrl) log.warn('REDIS_URL is not set: live events stay inside this gateway process');
const bus = config.redisUrl
  ? await createRedisLiveBus(config.redisUrl, instanceId, {
      onError: (err) => log.warn({ err }, 'live bus: redis error'),
    })
  : createLocalLiveBus();
let ingest: TerminalIngest | undefined;
let relay: CommandRelayServer | null = null;
// Opened alarms' notices and captures start here, where the pipeline commits them; the server's notifier timer
// sends retries and reminders from the same queue (claims keep two processes from sending one row twice).
const commands = createDeferredGatewayCommands();
const notifier = createAlarmNotifier({ db, senders: alarmNoticeSenders(config.alarmNotice, commands), log });
const alarmEffects = createAlarmEffects({
  db,
  notifier,
  commands,
  places: createPlaceResolver({ amapKey: config.amapKey }),
  log,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'gateway shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  try {
    await ingest?.close();
    await alarmEffects.stop();
    await notifier.stop();
    await relay?.close();
    await bus.close();
    await db.destroy();
    log.info('gateway stopped');
  } catch (err) {
    log.error({ err }, 'gateway shutdown failed');
    process.exitCode = 1;
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await migrateToLatest(db);
  relay = config.redisUrl
    ? await startCommandRelayServer({ redisUrl: config.redisUrl, gatewayId: instanceId, logger: log })
    : null;
  ingest = await startTerminalIngest({
    db,
    bus,
    logger: log,
    port: config.jt808Port,
    host: config.host,
    idleTimeoutMs: config.jt808IdleTimeoutMs,
    offlineAfterMs: config.offlineAfterMs,
    dataDir: config.dataDir,
    pipeline: { onAlarmOpened: alarmEffects.alarmOpened },
    gateway: {
      ...config.jt808Connections,
      onVehicleSession: (vehicleId, online) => relay?.vehicleSession(vehicleId, online),
    },
  });
  relay?.serve(ingest.gateway.commands);
  commands.attach(ingest.gateway.commands);
  // Alarms a previous process committed but ended before carrying out their settings get their notices now.
  alarmEffects.recover().catch((err: unknown) => log.error({ err }, 'alarm effects recovery failed'));
  log.info({ jt808Port: ingest.gateway.port }, `JT/T 808 gateway listening on :${ingest.gateway.port}`);
} catch (err) {
  log.fatal({ err }, 'gateway start-up failed');
  await ingest?.close().catch(() => undefined);
  await relay?.close().catch(() => undefined);
  await bus.close().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  process.exitCode = 1;
}
