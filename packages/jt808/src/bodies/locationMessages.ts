import { ByteWriter } from '../bytes/ByteWriter';
import {
  decodeLocation,
  decodeLocationReportBody,
  encodeLocation,
  type LocationReport,
} from '../location/locationReport';
import { defineCodec } from './bodyCodec';

/** 0x0200 location report. */
export interface LocationReportBody extends LocationReport {
  kind: 'locationReport';
}

export const locationReportCodec = defineCodec<LocationReportBody>({
  messageId: 0x0200,
  kind: 'locationReport',
  decode: (r, edition) => decodeLocationReportBody(r, edition),
  encode: (w, body) => encodeLocation(w, body),
});

/** 0x0201 reply to a 0x8201 location query. */
export interface LocationQueryReply {
  kind: 'locationQueryReply';
  replySerial: number;
  location: LocationReport;
}

export const locationQueryReplyCodec = defineCodec<LocationQueryReply>({
  messageId: 0x0201,
  kind: 'locationQueryReply',
  decode: (r, edition) => ({
    kind: 'locationQueryReply',
    replySerial: r.u16('reply serial'),
    location: decodeLocation(r, edition),
  }),
  encode: (w, body) => {
    w.u16(body.replySerial, 'reply serial');
    encodeLocation(w, body.location);
  },
});

/** 0x0704 batch upload. batchType 0 = regular batch, 1 = blind-area backfill (reports stored while offline). */
export interface LocationBatch {
  kind: 'locationBatch';
  batchType: number;
  locations: LocationReport[];
}

export const locationBatchCodec = defineCodec<LocationBatch>({
  messageId: 0x0704,
  kind: 'locationBatch',
  decode: (r, edition) => {
    const count = r.u16('location count');
    const batchType = r.u8('batch type');
    const locations: LocationReport[] = [];
    for (let i = 0; i < count; i += 1) {
      const item = r.sub(r.u16('location length'), `location ${i + 1} of ${count}`);
      locations.push(decodeLocation(item, edition));
    }
    return { kind: 'locationBatch', batchType, locations };
  },
  encode: (w, body) => {
    w.u16(body.locations.length, 'location count').u8(body.batchType, 'batch type');
    for (const location of body.locations) {
      const item = new ByteWriter(64);
      encodeLocation(item, location);
      w.u16(item.size, 'location length').bytes(item.toBytes());
    }
  },
});
