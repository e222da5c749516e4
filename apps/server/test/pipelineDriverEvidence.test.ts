import { DEVICE_EXCEPTION_TYPE } from '@roadwatch/core';
import { isoGmt8, type DriverIdentity } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import {
  MINUTE,
  SECOND,
  T0,
  adasItem,
  addVehicle,
  report,
  seedOrganisation,
  startPipeline,
} from './helpers/pipelineFixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedOrganisation(t.db);
});
afterAll(async () => {
  await t?.destroy();
});

const photoExceptionsOf = (vehicleId: number) =>
  t.db
    .selectFrom('device_exceptions')
    .select(['type', 'begin_time', 'end_time'])
    .where('vehicle_id', '=', vehicleId)
    .where('type', '=', DEVICE_EXCEPTION_TYPE.photoNotUploaded)
    .execute();

/** A level-two ADAS event whose identification announces three attachments (two photos and a clip). */
function eventWithEvidence(time: number, serial: number) {
  const item = adasItem({ alarmId: serial + 1, eventType: 0x01, level: 2, time, serial });
  return { ...item, alarmIdentification: { ...item.alarmIdentification, attachmentCount: 3 } };
}

describe('photo not uploaded (device exception 7)', () => {
  it('opens when an alarm announced attachments and no 0x1210 listed them in time, and ends with the next list', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const event = eventWithEvidence(T0, 0);
    h.pipeline.locations(vehicle, [report({ time: T0, speedKmh: 60, items: [event] })], T0);
    await h.advance(4 * MINUTE);
    expect(await photoExceptionsOf(vehicle.vehicleId)).toEqual([]);

    await h.advance(1 * MINUTE + SECOND);
    // It begins when the photos were due from: the alarm's arrival.
    expect(await photoExceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.photoNotUploaded, begin_time: T0, end_time: null },
    ]);
    expect(h.events.some((e) => e.type === 'exception')).toBe(true);

    // The terminal lists the files of a later alarm: it uploads again.
    const later = eventWithEvidence(T0 + 10 * MINUTE, 1);
    h.clock.now = T0 + 10 * MINUTE;
    h.pipeline.locations(vehicle, [report({ time: h.clock.now, speedKmh: 60, items: [later] })], h.clock.now);
    h.pipeline.alarmAttachments?.(vehicle, later.alarmIdentification, T0 + 11 * MINUTE);
    await h.pipeline.flush();
    expect(await photoExceptionsOf(vehicle.vehicleId)).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.photoNotUploaded, begin_time: T0, end_time: T0 + 11 * MINUTE },
    ]);
    // …and that alarm, listed in time, opens nothing afterwards.
    await h.advance(10 * MINUTE);
    expect(await photoExceptionsOf(vehicle.vehicleId)).toHaveLength(1);
    await h.pipeline.close();
  });

  it('expects nothing from alarms without attachments', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const plain = adasItem({ alarmId: 1, eventType: 0x02, level: 1, time: T0 });
    h.pipeline.locations(vehicle, [report({ time: T0, speedKmh: 60, items: [plain] })], T0);
    await h.advance(30 * MINUTE);
    expect(await photoExceptionsOf(vehicle.vehicleId)).toEqual([]);
    await h.pipeline.close();
  });
});

function card(state: 1 | 2, time: number): DriverIdentity {
  return {
    kind: 'driverIdentity',
    state,
    time: isoGmt8(time),
    readResult: state === 1 ? 0 : null,
    driverName: state === 1 ? '王建国' : null,
    certificateCode: state === 1 ? '320102198001011234' : null,
    issuingAgency: state === 1 ? '南京市交通运输局' : null,
    certificateExpiry: state === 1 ? '2028-12-31' : null,
    driverIdNumber: null,
  };
}

describe('driver card insert and pluck (0x0702)', () => {
  it('stores each card event once, at the terminal time, where the vehicle last was', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    h.pipeline.locations(vehicle, [report({ time: T0 })], T0);
    await h.pipeline.flush();
    h.pipeline.driverCard?.(vehicle, card(1, T0 + MINUTE), T0 + MINUTE + 2 * SECOND);
    // A terminal re-sends what was not acknowledged: stored once.
    h.pipeline.driverCard?.(vehicle, card(1, T0 + MINUTE), T0 + MINUTE + 9 * SECOND);
    h.pipeline.driverCard?.(vehicle, card(2, T0 + 9 * 60 * MINUTE), T0 + 9 * 60 * MINUTE);
    await h.pipeline.flush();
    const rows = await t.db
      .selectFrom('driver_card_events')
      .select(['time', 'state', 'read_result', 'driver_name', 'certificate_code', 'lon', 'lat'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .orderBy('time')
      .execute();
    expect(rows).toEqual([
      {
        time: T0 + MINUTE,
        state: 1,
        read_result: 0,
        driver_name: '王建国',
        certificate_code: '320102198001011234',
        lon: 118.7969,
        lat: 32.0603,
      },
      {
        time: T0 + 9 * 60 * MINUTE,
        state: 2,
        read_result: null,
        driver_name: '',
        certificate_code: '',
        lon: 118.7969,
        lat: 32.0603,
      },
    ]);
    await h.pipeline.close();
  });
});
