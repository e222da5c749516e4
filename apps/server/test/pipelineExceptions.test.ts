import { DEVICE_EXCEPTION_TYPE } from '@roadwatch/core';
import { encodeTemperatureItem, type AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { MINUTE, T0, addVehicle, report, seedOrganisation, startPipeline } from './helpers/pipelineFixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedOrganisation(t.db);
});
afterAll(async () => {
  await t?.destroy();
});

const exceptionsOf = (vehicleId: number) =>
  t.db
    .selectFrom('device_exceptions')
    .select(['type', 'begin_time', 'end_time'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('begin_time')
    .execute();

type Harness = ReturnType<typeof startPipeline>;
type Vehicle = Awaited<ReturnType<typeof addVehicle>>;

/** One report a minute from minute `from` to `to`, built by `make(minute)`, each received when sent. */
function everyMinute(
  h: Harness,
  vehicle: Vehicle,
  from: number,
  to: number,
  make: (m: number) => ReturnType<typeof report>,
) {
  for (let m = from; m <= to; m += 1) h.pipeline.locations(vehicle, [make(m)], T0 + m * MINUTE);
}

describe('device exceptions', () => {
  it('opens a positioning exception after ten minutes without a fix and closes it with the next fix', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    everyMinute(h, vehicle, 0, 9, (m) => report({ time: T0 + m * MINUTE, status: { positioned: false } }));
    await h.pipeline.flush();
    expect(await exceptionsOf(vehicle.vehicleId)).toEqual([]);
    everyMinute(h, vehicle, 10, 12, (m) => report({ time: T0 + m * MINUTE, status: { positioned: false } }));
    await h.pipeline.flush();
    expect(await exceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.positioning, begin_time: T0, end_time: null },
    ]);
    everyMinute(h, vehicle, 13, 13, (m) => report({ time: T0 + m * MINUTE }));
    await h.pipeline.flush();
    expect(await exceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.positioning, begin_time: T0, end_time: T0 + 13 * MINUTE },
    ]);
    await h.pipeline.close();
  });

  it('opens a signal exception after five minutes of very low signal strength', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const signal = (strength: number): AdditionalItem => ({
      itemId: 0x30,
      type: 'signalStrength',
      signalStrength: strength,
    });
    everyMinute(h, vehicle, 0, 2, (m) => report({ time: T0 + m * MINUTE, items: [signal(18)] }));
    everyMinute(h, vehicle, 3, 8, (m) => report({ time: T0 + m * MINUTE, items: [signal(3)] }));
    await h.pipeline.flush();
    expect(await exceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.signal, begin_time: T0 + 3 * MINUTE, end_time: null },
    ]);
    // A report without the item says nothing about the signal; a good value closes it.
    everyMinute(h, vehicle, 9, 9, (m) => report({ time: T0 + m * MINUTE }));
    everyMinute(h, vehicle, 10, 10, (m) => report({ time: T0 + m * MINUTE, items: [signal(25)] }));
    await h.pipeline.flush();
    expect(await exceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.signal, begin_time: T0 + 3 * MINUTE, end_time: T0 + 10 * MINUTE },
    ]);
    await h.pipeline.close();
  });

  it('expects fuel only from a vehicle that has reported it, and opens an exception when it stops', async () => {
    const withGauge = await addVehicle(t.db);
    const withoutGauge = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const fuel: AdditionalItem = { itemId: 0x02, type: 'fuel', fuelL: 182.5 };
    everyMinute(h, withGauge, 0, 1, (m) => report({ time: T0 + m * MINUTE, items: [fuel] }));
    everyMinute(h, withGauge, 2, 13, (m) => report({ time: T0 + m * MINUTE }));
    everyMinute(h, withoutGauge, 0, 13, (m) => report({ time: T0 + m * MINUTE }));
    await h.pipeline.flush();
    expect(await exceptionsOf(withGauge.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.fuelNotUploaded, begin_time: T0 + 2 * MINUTE, end_time: null },
    ]);
    expect(await exceptionsOf(withoutGauge.vehicleId)).toEqual([]);
    everyMinute(h, withGauge, 14, 14, (m) => report({ time: T0 + m * MINUTE, items: [fuel] }));
    await h.pipeline.flush();
    expect((await exceptionsOf(withGauge.vehicleId))[0]?.end_time).toBe(T0 + 14 * MINUTE);
    await h.pipeline.close();
  });

  it('opens temperature-not-uploaded for a refrigerated vehicle whose reports stop carrying its probes', async () => {
    const reefer = await addVehicle(t.db, {
      terminalModel: 'RW-SIM-REEFER',
      refrigerated: true,
      probes: { 1: [-20, -15], 2: [-20, -15] },
    });
    const h = startPipeline(t.db);
    const probes = encodeTemperatureItem('RW-SIM-REEFER', [
      { probe: 1, temperatureC: -18 },
      { probe: 2, temperatureC: -17.5 },
    ]);
    everyMinute(h, reefer, 0, 0, (m) => report({ time: T0 + m * MINUTE, items: [probes] }));
    everyMinute(h, reefer, 1, 11, (m) => report({ time: T0 + m * MINUTE }));
    await h.pipeline.flush();
    expect(await exceptionsOf(reefer.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.temperatureNotUploaded, begin_time: T0 + MINUTE, end_time: null },
    ]);
    everyMinute(h, reefer, 12, 12, (m) => report({ time: T0 + m * MINUTE, items: [probes] }));
    await h.pipeline.flush();
    expect(await exceptionsOf(reefer.vehicleId)).toEqual([
      {
        type: DEVICE_EXCEPTION_TYPE.temperatureNotUploaded,
        begin_time: T0 + MINUTE,
        end_time: T0 + 12 * MINUTE,
      },
    ]);
    await h.pipeline.close();
  });

  it('says nothing about temperatures of a terminal model without a registered convention, and logs it once', async () => {
    const unknown = await addVehicle(t.db, {
      terminalModel: 'ACME-T9',
      refrigerated: true,
      probes: { 1: [0, 8] },
    });
    const h = startPipeline(t.db);
    everyMinute(h, unknown, 0, 15, (m) => report({ time: T0 + m * MINUTE }));
    await h.pipeline.flush();
    expect(await exceptionsOf(unknown.vehicleId)).toEqual([]);
    expect(
      h.logger.warnings.filter((w) => (w.obj as { vehicleId?: number }).vehicleId === unknown.vehicleId),
    ).toEqual([
      {
        obj: { vehicleId: unknown.vehicleId, model: 'ACME-T9', reason: 'unknownModel' },
        msg: expect.stringContaining('ACME-T9'),
      },
    ]);
    await h.pipeline.close();
  });

  it('does not carry a no-fix period across an offline gap', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db, { offlineAfterMs: 3 * MINUTE });
    everyMinute(h, vehicle, 0, 5, (m) => report({ time: T0 + m * MINUTE, status: { positioned: false } }));
    h.clock.now = T0 + 5 * MINUTE;
    await h.advance(5 * MINUTE);
    everyMinute(h, vehicle, 11, 12, (m) => report({ time: T0 + m * MINUTE, status: { positioned: false } }));
    await h.pipeline.flush();
    expect((await exceptionsOf(vehicle.vehicleId)).map((e) => [e.type, e.begin_time, e.end_time])).toEqual([
      [DEVICE_EXCEPTION_TYPE.offline, T0 + 5 * MINUTE, T0 + 11 * MINUTE],
    ]);
    await h.pipeline.close();
  });
});
