import { describe, expect, it } from 'vitest';
import { decodeFrame } from '../decodeFrame';
import { encodeMessage, encodeSubpackages } from '../encodeMessage';
import type { Message, MessageInput } from '../messages';
import { resendRequestFor, SubpackageAssembler } from './SubpackageAssembler';

const parameters = Array.from({ length: 200 }, (_, i) => ({ parameterId: i + 1, hex: 'ab'.repeat(8) }));
const big: MessageInput = {
  header: { messageId: 0x0104, edition: 2019, phone: '13912345678', serial: 65534 },
  body: { kind: 'parameterQueryReply', replySerial: 9, parameters, trailingHex: '' },
};

// 3 + 200 × 13 = 2603 body bytes: 9 packets of at most 300 bytes.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function packets(message: MessageInput, maxBodyBytes = 1023): Message[] {
  return encodeSubpackages(message, maxBodyBytes).map((frame) => {
    const result = decodeFrame(frame);
    if (!result.ok) throw new Error(result.error.detail);
    return result.message;
  });
}

describe('subpackages', () => {
  it('split a long body into packets with consecutive serials that wrap at 65535', () => {
    const parts = packets(big, 1000);
    expect(parts.map((p) => p.header.subpackage)).toEqual([
      { total: 3, index: 1 },
      { total: 3, index: 2 },
      { total: 3, index: 3 },
    ]);
    expect(parts.map((p) => p.header.serial)).toEqual([65534, 65535, 0]);
  });

  it('send a body that fits as one plain frame', () => {
    const small: MessageInput = {
      ...big,
      body: { ...big.body, parameters: parameters.slice(0, 3) } as typeof big.body,
    };
    expect(encodeSubpackages(small)).toEqual([encodeMessage(small)]);
  });

  it('reassemble in any order into the original message', () => {
    const parts = packets(big, 300);
    const assembler = new SubpackageAssembler();
    const order = [3, 0, 4, 2, 1].filter((i) => i < parts.length);
    let last;
    for (const i of order) last = assembler.add(parts[i]!, 0);
    for (let i = 5; i < parts.length; i += 1) last = assembler.add(parts[i]!, 0);
    expect(last).toMatchObject({ status: 'complete', packets: parts.length });
    if (last?.status !== 'complete') throw new Error('incomplete');
    expect(last.message.body).toEqual(big.body);
    expect(last.message.header).toMatchObject({ serial: 65534, subpackage: null, messageId: 0x0104 });
    expect(assembler.pendingGroups).toBe(0);
  });

  it('keep messages from different terminals apart', () => {
    const other: MessageInput = { ...big, header: { ...big.header, phone: '13900000000' } };
    const a = packets(big, 1000);
    const b = packets(other, 1000);
    const assembler = new SubpackageAssembler();
    assembler.add(a[0]!, 0);
    assembler.add(b[1]!, 0);
    assembler.add(a[1]!, 0);
    expect(assembler.pendingGroups).toBe(2);
    expect(assembler.add(a[2]!, 0)).toMatchObject({
      status: 'complete',
      message: { header: { phone: '00000000013912345678' } },
    });
  });

  it('ask for the missing packets after the resend delay, with the first serial', () => {
    const parts = packets(big, 300);
    const assembler = new SubpackageAssembler({ resendAfterMs: 5_000, dropAfterMs: 30_000 });
    assembler.add(parts[0]!, 1_000);
    assembler.add(parts[2]!, 1_000);
    expect(assembler.sweep(4_000)).toEqual({ resend: [], dropped: [] });
    const { resend } = assembler.sweep(6_000);
    expect(resend).toEqual([
      {
        phone: '00000000013912345678',
        messageId: 0x0104,
        edition: 2019,
        firstSerial: 65534,
        total: 9,
        missing: [2, ...range(4, 9)],
        firstPacket:
          parts[0]!.body.kind === 'raw' ? new Uint8Array(Buffer.from(parts[0]!.body.hex, 'hex')) : null,
      },
    ]);
    expect(resendRequestFor(resend[0]!)).toEqual({
      kind: 'resendRequest',
      originalSerial: 65534,
      packetIndexes: [2, ...range(4, 9)],
    });
    // Asked once; not again until another idle period passes.
    expect(assembler.sweep(7_000).resend).toEqual([]);
    for (const i of [1, ...range(3, 8)]) assembler.add(parts[i]!, 8_000);
    expect(assembler.pendingGroups).toBe(0);
  });

  it('give up on a group after the drop timeout and report what was missing', () => {
    const parts = packets(big, 300);
    const assembler = new SubpackageAssembler({ resendAfterMs: 5_000, dropAfterMs: 30_000 });
    assembler.add(parts[1]!, 0);
    const { dropped } = assembler.sweep(30_000);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.missing).toEqual([1, ...range(3, 9)]);
    expect(assembler.pendingGroups).toBe(0);
  });

  it('refuse more concurrent groups than allowed and bodies larger than allowed', () => {
    const assembler = new SubpackageAssembler({ maxGroups: 1, maxBodyBytes: 500 });
    const parts = packets(big, 300);
    expect(assembler.add(parts[0]!, 0)).toMatchObject({ status: 'pending' });
    const other = packets({ ...big, header: { ...big.header, serial: 100 } }, 300);
    expect(assembler.add(other[0]!, 0)).toMatchObject({ status: 'rejected' });
    expect(assembler.add(parts[1]!, 0)).toMatchObject({
      status: 'rejected',
      reason: expect.stringContaining('500'),
    });
  });

  it('refuse a packet that is not a subpackage', () => {
    const plain = decodeFrame(
      encodeMessage({ header: { ...big.header, messageId: 0x0002 }, body: { kind: 'heartbeat' } }),
    );
    if (!plain.ok) throw new Error('decode failed');
    expect(new SubpackageAssembler().add(plain.message, 0)).toMatchObject({ status: 'rejected' });
  });

  it('report a reassembled body that does not decode as invalid', () => {
    const broken: MessageInput = {
      ...big,
      body: { kind: 'raw', reason: 'fragment', hex: '0001ff' + '00'.repeat(1100) },
    };
    const assembler = new SubpackageAssembler();
    const results = packets(broken, 600).map((p) => assembler.add(p, 0));
    expect(results.at(-1)).toMatchObject({ status: 'invalid', error: { code: 'truncatedBody' } });
  });
});
