import type { Edition } from '../header';
import { defineCodec } from './bodyCodec';

/** 0x0100 terminal registration. Fixed-width fields are 0x00-padded GBK; widths grew in 2019. */
export interface Registration {
  kind: 'registration';
  provinceId: number;
  cityId: number;
  manufacturerId: string;
  terminalModel: string;
  terminalId: string;
  /** JT/T 697.7 plate colour: 1 blue, 2 yellow, 3 black, 4 white, 9 other; 0 means `plate` holds the VIN. */
  plateColor: number;
  plate: string;
}

const FIELD_WIDTHS: Readonly<Record<Edition, { manufacturer: number; model: number; terminalId: number }>> = {
  2013: { manufacturer: 5, model: 20, terminalId: 7 },
  2019: { manufacturer: 11, model: 30, terminalId: 30 },
};

export const registrationCodec = defineCodec<Registration>({
  messageId: 0x0100,
  kind: 'registration',
  decode: (r, edition) => {
    const widths = FIELD_WIDTHS[edition];
    return {
      kind: 'registration',
      provinceId: r.u16('province id'),
      cityId: r.u16('city id'),
      manufacturerId: r.gbkFixed(widths.manufacturer, 'manufacturer id'),
      terminalModel: r.gbkFixed(widths.model, 'terminal model'),
      terminalId: r.gbkFixed(widths.terminalId, 'terminal id'),
      plateColor: r.u8('plate colour'),
      plate: r.gbkRest(),
    };
  },
  encode: (w, body, edition) => {
    const widths = FIELD_WIDTHS[edition];
    w.u16(body.provinceId, 'province id')
      .u16(body.cityId, 'city id')
      .gbkFixed(body.manufacturerId, widths.manufacturer, 'manufacturer id')
      .gbkFixed(body.terminalModel, widths.model, 'terminal model')
      .gbkFixed(body.terminalId, widths.terminalId, 'terminal id')
      .u8(body.plateColor, 'plate colour')
      .gbk(body.plate);
  },
});

/**
 * 0x8100 registration reply. result: 0 success, 1 vehicle already registered, 2 vehicle not in the database,
 * 3 terminal already registered, 4 terminal not in the database. The auth code follows only on success.
 */
export interface RegistrationReply {
  kind: 'registrationReply';
  replySerial: number;
  result: number;
  authCode: string | null;
}

export const REGISTRATION_RESULTS = [
  'success',
  'vehicleAlreadyRegistered',
  'vehicleUnknown',
  'terminalAlreadyRegistered',
  'terminalUnknown',
] as const;

export const registrationReplyCodec = defineCodec<RegistrationReply>({
  messageId: 0x8100,
  kind: 'registrationReply',
  decode: (r) => {
    const replySerial = r.u16('reply serial');
    const result = r.u8('result');
    return { kind: 'registrationReply', replySerial, result, authCode: result === 0 ? r.gbkRest() : null };
  },
  encode: (w, body) => {
    w.u16(body.replySerial, 'reply serial').u8(body.result, 'result');
    if (body.result === 0) w.gbk(body.authCode ?? '');
  },
});

/** 0x0102 authentication: 2013 sends the auth code alone; 2019 adds its length, the IMEI and software version. */
export interface Authentication {
  kind: 'authentication';
  authCode: string;
  imei: string | null;
  softwareVersion: string | null;
}

export const authenticationCodec = defineCodec<Authentication>({
  messageId: 0x0102,
  kind: 'authentication',
  decode: (r, edition) => {
    if (edition === 2013)
      return { kind: 'authentication', authCode: r.gbkRest(), imei: null, softwareVersion: null };
    const authCode = r.gbk(r.u8('auth code length'), 'auth code');
    return {
      kind: 'authentication',
      authCode,
      imei: r.gbkFixed(15, 'IMEI'),
      softwareVersion: r.gbkFixed(20, 'software version'),
    };
  },
  encode: (w, body, edition) => {
    if (edition === 2013) {
      w.gbk(body.authCode);
      return;
    }
    w.gbkWithLength(body.authCode, 'auth code')
      .gbkFixed(body.imei ?? '', 15, 'IMEI')
      .gbkFixed(body.softwareVersion ?? '', 20, 'software version');
  },
});
