import { ALARM_FIRST_TYPE, SPEED_ALARM, type AlarmNoticeInput } from '@roadwatch/core';
import { TEXT_FLAG_TTS } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmNoticeSenders, loadAlarmNoticeConfig } from '../src/features/alarmNotice/alarmNoticeConfig';
import { createAlarmNotifier, type AlarmNotifier } from '../src/features/alarmNotice/createAlarmNotifier';
import { startTestGateway, seedTerminals, TERMINALS, type GatewayFixture } from './helpers/gatewayFixture';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { acknowledge } from './helpers/terminalCommands';
import { TestTerminal } from './helpers/testTerminal';

let database: TestDatabase;
let fixture: GatewayFixture;
let notifier: AlarmNotifier;
const clock = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTerminals(database.db);
  fixture = await startTestGateway(database.db);
  // No SMTP, SMS or WeChat configured: the terminal channel works on its own.
  const senders = alarmNoticeSenders(loadAlarmNoticeConfig({}), fixture.gateway.commands);
  notifier = createAlarmNotifier({ db: database.db, senders, now: () => clock });
});
afterAll(async () => {
  await notifier?.stop();
  await fixture?.close();
  await database?.destroy();
});

function cabNotice(vehicleId: number, guid: string, mode: 'text' | 'tts'): AlarmNoticeInput {
  return {
    alarm: {
      guid,
      companyId: 1,
      vehicleId,
      plate: `沪A0000${vehicleId}`,
      firstType: ALARM_FIRST_TYPE.speed,
      secondType: SPEED_ALARM.overspeed,
      level: 2,
      placeName: '',
      beginTime: clock,
    },
    contacts: [],
    methods: [],
    terminalNotice: { mode, text: '您已超速，请减速慢行' },
  };
}

const rowsOf = (guid: string) =>
  database.db
    .selectFrom('alarm_notifications')
    .selectAll()
    .where('alarm_guid', '=', guid)
    .orderBy('id')
    .execute();

describe('alarm notices to the cab', () => {
  it('sends the terminal notice as a 0x8300 text read aloud, and records it sent once the terminal answers', async () => {
    const terminal = await TestTerminal.connect(fixture.gateway.port, TERMINALS.spare.phone, 2013);
    try {
      expect((await terminal.authenticate(TERMINALS.spare.authCode)).body).toMatchObject({ result: 0 });
      await notifier.notifyAlarm(cabNotice(TERMINALS.spare.vehicleId, 'cab-tts', 'tts'));
      const command = await terminal.waitFor((m) => m.header.messageId === 0x8300);
      expect(command.body).toMatchObject({ kind: 'textMessage', text: '您已超速，请减速慢行' });
      if (command.body.kind !== 'textMessage') throw new Error('unreachable');
      expect(command.body.flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
      acknowledge(terminal, command);
      await notifier.idle();
      expect((await rowsOf('cab-tts')).map((r) => [r.channel, r.recipient, r.status, r.tts])).toEqual([
        ['terminal', `沪A0000${TERMINALS.spare.vehicleId}`, 'sent', 1],
      ]);
    } finally {
      await terminal.close();
    }
  });

  it('records an offline terminal as failed and queues another try', async () => {
    await notifier.notifyAlarm(cabNotice(TERMINALS.other.vehicleId, 'cab-offline', 'text'));
    await notifier.idle();
    expect((await rowsOf('cab-offline')).map((r) => [r.attempt_no, r.status, r.reason])).toEqual([
      [1, 'failed', 'offline'],
      [2, 'queued', 'willRetry'],
    ]);
  });
});
