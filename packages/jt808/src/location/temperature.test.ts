import { describe, expect, it } from 'vitest';
import type { AdditionalItem } from './additionalItems';
import { decodeTemperatures, encodeTemperatureItem, TEMPERATURE_CONVENTIONS } from './temperature';

const readings = [
  { probe: 1, temperatureC: -18.5 },
  { probe: 2, temperatureC: 4.2 },
  { probe: 16, temperatureC: null },
];

describe('temperature conventions', () => {
  it('register every convention under its own terminal model', () => {
    for (const [model, convention] of Object.entries(TEMPERATURE_CONVENTIONS)) {
      expect(convention.terminalModel).toBe(model);
    }
  });

  it.each(['RW-SIM-REEFER', 'RW-SIM-REEFER-EB'])(
    '%s: encoded readings decode back, disconnected probes as null',
    (model) => {
      const item = encodeTemperatureItem(model, readings);
      const result = decodeTemperatures({ items: [item] }, model);
      expect(result).toMatchObject({ ok: true, readings });
    },
  );

  it('the probe list is a count, then probe number and 0.1 °C two’s-complement per probe', () => {
    expect(encodeTemperatureItem('RW-SIM-REEFER', readings)).toEqual({
      itemId: 0xe1,
      type: 'raw',
      hex: '03' + '01ff47' + '02002a' + '107fff',
    });
  });

  it('the 0xEB block skips sub-items that are not probes', () => {
    const item: AdditionalItem = { itemId: 0xeb, type: 'raw', hex: '0004000100c8' + '00040012ff9c' };
    expect(decodeTemperatures({ items: [item] }, 'RW-SIM-REEFER-EB')).toMatchObject({
      ok: true,
      readings: [{ probe: 2, temperatureC: -10 }],
    });
  });

  it('the 2019 carriage temperature reads as probe 1', () => {
    const item: AdditionalItem = { itemId: 0x06, type: 'carriageTemperature', carriageTemperatureC: -20 };
    expect(decodeTemperatures({ items: [item] }, 'RW-SIM-CARRIAGE-2019')).toMatchObject({
      ok: true,
      readings: [{ probe: 1, temperatureC: -20 }],
    });
  });

  it('refuses to read a model without a registered convention, even if a plausible item is present', () => {
    const item = encodeTemperatureItem('RW-SIM-REEFER', readings);
    expect(decodeTemperatures({ items: [item] }, 'SOME-OTHER-MODEL')).toMatchObject({
      ok: false,
      reason: 'unknownModel',
    });
  });

  it('says when the report carries no temperature item', () => {
    expect(decodeTemperatures({ items: [] }, 'RW-SIM-REEFER')).toMatchObject({
      ok: false,
      reason: 'itemMissing',
    });
  });

  it('says when the item does not fit the convention', () => {
    const truncated: AdditionalItem = { itemId: 0xe1, type: 'raw', hex: '0201ff47' };
    expect(decodeTemperatures({ items: [truncated] }, 'RW-SIM-REEFER')).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    const badProbe: AdditionalItem = { itemId: 0xe1, type: 'raw', hex: '0111ff47' };
    expect(decodeTemperatures({ items: [badProbe] }, 'RW-SIM-REEFER')).toMatchObject({
      ok: false,
      reason: 'malformed',
      detail: 'probe number 17 outside 1–16',
    });
  });
});
