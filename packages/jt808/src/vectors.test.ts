import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes/hex';
import { decodeFrame } from './decodeFrame';
import { encodeMessage } from './encodeMessage';
import { escapeBytes, unescapeBytes } from './framing/escape';
import type { Message, MessageBody } from './messages';
import { SubpackageAssembler } from './subpackage/SubpackageAssembler';
import { loadVectors, vectorsPath, type Vector } from './testing/loadVectors';

const vectors = loadVectors();
const frames = vectors.filter((v) => v.hex.startsWith('7e') && !v.parsed.includes('framing example only'));

function bytesOf(v: Vector): Uint8Array {
  return fromHex(v.hex)!;
}

function decoded(v: Vector): Message {
  const result = decodeFrame(bytesOf(v));
  if (!result.ok) throw new Error(`line ${v.line}: ${result.error.code} ${result.error.detail}`);
  return result.message;
}

function vector(meaningPart: string, index = 0): Vector {
  const found = vectors.filter((v) => v.meaning.includes(meaningPart))[index];
  if (!found) throw new Error(`no vector whose meaning contains "${meaningPart}"`);
  return found;
}

function bodyOf<K extends MessageBody['kind']>(v: Vector, kind: K): Extract<MessageBody, { kind: K }> {
  const { body } = decoded(v);
  expect(body.kind).toBe(kind);
  return body as Extract<MessageBody, { kind: K }>;
}

describe('the published vectors file', () => {
  it('is found from the repository root and holds every frame line', () => {
    const hexLines = readFileSync(vectorsPath(), 'utf8')
      .split(/\r?\n/)
      .filter((l) => /^(7e|30316364)/i.test(l.trim()));
    expect(vectors.map((v) => v.hex)).toEqual(hexLines.map((l) => l.trim().toLowerCase()));
    expect(frames.length).toBeGreaterThanOrEqual(30);
    // The four JT/T 1078 media packets are checked in jt1078/mediaPacket.vectors.test.ts.
    expect(vectors.filter((v) => v.hex.startsWith('30316364'))).toHaveLength(4);
  });
});

describe('every JT/T 808 vector', () => {
  it.each(frames.map((v) => [`line ${v.line} ${v.parsed.slice(0, 48)}`, v] as const))(
    'decodes and re-encodes to the same bytes: %s',
    (_, v) => {
      const message = decoded(v);
      expect(toHex(encodeMessage(message))).toBe(v.hex);
    },
  );

  it.each(frames.map((v) => [`line ${v.line}`, v] as const))(
    'matches the header facts in its "parsed" line: %s',
    (_, v) => {
      const facts = Object.fromEntries([...v.parsed.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
      const { header } = decoded(v);
      expect(header.messageId).toBe(Number(facts.msg));
      expect(header.edition).toBe(Number(facts.ver));
      expect(header.phone).toBe(facts.phone);
      expect(header.serial).toBe(Number(facts.serial));
      expect(header.bodyLength).toBe(Number(facts.bodyLen));
      const packet = /pkt=\((\d+), (\d+)\)/.exec(v.parsed);
      expect(header.subpackage).toEqual(
        packet ? { total: Number(packet[1]), index: Number(packet[2]) } : null,
      );
    },
  );
});

describe('the framing example', () => {
  const spec = vectors.find((v) => v.parsed.includes('framing example only'))!;

  it('unescapes to 30 7e 08 7d 55 and escapes back to the published bytes', () => {
    const inner = bytesOf(spec).subarray(1, -1);
    const unescaped = unescapeBytes(inner);
    expect(unescaped.ok && toHex(unescaped.value)).toBe('307e087d55');
    expect(toHex(escapeBytes(fromHex('307e087d55')!))).toBe(toHex(inner));
  });

  it('is reported as a bad frame rather than decoded, since it is not a message', () => {
    const result = decodeFrame(bytesOf(spec));
    expect(result.ok).toBe(false);
  });
});

describe('described meanings', () => {
  it('0x0200 with an escaped serial and fuel: SOS, fixed, position, time, mileage and fuel', () => {
    const v = vector('serial 0x007E and fuel 0x007D both escaped');
    expect(decoded(v).header.serial).toBe(0x7e);
    const body = bodyOf(v, 'locationReport');
    expect(body.alarms).toEqual(['sos']);
    expect(body.status.positioned).toBe(true);
    expect(body.latitude).toBe(12.222222);
    expect(body.longitude).toBe(132.444444);
    expect(body.altitudeM).toBe(40);
    expect(body.speedKmh).toBe(6);
    expect(body.directionDeg).toBe(0);
    expect(body.time).toBe('2018-10-15T10:10:10+08:00');
    expect(body.items).toEqual([
      { itemId: 0x01, type: 'mileage', mileageKm: 10 },
      { itemId: 0x02, type: 'fuel', fuelL: 12.5 },
    ]);
  });

  it('0x8203 whose check code is 0x7e, sent escaped', () => {
    const v = vector('XOR checksum is 0x7e');
    expect(v.hex.endsWith('7d027e')).toBe(true);
    expect(bodyOf(v, 'alarmConfirmation')).toEqual({
      kind: 'alarmConfirmation',
      replySerial: 123,
      alarmFlags: 0x9d5e,
    });
  });

  it('2013 registration with a GBK plate', () => {
    expect(bodyOf(vector('2013 register'), 'registration')).toEqual({
      kind: 'registration',
      provinceId: 31,
      cityId: 115,
      manufacturerId: 'yzh',
      terminalModel: 'www.jtt808.cn',
      terminalId: '7654321',
      plateColor: 1,
      plate: '测A888888',
    });
  });

  it('2019 registration with the wider manufacturer, model and terminal id fields', () => {
    const body = bodyOf(vector('2019 register'), 'registration');
    expect(body).toMatchObject({ manufacturerId: 'yzh', terminalModel: 'www.jtt808.cn', plate: '测A888888' });
    expect(body.terminalId).toBe('09876543210987654321');
  });

  it('0x8100 registration replies of both editions carry the 27-byte auth code', () => {
    for (const v of [vector('8100: reply serial 38668'), vector('2019 8100')]) {
      expect(bodyOf(v, 'registrationReply')).toEqual({
        kind: 'registrationReply',
        replySerial: 38668,
        result: 0,
        authCode: 'chwD0SE1fchwD0SE1fchwD0SE1f',
      });
    }
  });

  it('0x0102 authentication: 2013 token only, 2019 with length, IMEI and software version', () => {
    const token = 'pmYGzGukO8K4Z5lpIOTg8dqb3eprYaHBbXSPLtdbyG8=';
    expect(bodyOf(vector('2013 auth token'), 'authentication')).toEqual({
      kind: 'authentication',
      authCode: token,
      imei: null,
      softwareVersion: null,
    });
    expect(bodyOf(vector('2019 auth: len 0x2c'), 'authentication')).toEqual({
      kind: 'authentication',
      authCode: token,
      imei: '123456789012345',
      softwareVersion: 'www.jtt808.cn',
    });
  });

  it('heartbeats of both editions have empty bodies', () => {
    expect(decoded(vector('2013 heartbeat')).body).toEqual({ kind: 'heartbeat' });
    const v2019 = decoded(vector('2019 heartbeat'));
    expect(v2019.body).toEqual({ kind: 'heartbeat' });
    expect(v2019.header).toMatchObject({ edition: 2019, protocolVersion: 1, phone: '12345678901234567890' });
  });

  it('0x8001 general replies of both editions', () => {
    for (const v of [vector('8001: reply serial 123'), vector('2019 8001')]) {
      expect(bodyOf(v, 'platformGeneralReply')).toEqual({
        kind: 'platformGeneralReply',
        replySerial: 123,
        replyMessageId: 0x01c8,
        result: 3,
      });
    }
  });

  it('0x0200 with standard additional items 0x01–0x31', () => {
    const body = bodyOf(vector('0200 with 0x01..0x31 extras'), 'locationReport');
    expect(body.alarms).toEqual(['ttsModuleFault']);
    expect(body.status.electricCircuitCut).toBe(true);
    expect(body).toMatchObject({ latitude: 116.307629, longitude: 40.058359, altitudeM: 312, speedKmh: 0.3 });
    expect(body).toMatchObject({ directionDeg: 99, time: '2020-07-07T19:23:59+08:00' });
    const byType = Object.fromEntries(body.items.map((item) => [item.type, item]));
    expect(byType.mileage).toMatchObject({ mileageKm: 1.1 });
    expect(byType.fuel).toMatchObject({ fuelL: 2.2 });
    expect(byType.recorderSpeed).toMatchObject({ recorderSpeedKmh: 3.3 });
    expect(byType.vehicleSignals).toMatchObject({ signalFlags: 0x63 });
    expect(byType.signalStrength).toMatchObject({ signalStrength: 30 });
    expect(byType.satellites).toMatchObject({ satellites: 40 });
    expect(body.items.map((item) => item.itemId)).toEqual([
      0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x11, 0x12, 0x13, 0x25, 0x2a, 0x2b, 0x30, 0x31,
    ]);
  });

  it('0x0200 with Jiangsu active-safety items uses the 16-byte alarm identification', () => {
    const body = bodyOf(vector('JSATL12 0x64 ADAS(len 47)'), 'locationReport');
    expect(body.items.map((item) => item.type)).toEqual(['adas', 'dsm', 'tyrePressureMonitor', 'blindSpot']);
    const [adas, dsm, tyres, blindSpot] = body.items;
    expect(adas).toMatchObject({
      alarmId: 0x40,
      flagStatus: 1,
      eventType: 1,
      level: 1,
      frontVehicleSpeedKmh: 10,
      headwayS: 1,
      speedKmh: 10,
      altitudeM: 100,
      latitude: 0.111111,
      longitude: 0.222222,
      time: '2020-07-07T19:23:59+08:00',
      alarmIdentification: {
        layout: 'jiangsu',
        terminalId: '7654321',
        time: '2020-07-07T19:23:59+08:00',
        serial: 1,
        attachmentCount: 1,
        reserved: 1,
      },
    });
    expect(dsm).toMatchObject({ type: 'dsm', eventType: 2, level: 2, fatigueLevel: 20, altitudeM: 200 });
    expect(tyres).toMatchObject({ type: 'tyrePressureMonitor', speedKmh: 30, altitudeM: 300, events: [] });
    expect(blindSpot).toMatchObject({ type: 'blindSpot', eventType: 4, speedKmh: 40, altitudeM: 400 });
  });

  it('0x0200 with Guangdong active-safety items uses the 40-byte alarm identification', () => {
    const body = bodyOf(vector('GD (粤标) 0x64/0x65'), 'locationReport');
    expect(body.items).toHaveLength(4);
    for (const item of body.items) {
      expect(item).toMatchObject({
        alarmIdentification: { layout: 'guangdong', terminalId: '09876543210987654321' },
      });
    }
  });

  it('0x0704 blind-area batch of four locations', () => {
    const body = bodyOf(vector('0704 batch, 2013'), 'locationBatch');
    expect(body.batchType).toBe(1);
    expect(body.locations).toHaveLength(4);
    expect(body.locations[0]).toMatchObject({ latitude: 116.307629, longitude: 40.058359, speedKmh: 0.3 });
    expect(body.locations[1]).toMatchObject({
      alarms: ['cameraFault'],
      altitudeM: 624,
      speedKmh: 0.6,
      directionDeg: 198,
    });
    expect(body.locations[1]!.status.doorsLocked).toBe(true);
  });

  it('0x8300 text in both editions with the TTS bit set and GBK text', () => {
    const text = '测试123@456#abc!...结束';
    expect(bodyOf(vector('8300 2013: flag 0x3f'), 'textMessage')).toEqual({
      kind: 'textMessage',
      flags: 0x3f,
      textType: null,
      text,
    });
    expect(bodyOf(vector('8300 2019: flag 0x3f'), 'textMessage')).toEqual({
      kind: 'textMessage',
      flags: 0x3f,
      textType: 1,
      text,
    });
    expect(bodyOf(vector('smallchi 518'), 'textMessage')).toMatchObject({
      flags: 0x05,
      text: 'smallchi 518',
    });
    const smallchi2019 = decoded(vector('8300 2019 flag 0x05 type 0x01'));
    expect(smallchi2019.header.phone).toBe('00000000012345678900');
    expect(smallchi2019.body).toMatchObject({ flags: 0x05, textType: 1, text: 'smallchi 518' });
  });

  it('0x9101 audio/video requests of both editions', () => {
    for (const v of [vector('9101: ip 123.123.123.123'), vector('2019 9101')]) {
      expect(bodyOf(v, 'avRequest')).toEqual({
        kind: 'avRequest',
        serverIp: '123.123.123.123',
        tcpPort: 772,
        udpPort: 16582,
        channel: 12,
        dataType: 1,
        streamType: 0,
      });
    }
  });

  it('0x9102 audio/video control', () => {
    expect(bodyOf(vector('9102: ch 8'), 'avControl')).toEqual({
      kind: 'avControl',
      channel: 8,
      command: 1,
      closeType: 2,
      switchStreamType: 3,
    });
  });

  it('0x9208, 0x1210, 0x1211 and 0x9212 attachment messages', () => {
    expect(bodyOf(vector('9208: ip 47.104.97.169'), 'alarmAttachmentUploadRequest')).toEqual({
      kind: 'alarmAttachmentUploadRequest',
      serverIp: '47.104.97.169',
      tcpPort: 8202,
      udpPort: 8203,
      alarmIdentification: {
        layout: 'jiangsu',
        terminalId: '7654321',
        time: '2020-07-07T19:23:59+08:00',
        serial: 1,
        attachmentCount: 1,
        reserved: 1,
      },
      alarmNumber: 'ad72131579e54be0b0f737cfc72c5db8',
      reservedHex: '00'.repeat(16),
    });
    expect(bodyOf(vector('1210: terminal id'), 'alarmAttachmentInfo')).toMatchObject({
      terminalId: '7654321',
      alarmNumber: 'ad72131579e54be0b0f737cfc72c5db8',
      infoType: 0,
      files: [],
    });
    expect(bodyOf(vector('1211: name'), 'attachmentFileInfo')).toEqual({
      kind: 'attachmentFileInfo',
      name: 'www.jtt808.cn',
      fileType: 1,
      sizeBytes: 1024,
    });
    expect(bodyOf(vector('9212: name'), 'attachmentUploadReply')).toEqual({
      kind: 'attachmentUploadReply',
      name: 'www.jtt808.cn',
      fileType: 0,
      result: 1,
      resends: [{ offset: 0, length: 1024 }],
    });
  });

  it('0x0104 in two packets reassembles into the parameter list', () => {
    const assembler = new SubpackageAssembler();
    const [first, second] = [vector('0x0104 packet 1/2'), vector('0x0104 packet 2/2')].map(decoded);
    expect(first!.body).toMatchObject({ kind: 'raw', reason: 'fragment' });
    expect(assembler.add(second!, 0)).toEqual({ status: 'pending', received: 1, total: 2 });
    const result = assembler.add(first!, 1);
    if (result.status !== 'complete') throw new Error(JSON.stringify(result));
    expect(result.message.header).toMatchObject({
      messageId: 0x0104,
      serial: 0x048a,
      subpackage: null,
      bodyLength: 1169,
    });
    const body = result.message.body;
    if (body.kind !== 'parameterQueryReply') throw new Error(body.kind);
    expect(body.replySerial).toBe(0x01a4);
    expect(body.parameters).toHaveLength(0x58);
    expect(body.parameters[0]).toEqual({ parameterId: 0x0001, hex: '0000000a' });
    // This terminal pads the body past its declared 88 parameters; the padding is kept, not misread.
    expect(body.trailingHex).toHaveLength(182 * 2);
  });

  it('0x1003 audio/video attributes and the empty 0x9003 query', () => {
    expect(bodyOf(vector('1003: audio G.711A'), 'avAttributes')).toEqual({
      kind: 'avAttributes',
      audioEncoding: 6,
      audioChannels: 1,
      audioSampleRateCode: 0,
      audioSampleBitsCode: 1,
      audioFrameLength: 320,
      audioOutput: 0,
      videoEncoding: 98,
      maxAudioChannels: 8,
      maxVideoChannels: 8,
    });
    expect(decoded(vector('9003 query')).body).toEqual({ kind: 'avAttributesQuery' });
  });
});
