import { describe, expect, it } from 'vitest';
import { toHex } from '../bytes/hex';
import { decodeFrame } from '../decodeFrame';
import { encodeBody, encodeMessage } from '../encodeMessage';
import type { Edition } from '../header';
import { createLocationReport } from '../location/locationReport';
import { MESSAGE_IDS, type MessageBody } from '../messages';
import { TEXT_FLAG_TTS, textFlagNames, textFlags } from './textMessage';

function roundTrip(
  body: MessageBody,
  edition: Edition,
  messageId = MESSAGE_IDS[body.kind as keyof typeof MESSAGE_IDS],
) {
  const frame = encodeMessage({ header: { messageId, edition, phone: '13912345678', serial: 42 }, body });
  const result = decodeFrame(frame);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.detail}`);
  return result.message.body;
}

const editions: Edition[] = [2013, 2019];

describe.each(editions)('message bodies in the %i edition', (edition) => {
  it.each([
    { kind: 'terminalGeneralReply', replySerial: 7, replyMessageId: 0x8300, result: 0 },
    { kind: 'platformGeneralReply', replySerial: 65535, replyMessageId: 0x0200, result: 4 },
    { kind: 'heartbeat' },
    { kind: 'unregister' },
    { kind: 'locationQuery' },
    { kind: 'avControl', channel: 1, command: 4, closeType: 0, switchStreamType: 0 },
    { kind: 'resendRequest', originalSerial: 100, packetIndexes: [2, 5, 9] },
    { kind: 'terminalResendRequest', originalSerial: 1, packetIndexes: [] },
  ] as MessageBody[])('$kind survives encoding', (body) => {
    expect(roundTrip(body, edition)).toEqual(body);
  });

  it.each([0, 1, 2, 3, 4])('0x8100 with result %i carries an auth code only on success', (result) => {
    const body: MessageBody = {
      kind: 'registrationReply',
      replySerial: 3,
      result,
      authCode: result === 0 ? '鉴权AUTH-1' : null,
    };
    expect(roundTrip(body, edition)).toEqual(body);
    expect(encodeBody({ messageId: 0x8100, edition }, body).length).toBe(result === 0 ? 3 + 10 : 3);
  });

  it('0x0100 registration pads fixed-width fields and keeps a GBK plate', () => {
    const body: MessageBody = {
      kind: 'registration',
      provinceId: 44,
      cityId: 300,
      manufacturerId: 'RWSIM',
      terminalModel: 'RW-SIM-REEFER',
      terminalId: 'T000001',
      plateColor: 2,
      plate: '粤B12345',
    };
    expect(roundTrip(body, edition)).toEqual(body);
    expect(encodeBody({ messageId: 0x0100, edition }, body).length).toBe(edition === 2019 ? 76 + 8 : 37 + 8);
  });

  it('0x0102 authentication sends IMEI and software version only in 2019', () => {
    const body: MessageBody = {
      kind: 'authentication',
      authCode: 'token-123',
      imei: edition === 2019 ? '860000000000001' : null,
      softwareVersion: edition === 2019 ? 'RW-1.0.0' : null,
    };
    expect(roundTrip(body, edition)).toEqual(body);
    const bytes = encodeBody({ messageId: 0x0102, edition }, body);
    expect(bytes.length).toBe(edition === 2019 ? 1 + 9 + 15 + 20 : 9);
  });

  it('0x8300 with the TTS flag reads the text aloud in both editions', () => {
    const flags = textFlags({ tts: true, display: true }, edition);
    expect(flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
    const body: MessageBody = {
      kind: 'textMessage',
      flags,
      textType: edition === 2019 ? 2 : null,
      text: '请注意休息，安全驾驶',
    };
    expect(roundTrip(body, edition)).toEqual(body);
    expect(textFlagNames(flags, edition)).toEqual(['display', 'tts']);
  });

  it.each([0, 1, 2, 3, 4, 5])('0x9101 requests data type %i', (dataType) => {
    const body: MessageBody = {
      kind: 'avRequest',
      serverIp: 'media.roadwatch.example',
      tcpPort: 7809,
      udpPort: 0,
      channel: 1,
      dataType,
      streamType: 1,
    };
    expect(roundTrip(body, edition)).toEqual(body);
  });

  it('0x0201 answers a location query with the serial and a location', () => {
    const location = createLocationReport({
      edition,
      status: { acc: true, positioned: true },
      latitude: 39.908823,
      longitude: 116.39747,
      speedKmh: 0,
      directionDeg: 0,
      time: Date.UTC(2026, 0, 1),
    });
    const body: MessageBody = { kind: 'locationQueryReply', replySerial: 17, location };
    expect(roundTrip(body, edition)).toEqual(body);
  });
});

describe('text flags', () => {
  it('use bit 0 for emergency in 2013 and the priority bits in 2019', () => {
    expect(textFlags({ emergency: true }, 2013)).toBe(0b01);
    expect(textFlags({ emergency: true }, 2019)).toBe(0b10);
    expect(textFlagNames(0x05, 2013)).toEqual(['emergency', 'display']);
    expect(textFlagNames(0x05, 2019)).toEqual(['service', 'display']);
  });
});

describe('resend request counts', () => {
  it('are a BYTE in 2013 and a WORD in 2019', () => {
    const body: MessageBody = { kind: 'resendRequest', originalSerial: 0x0102, packetIndexes: [3] };
    expect(toHex(encodeBody({ messageId: 0x8003, edition: 2013 }, body))).toBe('0102' + '01' + '0003');
    expect(toHex(encodeBody({ messageId: 0x8003, edition: 2019 }, body))).toBe('0102' + '0001' + '0003');
  });
});

describe('encoding mistakes', () => {
  it('throw when a body is sent under another message id', () => {
    expect(() => encodeBody({ messageId: 0x8001, edition: 2013 }, { kind: 'heartbeat' })).toThrow(TypeError);
  });

  it('throw when a value does not fit its field', () => {
    const body: MessageBody = {
      kind: 'platformGeneralReply',
      replySerial: 70000,
      replyMessageId: 2,
      result: 0,
    };
    expect(() => encodeBody({ messageId: 0x8001, edition: 2013 }, body)).toThrow(RangeError);
  });
});
