import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createStreamingAudioHandler,
  startSimulator,
  type Simulator,
  type StreamingAudioHandler,
} from '@roadwatch/simulator';
import { silentLogger } from '../../src/gateway/gatewayLogger';
import { createDeferredGatewayCommands } from '../../src/gateway/media/deferredGatewayCommands';
import { startMediaServer, type MediaServer } from '../../src/gateway/media/startMediaServer';
import { startTerminalIngest, type TerminalIngest } from '../../src/gateway/startTerminalIngest';
import { createLocalLiveBus } from '../../src/live/liveBus';
import { loadSimFleet } from '../../src/simulator/loadSimFleet';
import { loginAs, startTestApp, type TestApp } from './testApp';
import { TestTerminal } from './testTerminal';

/** A vehicle driven by hand (a TestTerminal) so a test decides what its terminal answers. */
export interface ManualVehicle {
  vehicleId: number;
  phone: string;
  edition: 2013 | 2019;
  authCode: string;
}

/**
 * The seeded app with everything voice needs, as in production: the JT/T 808 gateway and the JT/T 1078 media
 * server in process, the demo fleet simulated (streaming audio), one vehicle left out for a hand-driven terminal,
 * a movable clock (`advance`) and a data directory of its own.
 */
export interface VoiceFixture extends TestApp {
  baseUrl: string;
  sim: Simulator;
  audio: StreamingAudioHandler;
  ingest: TerminalIngest;
  media: MediaServer;
  dataDir: string;
  manual: ManualVehicle;
  tokens: { admin: string; operator: string; viewer: string; otherAdmin: string };
  advance(ms: number): void;
  /** A simulated vehicle of company 1 (online) other than the manual one. */
  simVehicle(index?: number): { vehicleId: number; phone: string };
  connectManual(): Promise<TestTerminal>;
}

export async function startVoiceFixture(): Promise<VoiceFixture> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-voice-'));
  const gateway = createDeferredGatewayCommands();
  // The media port runs on the test clock too: its request, identification and idle deadlines are moved past by
  // `advance` and then `media.sweep()`, never waited for.
  const media = await startMediaServer({ port: 0, host: '127.0.0.1', publicHost: '127.0.0.1', now });
  const testApp = await startTestApp({ config: { gateway, media, dataDir, now } });
  const { db } = testApp;
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const bus = createLocalLiveBus();
  const ingest = await startTerminalIngest({
    db,
    bus,
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    idleTimeoutMs: 120_000,
    offlineAfterMs: 120_000,
    gateway: {
      onVehicleSession: (vehicleId, online) => {
        if (!online) media.sessionEnded(vehicleId);
      },
    },
  });
  gateway.attach(ingest.gateway.commands);

  const company1 = new Set(
    (await db.selectFrom('vehicles').select('id').where('company_id', '=', 1).execute()).map((r) => r.id),
  );
  const fleet = (await loadSimFleet(db, 40)).filter((v) => company1.has(v.vehicleId));
  const manualSpec = fleet[0]!;
  const simulated = fleet.slice(1, 9);
  const manualRow = await db
    .selectFrom('vehicles')
    .select(['id', 'terminal_phone', 'protocol_version', 'auth_code'])
    .where('id', '=', manualSpec.vehicleId)
    .executeTakeFirstOrThrow();
  const audio = createStreamingAudioHandler({ connectDelayMs: 50 });
  const sim = startSimulator({ port: ingest.gateway.port, vehicles: simulated, seed: 5, audio });
  await sim.whenOnline(simulated.length, 30_000);

  const tokens = {
    admin: (await loginAs(testApp.app, 'admin')).token,
    operator: (await loginAs(testApp.app, 'operator')).token,
    viewer: (await loginAs(testApp.app, 'viewer')).token,
    otherAdmin: (await loginAs(testApp.app, 'other_admin')).token,
  };
  return {
    ...testApp,
    baseUrl,
    sim,
    audio,
    ingest,
    media,
    dataDir,
    tokens,
    manual: {
      vehicleId: manualRow.id,
      phone: manualRow.terminal_phone!,
      edition: manualRow.protocol_version === 2019 ? 2019 : 2013,
      authCode: manualRow.auth_code,
    },
    advance(ms) {
      offset += ms;
    },
    simVehicle(index = 0) {
      const v = sim.vehicles[index];
      if (!v) throw new Error(`no simulated vehicle ${index}`);
      return { vehicleId: v.vehicleId, phone: v.phone };
    },
    async connectManual() {
      const t = await TestTerminal.connect(
        ingest.gateway.port,
        manualRow.terminal_phone!,
        manualRow.protocol_version === 2019 ? 2019 : 2013,
      );
      const auth = await t.authenticate(manualRow.auth_code);
      if (auth.body.kind !== 'platformGeneralReply' || auth.body.result !== 0)
        throw new Error('manual login failed');
      return t;
    },
    async close() {
      await sim.stop();
      await testApp.app.close();
      await ingest.close();
      await media.close();
      await bus.close();
      await testApp.database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
