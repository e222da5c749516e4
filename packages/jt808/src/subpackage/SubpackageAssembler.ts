import { type DecodeError } from '../errors';
import { decodeMessageBody } from '../decodeFrame';
import type { Edition, MessageHeader } from '../header';
import type { Message } from '../messages';
import type { ResendRequest } from '../bodies/platformMessages';
import { MAX_MEDIA_RETRANSMIT, type MediaUploadReply } from '../bodies/multimedia';

export interface SubpackageAssemblerOptions {
  /** Ask for missing packets (0x8003) once a group has been idle this long. */
  resendAfterMs?: number;
  /** Give up on a group this long after its first packet arrived. */
  dropAfterMs?: number;
  /** How many 0x8003 requests one group may cause before it is left to time out. */
  maxResendRequests?: number;
  /** Groups held at once; a terminal opening more is refused rather than allowed to grow memory. */
  maxGroups?: number;
  /** Largest reassembled body. */
  maxBodyBytes?: number;
}

/** A message still missing packets. `firstSerial` is what 0x8003's original serial field refers to. */
export interface IncompleteGroup {
  phone: string;
  messageId: number;
  edition: Edition;
  firstSerial: number;
  total: number;
  /** 1-based indexes not yet received, ascending. */
  missing: number[];
  /** The first packet's body when it has arrived (a 0x0801's media id is in its first 4 bytes), else null. */
  firstPacket: Uint8Array | null;
}

export type AssembleResult =
  | { status: 'pending'; received: number; total: number }
  | { status: 'complete'; message: Message; packets: number }
  | { status: 'invalid'; header: MessageHeader; error: DecodeError }
  | { status: 'rejected'; reason: string };

interface Group {
  header: MessageHeader;
  firstSerial: number;
  total: number;
  packets: Map<number, Uint8Array>;
  bytes: number;
  firstAt: number;
  lastAt: number;
  resendRequests: number;
}

/**
 * Reassembles subpackaged messages (header bit 13). Packets of one message share phone and message id and carry
 * consecutive serials, so a group is keyed by phone + message id + the serial its first packet has or would have.
 * Time is passed in so the assembler stays a pure state machine; the caller runs `sweep` on a timer.
 */
export class SubpackageAssembler {
  private readonly groups = new Map<string, Group>();
  private readonly resendAfterMs: number;
  private readonly dropAfterMs: number;
  private readonly maxResendRequests: number;
  private readonly maxGroups: number;
  private readonly maxBodyBytes: number;

  constructor(options: SubpackageAssemblerOptions = {}) {
    this.resendAfterMs = options.resendAfterMs ?? 10_000;
    this.dropAfterMs = options.dropAfterMs ?? 60_000;
    this.maxResendRequests = options.maxResendRequests ?? 3;
    this.maxGroups = options.maxGroups ?? 32;
    this.maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  }

  get pendingGroups(): number {
    return this.groups.size;
  }

  /** Adds one packet (a decoded frame whose body is a `fragment`). */
  add(message: Message, nowMs: number): AssembleResult {
    const { header, body } = message;
    if (!header.subpackage || body.kind !== 'raw' || body.reason !== 'fragment') {
      return { status: 'rejected', reason: 'not a subpackage' };
    }
    const { total, index } = header.subpackage;
    const firstSerial = (header.serial - (index - 1)) & 0xffff;
    const key = `${header.phone}:${header.messageId}:${firstSerial}`;
    let group = this.groups.get(key);
    if (group && group.total !== total) {
      return { status: 'rejected', reason: `packet says ${total} packets, earlier ones said ${group.total}` };
    }
    if (!group) {
      if (this.groups.size >= this.maxGroups) {
        return { status: 'rejected', reason: `already reassembling ${this.maxGroups} messages` };
      }
      group = {
        header,
        firstSerial,
        total,
        packets: new Map(),
        bytes: 0,
        firstAt: nowMs,
        lastAt: nowMs,
        resendRequests: 0,
      };
      this.groups.set(key, group);
    }
    const bytes = new Uint8Array(Buffer.from(body.hex, 'hex'));
    const previous = group.packets.get(index);
    const grownBy = bytes.length - (previous?.length ?? 0);
    if (group.bytes + grownBy > this.maxBodyBytes) {
      this.groups.delete(key);
      return { status: 'rejected', reason: `reassembled body would exceed ${this.maxBodyBytes} bytes` };
    }
    // A resent packet replaces the earlier copy.
    group.packets.set(index, bytes);
    group.bytes += grownBy;
    group.lastAt = nowMs;
    if (index === 1) group.header = header;
    if (group.packets.size < total) return { status: 'pending', received: group.packets.size, total };

    this.groups.delete(key);
    const assembled = new Uint8Array(group.bytes);
    let at = 0;
    for (let i = 1; i <= total; i += 1) {
      const part = group.packets.get(i)!;
      assembled.set(part, at);
      at += part.length;
    }
    const assembledHeader: MessageHeader = {
      ...group.header,
      serial: group.firstSerial,
      subpackage: null,
      bodyLength: assembled.length,
    };
    const decoded = decodeMessageBody(assembledHeader, assembled);
    if (!decoded.ok) return { status: 'invalid', header: assembledHeader, error: decoded.error };
    return { status: 'complete', message: { header: assembledHeader, body: decoded.body }, packets: total };
  }

  /**
   * Groups idle for resendAfterMs (and not yet asked maxResendRequests times) come back in `resend`, to be answered
   * with 0x8003; groups older than dropAfterMs are forgotten and come back in `dropped`.
   */
  sweep(nowMs: number): { resend: IncompleteGroup[]; dropped: IncompleteGroup[] } {
    const resend: IncompleteGroup[] = [];
    const dropped: IncompleteGroup[] = [];
    for (const [key, group] of this.groups) {
      if (nowMs - group.firstAt >= this.dropAfterMs) {
        this.groups.delete(key);
        dropped.push(describe(group));
      } else if (
        nowMs - group.lastAt >= this.resendAfterMs &&
        group.resendRequests < this.maxResendRequests
      ) {
        group.resendRequests += 1;
        group.lastAt = nowMs;
        resend.push(describe(group));
      }
    }
    return { resend, dropped };
  }

  clear(): void {
    this.groups.clear();
  }
}

function describe(group: Group): IncompleteGroup {
  const missing: number[] = [];
  for (let i = 1; i <= group.total; i += 1) if (!group.packets.has(i)) missing.push(i);
  return {
    phone: group.header.phone,
    messageId: group.header.messageId,
    edition: group.header.edition,
    firstSerial: group.firstSerial,
    total: group.total,
    missing,
    firstPacket: group.packets.get(1) ?? null,
  };
}

/** Most indexes one 0x8003 can carry: a BYTE count in 2013; in 2019 the 1023-byte body limit. */
const MAX_RESEND_INDEXES: Readonly<Record<Edition, number>> = { 2013: 255, 2019: 509 };

/** The 0x8003 body asking the terminal for a group's missing packets (the first ones, if too many to list). */
export function resendRequestFor(group: IncompleteGroup): ResendRequest {
  const packetIndexes = group.missing.slice(0, MAX_RESEND_INDEXES[group.edition]);
  return { kind: 'resendRequest', originalSerial: group.firstSerial, packetIndexes };
}

/**
 * A multimedia upload (0x0801) is not asked for with 0x8003: the platform answers 0x8800 with the media id and the
 * packets to send again (the first 255 if more are missing). The media id is read from the first packet; without
 * it, `knownMediaId` (from the 0x0800 that announced the upload) or null when neither is known.
 */
export function mediaUploadReplyFor(
  group: IncompleteGroup,
  knownMediaId: number | null,
): MediaUploadReply | null {
  const first = group.firstPacket;
  const mediaId =
    first && first.length >= 4
      ? ((first[0]! << 24) | (first[1]! << 16) | (first[2]! << 8) | first[3]!) >>> 0
      : knownMediaId;
  if (mediaId === null) return null;
  return { kind: 'mediaUploadReply', mediaId, packetIndexes: group.missing.slice(0, MAX_MEDIA_RETRANSMIT) };
}
