import type { Database } from '../db/connect';
import { createMediaIntake } from '../features/media/mediaIntake';
import type { LiveBus } from '../live/liveBus';
import { createPipeline, type Pipeline, type PipelineOptions } from '../pipeline/createPipeline';
import type { GatewayLogger } from './gatewayLogger';
import { startGateway, type Gateway, type GatewayOptions } from './startGateway';

/**
 * Group commit: what arrived is committed every 100 ms (and at once when this many track rows are waiting), and
 * its reports are acknowledged right after, so an acknowledgement waits 100 ms plus the commit at most.
 */
export const PIPELINE_FLUSH_INTERVAL_MS = 100;
export const PIPELINE_BATCH_SIZE = 5_000;

export interface TerminalIngestOptions {
  db: Database;
  bus: LiveBus;
  logger: GatewayLogger;
  port: number;
  host?: string;
  now?: () => number;
  idleTimeoutMs: number;
  offlineAfterMs: number;
  /** The data folder: uploaded pictures are stored under `<dataDir>/media/`. Without it uploads are refused. */
  dataDir?: string;
  gateway?: Partial<
    Omit<GatewayOptions, 'db' | 'sink' | 'logger' | 'port' | 'host' | 'now' | 'idleTimeoutMs' | 'media'>
  >;
  pipeline?: Partial<Omit<PipelineOptions, 'db' | 'bus' | 'logger' | 'now' | 'offlineAfterMs'>>;
}

export interface TerminalIngest {
  gateway: Gateway;
  pipeline: Pipeline;
  /** Stops accepting terminals, ends their connections, then commits what the pipeline still holds. */
  close(): Promise<void>;
}

/** Terminals → gateway → pipeline → database and live bus: what the server (or a gateway-only process) runs. */
export async function startTerminalIngest(options: TerminalIngestOptions): Promise<TerminalIngest> {
  const { db, bus, logger, now } = options;
  const pipeline = createPipeline({
    db,
    bus,
    logger,
    now,
    offlineAfterMs: options.offlineAfterMs,
    flushIntervalMs: PIPELINE_FLUSH_INTERVAL_MS,
    batchSize: PIPELINE_BATCH_SIZE,
    ...options.pipeline,
  });
  let gateway: Gateway;
  try {
    gateway = await startGateway({
      db,
      sink: pipeline,
      logger,
      now,
      port: options.port,
      host: options.host,
      idleTimeoutMs: options.idleTimeoutMs,
      media: options.dataDir ? createMediaIntake({ db, dataDir: options.dataDir, now }) : undefined,
      ...options.gateway,
    });
  } catch (err) {
    await pipeline.close();
    throw err;
  }
  return {
    gateway,
    pipeline,
    async close() {
      await gateway.close();
      await pipeline.close();
    },
  };
}
