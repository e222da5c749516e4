import { describe, expect, it } from 'vitest';
import { decodeTemperatures, encodeHumidityItem, encodeTemperatureItem } from './temperature';

const MODEL = 'TL-1613';

describe('probe humidity (item 0xE2 beside the 0xE1 probe list)', () => {
  it('round-trips each probe’s humidity in 0.1 %RH, with 0xffff for a probe measuring none', () => {
    const readings = [
      { probe: 1, temperatureC: -18.5, humidity: 62.4 },
      { probe: 2, temperatureC: 3.1, humidity: null },
    ];
    const humidity = encodeHumidityItem(MODEL, readings);
    expect(humidity).toEqual({ itemId: 0xe2, type: 'raw', hex: '0201027002ffff' });
    const decoded = decodeTemperatures({ items: [encodeTemperatureItem(MODEL, readings), humidity!] }, MODEL);
    expect(decoded.ok && decoded.readings).toEqual(readings);
  });

  it('leaves the temperatures alone when the humidity item is missing or malformed', () => {
    const readings = [{ probe: 1, temperatureC: -18 }];
    const temperature = encodeTemperatureItem(MODEL, readings);
    const plain = decodeTemperatures({ items: [temperature] }, MODEL);
    expect(plain.ok && plain.readings).toEqual(readings);
    const over = { itemId: 0xe2, type: 'raw' as const, hex: '0101044d' }; // 110.1 %RH
    const bad = decodeTemperatures({ items: [temperature, over] }, MODEL);
    expect(bad.ok && bad.readings).toEqual(readings);
  });

  it('is sent only by models whose probes measure humidity', () => {
    expect(encodeHumidityItem('CT-4013', [{ probe: 1, temperatureC: 2, humidity: 50 }])).toBeNull();
    expect(encodeHumidityItem(MODEL, [{ probe: 1, temperatureC: 2 }])).toBeNull();
    expect(() => encodeHumidityItem(MODEL, [{ probe: 1, temperatureC: 2, humidity: 101 }])).toThrow();
  });
});
