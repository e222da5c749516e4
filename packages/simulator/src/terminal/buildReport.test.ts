import {
  decodeFrame,
  decodeTemperatures,
  encodeMessage,
  findItem,
  timestampMs,
  tyreAlarmNames,
  type Edition,
  type LocationReport,
} from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import type { Sample } from '../behaviour/Sample';
import { attachmentListsOf } from './attachments';
import { buildReport, type ReportIdentity } from './buildReport';

const TIME = Date.parse('2026-05-20T10:15:42+08:00');

function sample(overrides: Partial<Sample> = {}): Sample {
  return {
    time: TIME,
    lon: 121.473701,
    lat: 31.230416,
    altitudeM: 12,
    speedKmh: 63.4,
    directionDeg: 271,
    acc: true,
    positioned: true,
    mileageKm: 182_345.6,
    fuelL: 211.5,
    alarms: [],
    doorOpen: false,
    loaded: true,
    loadKg: null,
    trailerNo: null,
    temperatures: null,
    cooler: null,
    io: null,
    safety: [],
    tyres: [],
    driverCard: null,
    signalStrength: 22,
    satellites: 14,
    link: 'online',
    ...overrides,
  };
}

function identity(edition: Edition, terminalModel: string, escapeHeavy = false): ReportIdentity {
  let id = 0;
  return { edition, terminalModel, terminalId: '1234567', nextAlarmId: () => ++id, escapeHeavy };
}

/** Encodes as a terminal would and decodes as the gateway will. */
function roundTrip(report: LocationReport, edition: Edition): LocationReport {
  const frame = encodeMessage({
    header: { messageId: 0x0200, edition, phone: '014512345678', serial: 7 },
    body: { kind: 'locationReport', ...report },
  });
  const decoded = decodeFrame(frame);
  if (!decoded.ok) throw new Error(decoded.error.detail);
  if (decoded.message.body.kind !== 'locationReport') throw new Error('not a location report');
  return decoded.message.body;
}

describe('buildReport', () => {
  it.each([2013, 2019] as const)(
    'encodes position, motion, ACC, mileage and fuel (%s edition)',
    (edition) => {
      const report = roundTrip(buildReport(sample(), identity(edition, 'AS-9019')), edition);
      expect(report.latitude).toBe(31.230416);
      expect(report.longitude).toBe(121.473701);
      expect(report.speedKmh).toBe(63.4);
      expect(report.directionDeg).toBe(271);
      expect(report.altitudeM).toBe(12);
      expect(timestampMs(report.time)).toBe(TIME);
      expect(report.status).toMatchObject({ acc: true, positioned: true, load: 'full', door3Open: false });
      expect(findItem(report, 'mileage')?.mileageKm).toBe(182_345.6);
      expect(findItem(report, 'fuel')?.fuelL).toBe(211.5);
      expect(findItem(report, 'signalStrength')?.signalStrength).toBe(22);
      expect(findItem(report, 'satellites')?.satellites).toBe(14);
    },
  );

  it('encodes ignition off, an open door, device alarm bits and no fuel item for electric vans', () => {
    const report = roundTrip(
      buildReport(
        sample({
          acc: false,
          speedKmh: 0,
          doorOpen: true,
          fuelL: null,
          alarms: ['sos', 'mainPowerUndervoltage'],
        }),
        identity(2013, 'GT-1013'),
      ),
      2013,
    );
    expect(report.status.acc).toBe(false);
    expect(report.status.door3Open).toBe(true);
    expect(report.alarms).toEqual(['sos', 'mainPowerUndervoltage']);
    expect(findItem(report, 'fuel')).toBeUndefined();
  });

  it.each([2013, 2019] as const)(
    'carries ADAS and DSM events as Jiangsu 0x64/0x65 items (%s edition)',
    (edition) => {
      const place = { time: TIME - 3000, speedKmh: 72, lon: 121.47, lat: 31.23, altitudeM: 12 };
      const report = roundTrip(
        buildReport(
          sample({
            safety: [
              {
                kind: 'adas',
                eventType: 0x02,
                level: 2,
                ...place,
                frontVehicleSpeedKmh: 0,
                headwayS: 0,
                deviationType: 1,
                roadSignType: 0,
                roadSignValue: 0,
                fatigueLevel: 0,
                attachmentCount: 3,
              },
              {
                kind: 'dsm',
                eventType: 0x01,
                level: 1,
                ...place,
                frontVehicleSpeedKmh: 0,
                headwayS: 0,
                deviationType: 0,
                roadSignType: 0,
                roadSignValue: 0,
                fatigueLevel: 5,
                attachmentCount: 0,
              },
            ],
          }),
          identity(edition, 'AS-9019'),
        ),
        edition,
      );
      const adas = findItem(report, 'adas');
      const dsm = findItem(report, 'dsm');
      expect(adas).toMatchObject({ eventType: 0x02, level: 2, deviationType: 1, speedKmh: 72, alarmId: 1 });
      expect(adas?.alarmIdentification).toMatchObject({
        layout: 'jiangsu',
        terminalId: '1234567',
        serial: 0,
      });
      expect(timestampMs(adas!.time)).toBe(TIME - 3000);
      expect(dsm).toMatchObject({ eventType: 0x01, level: 1, fatigueLevel: 5, alarmId: 2 });
      expect(dsm?.alarmIdentification.serial).toBe(1);
      // Level-two evidence: announced in the identification and listed by a 0x1210 for the same alarm.
      expect(adas?.alarmIdentification.attachmentCount).toBe(3);
      expect(dsm?.alarmIdentification.attachmentCount).toBe(0);
      const lists = attachmentListsOf(report);
      expect(lists).toHaveLength(1);
      expect(lists[0]?.alarmIdentification).toEqual(adas?.alarmIdentification);
      expect(lists[0]?.files.map((f) => f.name.split('.').pop())).toEqual(['jpg', 'jpg', 'mp4']);
    },
  );

  it.each([2013, 2019] as const)(
    'carries a tyre-pressure event as a Jiangsu 0x66 item (%s edition)',
    (edition) => {
      const tyres = [
        {
          tyrePosition: 3,
          alarmTypeFlags: 0b10_0010,
          pressureKpa: 150,
          temperatureC: 45,
          batteryPercent: 80,
        },
      ];
      const report = roundTrip(
        buildReport(
          sample({
            tyres: [{ time: TIME - 2000, speedKmh: 40, lon: 121.47, lat: 31.23, altitudeM: 12, tyres }],
          }),
          identity(edition, 'AS-9019'),
        ),
        edition,
      );
      const item = findItem(report, 'tyrePressureMonitor');
      expect(item).toMatchObject({ flagStatus: 0, speedKmh: 40, events: tyres });
      expect(item?.alarmIdentification).toMatchObject({
        layout: 'jiangsu',
        terminalId: '1234567',
        attachmentCount: 0,
      });
      expect(timestampMs(item!.time)).toBe(TIME - 2000);
      expect(tyreAlarmNames(item!.events[0]!.alarmTypeFlags)).toEqual(['pressureLow', 'slowLeak']);
      expect(attachmentListsOf(report)).toEqual([]);
    },
  );

  it.each([
    ['CT-4013', 2013, 0xe1],
    ['CT-4019', 2019, 0xeb],
    ['RW-SIM-REEFER', 2013, 0xe1],
    ['RW-SIM-REEFER-EB', 2019, 0xeb],
  ] as const)('encodes probe temperatures by the %s convention', (model, edition, itemId) => {
    const temperatures = [
      { probe: 1, temperatureC: -18.4 },
      { probe: 2, temperatureC: null },
      { probe: 3, temperatureC: 3.5 },
    ];
    const report = roundTrip(buildReport(sample({ temperatures }), identity(edition, model)), edition);
    expect(report.items.some((i) => i.itemId === itemId)).toBe(true);
    expect(decodeTemperatures(report, model)).toMatchObject({ ok: true, readings: temperatures });
  });

  it('sends the standard carriage temperature (whole degrees) for the 2019 carriage model', () => {
    const report = roundTrip(
      buildReport(
        sample({ temperatures: [{ probe: 1, temperatureC: -18.4 }] }),
        identity(2019, 'RW-SIM-CARRIAGE-2019'),
      ),
      2019,
    );
    expect(decodeTemperatures(report, 'RW-SIM-CARRIAGE-2019')).toMatchObject({
      ok: true,
      readings: [{ probe: 1, temperatureC: -18 }],
    });
  });

  it('leaves temperatures out for a model without a registered convention rather than guessing', () => {
    const report = buildReport(
      sample({ temperatures: [{ probe: 1, temperatureC: 4 }] }),
      identity(2013, 'AS-8013'),
    );
    expect(report.items.map((i) => i.itemId)).toEqual([0x01, 0x02, 0x30, 0x31]);
  });

  it('reports the refrigeration unit as the air-conditioning run signal of item 0x25', () => {
    const running = roundTrip(buildReport(sample({ cooler: true }), identity(2013, 'AS-8013')), 2013);
    const stopped = roundTrip(buildReport(sample({ cooler: false }), identity(2013, 'AS-8013')), 2013);
    expect(running.items.find((i) => i.itemId === 0x25)).toMatchObject({ signalFlags: 1 << 9 });
    expect(stopped.items.find((i) => i.itemId === 0x25)).toMatchObject({ signalFlags: 0 });
    expect(
      buildReport(sample({ cooler: null }), identity(2013, 'AS-8013')).items.map((i) => i.itemId),
    ).not.toContain(0x25);
  });

  it('reports body equipment on item 0x2A by the Roadwatch IO profile, and no item without equipment', () => {
    const lifted = roundTrip(buildReport(sample({ io: ['hydraulicLift'] }), identity(2013, 'AS-8013')), 2013);
    const resting = roundTrip(buildReport(sample({ io: [] }), identity(2019, 'AS-9019')), 2019);
    expect(lifted.items.find((i) => i.itemId === 0x2a)).toMatchObject({ ioFlags: 0b100 });
    expect(resting.items.find((i) => i.itemId === 0x2a)).toMatchObject({ ioFlags: 0 });
    expect(
      buildReport(sample({ io: null }), identity(2013, 'AS-8013')).items.map((i) => i.itemId),
    ).not.toContain(0x2a);
  });

  it('sends the load sensor weighing as item 0xE3 of the Roadwatch profile, and no item without a sensor', () => {
    const weighed = roundTrip(buildReport(sample({ loadKg: 31_500 }), identity(2019, 'AS-9019')), 2019);
    expect(weighed.items.find((i) => i.itemId === 0xe3)).toEqual({
      itemId: 0xe3,
      type: 'loadWeight',
      loadKg: 31_500,
    });
    expect(buildReport(sample(), identity(2013, 'AS-8013')).items.map((i) => i.itemId)).not.toContain(0xe3);
  });

  it('sends the coupled trailer device number as item 0xE4 of the Roadwatch profile, and no item without a trailer', () => {
    const coupled = roundTrip(buildReport(sample({ trailerNo: 'TR-0042' }), identity(2019, 'AS-9019')), 2019);
    expect(coupled.items.find((i) => i.itemId === 0xe4)).toEqual({
      itemId: 0xe4,
      type: 'trailerCoupling',
      trailerNo: 'TR-0042',
    });
    expect(buildReport(sample(), identity(2013, 'AS-8013')).items.map((i) => i.itemId)).not.toContain(0xe4);
  });
});
