import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { startIngestProcess } from './helpers/ingestProcess';
import {
  missingFromTrack,
  ReportingFleet,
  seedReportingVehicles,
  type ReportingVehicle,
} from './helpers/reportingFleet';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const TERMINALS = 20;

let database: TestDatabase;
let vehicles: ReportingVehicle[];

beforeAll(async () => {
  database = await createTestDatabase({ sqliteFile: 'roadwatch.db' });
  vehicles = await seedReportingVehicles(database.db, { count: TERMINALS, firstId: 1, createOrg: true });
});

afterAll(async () => {
  await database.destroy();
});

describe('a gateway killed under load', () => {
  it('has stored every report it acknowledged before it died', async () => {
    const ingest = await startIngestProcess(database);
    // An hour ago, a second per report: every report is the vehicle's newest and none is from the future.
    const fleet = new ReportingFleet(vehicles, Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
    try {
      await fleet.connect(ingest.port);
      fleet.start();
      await fleet.untilAcknowledged(1_500);
      ingest.child.kill('SIGKILL');
      await ingest.exited;
    } finally {
      if (ingest.child.exitCode === null && ingest.child.signalCode === null) ingest.child.kill('SIGKILL');
      await fleet.close();
    }
    // Reports were still being sent when it died: the kill hit the stream, not a quiet moment.
    expect(fleet.sent).toBeGreaterThan(fleet.acknowledged.length);

    // What a restarted server sees: a fresh connection to the same database.
    const reopened =
      database.kind === 'postgres'
        ? connectDatabase({ databaseUrl: database.location.databaseUrl, dataDir: database.location.dataDir })
        : connectDatabase({ dataDir: database.location.dataDir, sqliteFile: database.location.sqliteFile });
    try {
      const missing = await missingFromTrack(reopened, fleet.acknowledged);
      expect({ acknowledged: fleet.acknowledged.length, missing: missing.length }).toEqual({
        acknowledged: fleet.acknowledged.length,
        missing: 0,
      });
    } finally {
      await reopened.destroy();
    }
  });
});
