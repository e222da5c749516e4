import { encodeMessage, type Edition } from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import { GeneralReplyEncoder } from './generalReplyEncoder';

const reference = (
  edition: Edition,
  phone: string,
  protocolVersion: number | null,
  serial: number,
  replySerial: number,
  replyMessageId: number,
  result: number,
) =>
  encodeMessage({
    header: { messageId: 0x8001, edition, phone, serial, protocolVersion },
    body: { kind: 'platformGeneralReply', replySerial, replyMessageId, result },
  });

describe('GeneralReplyEncoder', () => {
  it('encodes the same bytes as encodeMessage in both editions', () => {
    const cases = [
      [2013, '014512345678', null],
      [2019, '00000000014887654321', 1],
      [2019, '12345678901234567890', 2],
    ] as const;
    for (const [edition, phone, version] of cases) {
      const encoder = new GeneralReplyEncoder(edition, phone, version);
      for (const [serial, replySerial, id, result] of [
        [0, 0, 0x0200, 0],
        [1, 65535, 0x0704, 1],
        [0x7e7e, 0x7d7d, 0x0102, 3],
        [65535, 0x7e00, 0x7d7e, 0],
      ]) {
        expect(encoder.encode(serial!, replySerial!, id!, result!)).toEqual(
          reference(edition, phone, version, serial!, replySerial!, id!, result!),
        );
      }
    }
  });

  it('escapes a check code of 0x7e or 0x7d', () => {
    const encoder = new GeneralReplyEncoder(2013, '014512345678', null);
    let escapedChecks = 0;
    for (let replySerial = 0; replySerial < 512; replySerial += 1) {
      const frame = encoder.encode(7, replySerial, 0x0200, 0);
      expect(frame).toEqual(reference(2013, '014512345678', null, 7, replySerial, 0x0200, 0));
      if (frame[frame.length - 3] === 0x7d) escapedChecks += 1;
    }
    expect(escapedChecks).toBeGreaterThan(0);
  });
});
