import { canonicalPhone, findItem, tyreAlarmFlags, type Message } from '@roadwatch/jt808';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from './clock/SimClock';
import { generateSimFleet } from './fleet/generateSimFleet';
import type { SimVehicleSpec } from './fleet/SimVehicleSpec';
import { startSimulator, type Simulator, type SimulatorOptions } from './startSimulator';
import type { SimEvent } from './stats';
import { TinyGateway } from './testing/TinyGateway';

// Mid-morning on a weekday in China: most vehicles are out driving.
const START = Date.parse('2026-05-20T10:00:00+08:00');
const fleet = generateSimFleet({ count: 60, seed: 11 });
const edition2013 = fleet.find((v) => v.edition === 2013 && v.activeSafety)!;
const edition2019 = fleet.find((v) => v.edition === 2019 && v.probes.length > 0)!;

const running: { sim?: Simulator; gateways: TinyGateway[] } = { gateways: [] };

afterEach(async () => {
  await running.sim?.stop();
  for (const g of running.gateways) await g.close();
  running.sim = undefined;
  running.gateways = [];
});

async function gateway(options: ConstructorParameters<typeof TinyGateway>[0] = {}, port = 0) {
  const g = new TinyGateway(options);
  await g.listen(port);
  running.gateways.push(g);
  return g;
}

function simulate(
  g: TinyGateway,
  vehicles: SimVehicleSpec[],
  extra: Partial<SimulatorOptions> = {},
): { sim: Simulator; clock: ManualClock } {
  const clock = new ManualClock(START);
  const sim = startSimulator({
    port: g.port,
    vehicles,
    seed: 5,
    start: START,
    clock,
    retry: { baseMs: 20, maxMs: 200, refusedMs: 60_000 },
    ...extra,
  });
  running.sim = sim;
  return { sim, clock };
}

const isFrom = (phone: string, messageId: number) => (r: { message: Message }) =>
  r.message.header.messageId === messageId &&
  canonicalPhone(r.message.header.phone) === canonicalPhone(phone);

describe('startSimulator against a tiny in-test platform', () => {
  it('registers and authenticates a terminal of each edition, reports, and acknowledges 0x8300 text/TTS', async () => {
    const g = await gateway();
    const { sim, clock } = simulate(g, [edition2013, edition2019]);
    await sim.whenOnline(2, 10_000);

    for (const spec of [edition2013, edition2019]) {
      const registration = (await g.waitFor(isFrom(spec.phone, 0x0100))).message;
      expect(registration.header.edition).toBe(spec.edition);
      expect(registration.body).toMatchObject({
        kind: 'registration',
        plate: spec.plate,
        plateColor: spec.plateColor,
        terminalModel: spec.terminalModel,
        manufacturerId: 'RWSIM',
        terminalId: spec.phone.slice(-7),
      });
      const auth = (await g.waitFor(isFrom(spec.phone, 0x0102))).message.body;
      expect(auth).toMatchObject({ kind: 'authentication', authCode: `AC${canonicalPhone(spec.phone)}` });
      if (spec.edition === 2019) expect(auth).toMatchObject({ imei: expect.stringMatching(/^\d{15}$/) });
    }

    clock.advance(60_000);
    for (const spec of [edition2013, edition2019]) {
      const report = (await g.waitFor(isFrom(spec.phone, 0x0200))).message;
      expect(report.header.edition).toBe(spec.edition);
      if (report.body.kind !== 'locationReport') throw new Error('expected a location report');
      expect(findItem(report.body, 'mileage')?.mileageKm).toBeGreaterThan(0);

      const serial = g.sendText(spec.phone, '前方拥堵，请减速慢行', true);
      const ack = (
        await g.waitFor(
          (r) =>
            isFrom(spec.phone, 0x0001)(r) &&
            r.message.body.kind === 'terminalGeneralReply' &&
            r.message.body.replySerial === serial,
        )
      ).message.body;
      expect(ack).toEqual({
        kind: 'terminalGeneralReply',
        replySerial: serial,
        replyMessageId: 0x8300,
        result: 0,
      });
      expect(sim.receivedTexts(spec.phone)).toMatchObject([{ text: '前方拥堵，请减速慢行', tts: true }]);
    }
  });

  it('answers location queries with 0x0201, audio requests with 0x0001, and unknown commands as unsupported', async () => {
    const g = await gateway();
    const { sim } = simulate(g, [edition2019]);
    await sim.whenOnline(1, 10_000);
    const phone = edition2019.phone;

    const query = g.send(phone, 0x8201, { kind: 'locationQuery' });
    const located = (await g.waitFor(isFrom(phone, 0x0201))).message.body;
    expect(located).toMatchObject({ kind: 'locationQueryReply', replySerial: query });

    const request = g.send(phone, 0x9101, {
      kind: 'avRequest',
      serverIp: '127.0.0.1',
      tcpPort: 7809,
      udpPort: 0,
      channel: 1,
      dataType: 2,
      streamType: 0,
    });
    const control = g.send(phone, 0x9102, {
      kind: 'avControl',
      channel: 1,
      command: 4,
      closeType: 0,
      switchStreamType: 0,
    });
    const unknown = g.send(phone, 0x8105, { kind: 'raw', reason: 'unsupportedMessage', hex: '04' });
    const replyTo = async (serial: number) =>
      (
        await g.waitFor(
          (r) =>
            isFrom(phone, 0x0001)(r) &&
            r.message.body.kind === 'terminalGeneralReply' &&
            r.message.body.replySerial === serial,
        )
      ).message.body;
    expect(await replyTo(request)).toMatchObject({ replyMessageId: 0x9101, result: 0 });
    expect(await replyTo(control)).toMatchObject({ replyMessageId: 0x9102, result: 0 });
    expect(await replyTo(unknown)).toMatchObject({ replyMessageId: 0x8105, result: 3 });
    expect(sim.receivedAv(phone).map((a) => a.kind)).toEqual(['request', 'control']);
  });

  it('leaves injected intercom failures unanswered or rejected', async () => {
    const g = await gateway();
    const { sim } = simulate(g, [edition2013], { faults: { intercom: { rejectRate: 1 } } });
    await sim.whenOnline(1, 10_000);
    const serial = g.send(edition2013.phone, 0x9101, {
      kind: 'avRequest',
      serverIp: '127.0.0.1',
      tcpPort: 7809,
      udpPort: 0,
      channel: 1,
      dataType: 2,
      streamType: 0,
    });
    const reply = await g.waitFor(
      (r) =>
        isFrom(edition2013.phone, 0x0001)(r) &&
        r.message.body.kind === 'terminalGeneralReply' &&
        r.message.body.replySerial === serial,
    );
    expect(reply.message.body).toMatchObject({ result: 1 });
    sim.faults.intercom.rejectRate = 0;
    sim.faults.intercom.noReplyRate = 1;
    g.send(edition2013.phone, 0x9101, {
      kind: 'avRequest',
      serverIp: '127.0.0.1',
      tcpPort: 7809,
      udpPort: 0,
      channel: 1,
      dataType: 2,
      streamType: 0,
    });
    // The next thing the platform hears is the location query's answer, not an intercom reply.
    const query = g.send(edition2013.phone, 0x8201, { kind: 'locationQuery' });
    const next = await g.waitFor(
      (r) =>
        isFrom(edition2013.phone, 0x0201)(r) ||
        (isFrom(edition2013.phone, 0x0001)(r) && r.message.header.serial > reply.message.header.serial),
    );
    expect(next.message.body).toMatchObject({ kind: 'locationQueryReply', replySerial: query });
    expect(sim.receivedAv(edition2013.phone).map((a) => a.result)).toEqual([1, null]);
  });

  it('reports ignition changes and forced ADAS/DSM events straight away', async () => {
    const g = await gateway();
    const { sim } = simulate(g, [edition2013]);
    await sim.whenOnline(1, 10_000);
    const phone = edition2013.phone;
    const seen = g.received.length;

    sim.setAcc(phone, false);
    const off = (await g.waitFor(isFrom(phone, 0x0200), seen)).message.body;
    expect(off).toMatchObject({ kind: 'locationReport', speedKmh: 0, status: { acc: false } });

    const afterOff = g.received.length;
    sim.raiseAdas(phone, 'forwardCollision');
    const adas = (await g.waitFor(isFrom(phone, 0x0200), afterOff)).message.body;
    if (adas.kind !== 'locationReport') throw new Error('expected a location report');
    expect(findItem(adas, 'adas')).toMatchObject({
      eventType: 0x01,
      alarmIdentification: { layout: 'jiangsu' },
    });

    const afterAdas = g.received.length;
    sim.raiseDsm(edition2013.vehicleId, 'phoneCall');
    const dsm = (await g.waitFor(isFrom(phone, 0x0200), afterAdas)).message.body;
    if (dsm.kind !== 'locationReport') throw new Error('expected a location report');
    expect(findItem(dsm, 'dsm')).toMatchObject({ eventType: 0x02 });

    const afterDsmTyre = g.received.length;
    sim.raiseTyre(phone, {
      position: 2,
      alarms: ['pressureLow', 'slowLeak'],
      pressureKpa: 160,
      temperatureC: 38,
    });
    const tyre = (await g.waitFor(isFrom(phone, 0x0200), afterDsmTyre)).message.body;
    if (tyre.kind !== 'locationReport') throw new Error('expected a location report');
    expect(findItem(tyre, 'tyrePressureMonitor')?.events).toEqual([
      {
        tyrePosition: 2,
        alarmTypeFlags: tyreAlarmFlags(['pressureLow', 'slowLeak']),
        pressureKpa: 160,
        temperatureC: 38,
        batteryPercent: 80,
      },
    ]);

    const afterDsm = g.received.length;
    sim.setAcc(phone, true);
    const on = (await g.waitFor(isFrom(phone, 0x0200), afterDsm)).message.body;
    expect(on).toMatchObject({ status: { acc: true } });
  });

  it('keeps reports while the platform is away and uploads them as a 0x0704 blind-area batch', async () => {
    const first = await gateway();
    const port = first.port;
    const events: SimEvent[] = [];
    let wentOffline = () => {};
    const offline = new Promise<void>((resolve) => (wentOffline = resolve));
    const { sim, clock } = simulate(first, [edition2013], {
      onEvent: (e) => {
        events.push(e);
        if (e.type === 'offline') wentOffline();
      },
    });
    await sim.whenOnline(1, 10_000);
    clock.advance(60_000);
    await first.waitFor(isFrom(edition2013.phone, 0x0200));

    await first.close();
    running.gateways = [];
    await offline;
    clock.advance(10 * 60_000);
    const stored = sim.stats().storedReports;
    expect(stored).toBeGreaterThan(1);

    const second = await gateway({}, port);
    const batch = (await second.waitFor(isFrom(edition2013.phone, 0x0704))).message.body;
    if (batch.kind !== 'locationBatch') throw new Error('expected a batch');
    expect(batch.batchType).toBe(1);
    await second.until(() => sim.stats().storedReports === 0 && sim.stats().batchedReports === stored);
    const uploaded = second
      .from(edition2013.phone)
      .flatMap((m) => (m.body.kind === 'locationBatch' ? m.body.locations : []));
    expect(uploaded).toHaveLength(stored);
    // Oldest first, one report per stored sample.
    const times = uploaded.map((l) => Date.parse(l.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // It kept its auth code: authenticated again without registering.
    expect(second.from(edition2013.phone).map((m) => m.header.messageId)).not.toContain(0x0100);
    expect(events.filter((e) => e.type === 'online')).toHaveLength(2);
  });
});

describe('fault flags over TCP', () => {
  it('bad checksums reach the platform as bad-check frames', async () => {
    const g = await gateway();
    const { sim, clock } = simulate(g, [edition2013]);
    await sim.whenOnline(1, 10_000);
    sim.faults.badChecksumRate = 1;
    clock.advance(60_000);
    await g.until(() => g.badFrames.length > 0);
    expect(new Set(g.badFrames)).toEqual(new Set(['badCheck']));
  });

  it('frames written in random fragments, escape-heavy values included, still arrive whole', async () => {
    const g = await gateway();
    const { sim, clock } = simulate(g, [edition2013, edition2019], {
      faults: { splitChunks: true, escapeHeavy: true },
    });
    await sim.whenOnline(2, 10_000);
    clock.advance(120_000);
    for (const spec of [edition2013, edition2019]) {
      const report = (await g.waitFor(isFrom(spec.phone, 0x0200))).message;
      expect(report.header.serial).toBeGreaterThanOrEqual(0x7d7e);
      if (report.body.kind !== 'locationReport') throw new Error('expected a location report');
      expect(report.body.items.some((i) => i.itemId === 0xee)).toBe(true);
    }
    expect(g.badFrames).toEqual([]);
    expect(sim.stats().faultSplitFrames).toBeGreaterThan(4);
  });

  it('sudden disconnects drop the line mid-frame, and the terminal comes back', async () => {
    const g = await gateway();
    const { sim, clock } = simulate(g, [edition2019]);
    await sim.whenOnline(1, 10_000);
    sim.faults.disconnectRate = 1;
    clock.advance(60_000);
    await g.until(() => g.closedConnections.length > 0);
    sim.faults.disconnectRate = 0;
    await sim.whenOnline(1, 10_000);
    expect(sim.stats().faultDisconnects).toBeGreaterThanOrEqual(1);
    const auths = g.received.filter(isFrom(edition2019.phone, 0x0102));
    expect(new Set(auths.map((a) => a.connection)).size).toBeGreaterThanOrEqual(2);
  });

  it('terminals the platform does not know are refused and stay offline', async () => {
    const g = await gateway({ knownPhones: fleet.map((v) => v.phone) });
    const events: SimEvent[] = [];
    const { sim } = simulate(g, [edition2013], {
      faults: { unknownTerminalRate: 1 },
      onEvent: (e) => events.push(e),
    });
    const phone = sim.vehicles[0]!.phone;
    expect(phone).toMatch(/^0199\d{8}$/);
    await g.until(() => events.some((e) => e.type === 'refused'));
    expect(events.find((e) => e.type === 'refused')).toMatchObject({ stage: 'register', result: 4 });
    expect(sim.stats().online).toBe(0);
    expect(g.from(phone).map((m) => m.header.messageId)).toEqual([0x0100]);
  });
});
