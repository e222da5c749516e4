import { decodeFrame, encodeMessage, type Edition } from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import { generateSimFleet } from '../fleet/generateSimFleet';
import { driverCardBody, driverOf } from './driverCard';

const fleet = generateSimFleet({ count: 6, seed: 3 });
const AT = Date.parse('2026-05-20T07:42:10+08:00');

describe('driver card reports (0x0702)', () => {
  it.each([2013, 2019] as Edition[])('decode to the same driver in the %i edition', (edition) => {
    const spec = { ...fleet[0]!, edition };
    for (const event of ['inserted', 'pulled'] as const) {
      const body = driverCardBody(spec, event, AT);
      const frame = encodeMessage({
        header: { messageId: 0x0702, edition, phone: spec.phone, serial: 5 },
        body,
      });
      const decoded = decodeFrame(frame);
      expect(decoded.ok && decoded.message.body).toEqual(body);
    }
    const inserted = driverCardBody(spec, 'inserted', AT);
    expect(inserted).toMatchObject({ state: 1, readResult: 0, driverName: driverOf(spec).name });
    expect(inserted.driverIdNumber !== null).toBe(edition === 2019);
    expect(driverCardBody(spec, 'pulled', AT)).toMatchObject({
      state: 2,
      readResult: null,
      driverName: null,
    });
  });

  it('gives each vehicle its own regular driver, the same on every shift', () => {
    expect(driverOf(fleet[1]!)).toEqual(driverOf(fleet[1]!));
    expect(new Set(fleet.map((v) => driverOf(v).certificateCode)).size).toBe(fleet.length);
  });
});
