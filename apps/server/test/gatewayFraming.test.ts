import { encodeSubpackages, type LocationReport } from '@roadwatch/jt808';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
let fixture: GatewayFixture;
const terminals: TestTerminal[] = [];
const vehicleId = TERMINALS.t2013.vehicleId;

async function loggedIn(phone: string = TERMINALS.t2013.phone): Promise<TestTerminal> {
  const terminal = await TestTerminal.connect(fixture.gateway.port, phone, 2013);
  terminals.push(terminal);
  await terminal.login();
  return terminal;
}

/** Flips one bit of the check code: the frame stays well delimited but fails its XOR check. */
function withBadCheck(frame: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(frame);
  const at = copy.length - 2;
  // Keep the flipped byte out of the escape range so the frame length does not change meaning.
  copy[at] = copy[at]! ^ 0x01;
  if (copy[at] === 0x7e || copy[at] === 0x7d) copy[at] = copy[at]! ^ 0x03;
  return copy;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTerminals(database.db);
  fixture = await startTestGateway(database.db, {
    subpackage: { resendAfterMs: 50, dropAfterMs: 5_000 },
  });
});

afterEach(async () => {
  await Promise.all(terminals.splice(0).map((t) => t.close()));
  await fixture.sink.until(() => fixture.gateway.sessionCount() === 0);
});

afterAll(async () => {
  await fixture?.close();
  await database?.destroy();
});

describe('JT/T 808 gateway framing', () => {
  it('skips a frame with a bad check byte and keeps the connection', async () => {
    const t = await loggedIn();
    const before = fixture.sink.reportsOf(vehicleId).length;
    const badSerial = t.nextSerial();
    t.write(withBadCheck(t.frame(0x0200, t.locationBody(), badSerial)));
    const good = t.send(0x0200, t.locationBody({ speedKmh: 12 }));
    await t.replyTo(good);
    expect(t.closed).toBe(false);
    expect(t.received.some((m) => 'replySerial' in m.body && m.body.replySerial === badSerial)).toBe(false);
    expect(
      fixture.sink
        .reportsOf(vehicleId)
        .slice(before)
        .map((r) => r.speedKmh),
    ).toEqual([12]);
  });

  it('closes a connection that sends nothing but bad frames, and keeps serving others', async () => {
    const bystander = await loggedIn(TERMINALS.spare.phone);
    const t = await loggedIn();
    const bad = Array.from({ length: 25 }, () => withBadCheck(t.frame(0x0002, { kind: 'heartbeat' })));
    t.write(bad);
    await t.whenClosed();
    await fixture.sink.until(() =>
      fixture.sink.events.some(
        (e) => e.type === 'disconnected' && e.terminal.vehicleId === vehicleId && e.reason === 'error',
      ),
    );
    const alive = bystander.send(0x0002, { kind: 'heartbeat' });
    expect((await bystander.replyTo(alive)).body).toMatchObject({ result: 0 });
  });

  it('closes a connection that streams bytes without a single frame', async () => {
    const t = await TestTerminal.connect(fixture.gateway.port, TERMINALS.t2013.phone, 2013);
    terminals.push(t);
    const noise = Buffer.alloc(64 * 1024);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 31 + 7) % 0x7d;
    t.write(noise);
    await t.whenClosed();
    expect(t.received).toEqual([]);
  });

  it('reassembles frames split across TCP chunks, down to single bytes', async () => {
    const t = await loggedIn();
    const before = fixture.sink.reportsOf(vehicleId).length;
    const serial = t.nextSerial();
    const frame = t.frame(0x0200, t.locationBody({ speedKmh: 33.3 }), serial);
    for (const byte of frame) {
      await new Promise<void>((resolve) => t.socket.write(Uint8Array.of(byte), () => resolve()));
    }
    expect((await t.replyTo(serial)).body).toMatchObject({ replyMessageId: 0x0200, result: 0 });
    expect(
      fixture.sink
        .reportsOf(vehicleId)
        .slice(before)
        .map((r) => r.speedKmh),
    ).toEqual([33.3]);
  });

  it('answers every frame of a chunk that carries several, in order', async () => {
    const t = await loggedIn();
    const serials = [t.nextSerial(), t.nextSerial(), t.nextSerial()];
    t.write([
      t.frame(0x0200, t.locationBody({ speedKmh: 1 }), serials[0]),
      t.frame(0x0002, { kind: 'heartbeat' }, serials[1]),
      t.frame(0x0200, t.locationBody({ speedKmh: 3 }), serials[2]),
    ]);
    await t.replyTo(serials[2]!);
    const replies = t.received
      .filter((m) => m.body.kind === 'platformGeneralReply')
      .slice(-3)
      .map((m) =>
        m.body.kind === 'platformGeneralReply' ? [m.body.replySerial, m.body.replyMessageId] : [],
      );
    expect(replies).toEqual([
      [serials[0], 0x0200],
      [serials[1], 0x0002],
      [serials[2], 0x0200],
    ]);
  });

  it('echoes serials that need escaping (0x7e, 0x7d) in its replies', async () => {
    const t = await loggedIn();
    for (const serial of [0x7e7e, 0x7d7d, 0x7e7d]) {
      t.write(t.frame(0x0002, { kind: 'heartbeat' }, serial));
      expect((await t.replyTo(serial)).body).toMatchObject({ replySerial: serial, replyMessageId: 0x0002 });
    }
  });

  it('reassembles a subpackaged batch and asks for missing packets with 0x8003', async () => {
    const t = await loggedIn();
    const before = fixture.sink.reportsOf(vehicleId).length;
    const locations = Array.from({ length: 40 }, (_, i) => {
      const body = t.locationBody({ time: Date.now() - (40 - i) * 1_000, speedKmh: i });
      return body as LocationReport & { kind: 'locationReport' };
    });
    const firstSerial = 500;
    const packets = encodeSubpackages(
      {
        header: { messageId: 0x0704, edition: 2013, phone: '014512345678', serial: firstSerial },
        body: { kind: 'locationBatch', batchType: 0, locations },
      },
      300,
    );
    expect(packets.length).toBeGreaterThan(2);
    // Packet 2 is "lost": the gateway asks for it again.
    t.write(packets.filter((_, i) => i !== 1));
    const resend = await t.waitFor((m) => m.body.kind === 'resendRequest');
    expect(resend.header.messageId).toBe(0x8003);
    expect(resend.body).toEqual({ kind: 'resendRequest', originalSerial: firstSerial, packetIndexes: [2] });
    t.write(packets[1]!);
    const reply = await t.replyTo(firstSerial);
    expect(reply.body).toMatchObject({ replyMessageId: 0x0704, result: 0 });
    expect(
      fixture.sink
        .reportsOf(vehicleId)
        .slice(before)
        .map((r) => r.speedKmh),
    ).toEqual(locations.map((l) => l.speedKmh));
  });

  it('acknowledges driver card reports (0x0702) and alarm attachment lists (0x1210) and hands them on', async () => {
    const t = await loggedIn();
    const cardSerial = t.send(0x0702, {
      kind: 'driverIdentity',
      state: 2,
      time: '2026-05-20T18:30:15+08:00',
      readResult: null,
      driverName: null,
      certificateCode: null,
      issuingAgency: null,
      certificateExpiry: null,
      driverIdNumber: null,
    });
    expect((await t.replyTo(cardSerial)).body).toMatchObject({ replyMessageId: 0x0702, result: 0 });
    const alarm = {
      layout: 'jiangsu' as const,
      terminalId: 'RW00001',
      time: '2026-05-20T10:15:42+08:00',
      serial: 0,
      attachmentCount: 1,
      reserved: 0,
    };
    const listSerial = t.send(0x1210, {
      kind: 'alarmAttachmentInfo',
      terminalId: 'RW00001',
      alarmIdentification: alarm,
      alarmNumber: 'RW00001260520101542',
      infoType: 0,
      files: [{ name: '00_65_6401_0_RW00001260520101542.jpg', sizeBytes: 96_000 }],
    });
    expect((await t.replyTo(listSerial)).body).toMatchObject({ replyMessageId: 0x1210, result: 0 });
    await fixture.sink.until(() => fixture.sink.events.some((e) => e.type === 'alarmAttachments'));
    const card = fixture.sink.events.find((e) => e.type === 'driverCard');
    expect(card?.type === 'driverCard' && card.card).toMatchObject({
      state: 2,
      time: '2026-05-20T18:30:15+08:00',
    });
    const list = fixture.sink.events.find((e) => e.type === 'alarmAttachments');
    expect(list?.type === 'alarmAttachments' && list.alarm).toEqual(alarm);
  });

  it('refuses frames that carry another phone number on an authenticated connection', async () => {
    const t = await loggedIn();
    const before = fixture.sink.reportsOf(TERMINALS.spare.vehicleId).length;
    const impostor = await TestTerminal.connect(fixture.gateway.port, TERMINALS.spare.phone, 2013);
    terminals.push(impostor);
    const frame = impostor.frame(0x0200, impostor.locationBody());
    await impostor.close();
    t.write(frame);
    const heartbeat = t.send(0x0002, { kind: 'heartbeat' });
    await t.replyTo(heartbeat);
    const replies = t.received.filter((m) => m.body.kind === 'platformGeneralReply').slice(-2);
    expect(replies[0]?.body).toMatchObject({ replyMessageId: 0x0200, result: 1 });
    expect(fixture.sink.reportsOf(TERMINALS.spare.vehicleId)).toHaveLength(before);
  });
});

describe('JT/T 808 gateway back-pressure', () => {
  it('stops reading terminals while the pipeline is behind and resumes when it drains', async () => {
    const t = await loggedIn();
    const { sink, gateway } = fixture;
    const before = sink.reportsOf(vehicleId).length;
    sink.backlogValue = 100_000;
    const first = t.send(0x0200, t.locationBody({ speedKmh: 1 }));
    await t.replyTo(first);
    expect(gateway.isPaused()).toBe(true);

    t.write([
      t.frame(0x0200, t.locationBody({ speedKmh: 2 })),
      t.frame(0x0200, t.locationBody({ speedKmh: 3 })),
    ]);
    // The gateway re-checks the backlog on a short timer; after several checks the reports are still unread.
    const checks = sink.backlogChecks;
    await sink.until(() => sink.backlogChecks >= checks + 5);
    expect(
      sink
        .reportsOf(vehicleId)
        .slice(before)
        .map((r) => r.speedKmh),
    ).toEqual([1]);

    sink.backlogValue = 0;
    await sink.until(() => sink.reportsOf(vehicleId).length === before + 3);
    expect(gateway.isPaused()).toBe(false);
    expect(
      sink
        .reportsOf(vehicleId)
        .slice(before)
        .map((r) => r.speedKmh),
    ).toEqual([1, 2, 3]);
  });
});
