import { defineCodec } from './bodyCodec';

/** 0x0702 state byte: the driver's IC card (qualification certificate) went in or came out of the reader. */
export const DRIVER_CARD_STATES = { 1: 'cardInserted', 2: 'cardPulled' } as const;
export const CARD_INSERTED = 1;
export const CARD_PULLED = 2;

/** IC card read result, present when the card was inserted (JT/T 808-2013 table 78). */
export const CARD_READ_RESULTS = {
  0: 'success',
  1: 'keyAuthenticationFailed',
  2: 'cardLocked',
  3: 'cardPulledOut',
  4: 'dataCheckFailed',
} as const;

const CERTIFICATE_BYTES = 20;
const ID_NUMBER_BYTES = 20;

/**
 * 0x0702 driver identity report (2013 table 77, 2019 table 78), sent when the driver inserts or pulls the IC card.
 * After a successful read: name, qualification certificate code, issuing agency and the certificate's expiry
 * date; 2019 adds the driver's ID card number. Fixed-width strings are GBK padded with 0x00.
 */
export interface DriverIdentity {
  kind: 'driverIdentity';
  /** 1 card inserted (on duty), 2 card pulled (off duty). */
  state: number;
  /** Terminal time of the insert or pull: ISO 8601 in +08:00 (raw BCD digits when invalid). */
  time: string;
  /** Card inserted only; otherwise null. 0 = read successfully. */
  readResult: number | null;
  /** The rest only after a successful read; otherwise null. */
  driverName: string | null;
  certificateCode: string | null;
  issuingAgency: string | null;
  /** BCD YYYYMMDD as 'YYYY-MM-DD', or its 8 raw hex digits when they are not a date. */
  certificateExpiry: string | null;
  /** 2019 only. */
  driverIdNumber: string | null;
}

const EXPIRY_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function expiryFromHex(hex: string): string {
  const m = EXPIRY_DATE.exec(hex);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : hex;
}

function expiryToHex(expiry: string): string {
  const digits = /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? expiry.replaceAll('-', '') : expiry;
  if (!/^[0-9a-fA-F]{8}$/.test(digits)) {
    throw new RangeError(`certificate expiry must be YYYY-MM-DD or 8 hex digits, got "${expiry}"`);
  }
  return digits;
}

export const driverIdentityCodec = defineCodec<DriverIdentity>({
  messageId: 0x0702,
  kind: 'driverIdentity',
  decode: (r, edition) => {
    const state = r.u8('state');
    const time = r.bcdTime('time');
    const body: DriverIdentity = {
      kind: 'driverIdentity',
      state,
      time,
      readResult: null,
      driverName: null,
      certificateCode: null,
      issuingAgency: null,
      certificateExpiry: null,
      driverIdNumber: null,
    };
    if (state !== CARD_INSERTED) return body;
    body.readResult = r.u8('IC card read result');
    if (body.readResult !== 0) return body;
    body.driverName = r.gbk(r.u8('driver name length'), 'driver name');
    body.certificateCode = r.gbkFixed(CERTIFICATE_BYTES, 'qualification certificate code');
    body.issuingAgency = r.gbk(r.u8('issuing agency length'), 'issuing agency');
    body.certificateExpiry = expiryFromHex(r.hex(4, 'certificate expiry'));
    if (edition === 2019) body.driverIdNumber = r.gbkFixed(ID_NUMBER_BYTES, 'driver ID number');
    return body;
  },
  encode: (w, body, edition) => {
    w.u8(body.state, 'state').bcdTime(body.time);
    if (body.state !== CARD_INSERTED) return;
    const readResult = body.readResult ?? 0;
    w.u8(readResult, 'IC card read result');
    if (readResult !== 0) return;
    w.gbkWithLength(body.driverName ?? '', 'driver name')
      .gbkFixed(body.certificateCode ?? '', CERTIFICATE_BYTES, 'qualification certificate code')
      .gbkWithLength(body.issuingAgency ?? '', 'issuing agency')
      .hex(expiryToHex(body.certificateExpiry ?? '00000000'), 4, 'certificate expiry');
    if (edition === 2019) w.gbkFixed(body.driverIdNumber ?? '', ID_NUMBER_BYTES, 'driver ID number');
  },
});
