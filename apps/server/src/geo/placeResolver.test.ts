import { describe, expect, it, vi } from 'vitest';
import { createPlaceResolver } from './placeResolver';

const PEOPLE_SQUARE = { lon: 121.4737, lat: 31.2304 };

function amapAnswer(body: unknown, status = 200): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

describe('createPlaceResolver', () => {
  it('uses the offline gazetteer without a key', async () => {
    const fetchStub = vi.fn();
    const places = createPlaceResolver({ fetch: fetchStub as unknown as typeof fetch });
    expect(await places.placeName(PEOPLE_SQUARE.lon, PEOPLE_SQUARE.lat, 'zh-CN')).toBe('上海市 黄浦区');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("asks AMap's regeo service with GCJ-02 coordinates when a key is configured", async () => {
    const fetchStub = amapAnswer({
      status: '1',
      regeocode: { formatted_address: '上海市黄浦区南京东路街道人民广场' },
    });
    const places = createPlaceResolver({ amapKey: 'k123', fetch: fetchStub });
    expect(await places.placeName(PEOPLE_SQUARE.lon, PEOPLE_SQUARE.lat, 'zh-CN')).toBe(
      '上海市黄浦区南京东路街道人民广场',
    );
    const url = new URL(String(vi.mocked(fetchStub).mock.calls[0]![0]));
    expect(url.host).toBe('restapi.amap.com');
    expect(url.searchParams.get('key')).toBe('k123');
    const [lon, lat] = (url.searchParams.get('location') ?? '').split(',').map(Number);
    // GCJ-02 is shifted by a few hundred metres from WGS-84 around Shanghai.
    expect(lon! - PEOPLE_SQUARE.lon).toBeGreaterThan(0.003);
    expect(lat! - PEOPLE_SQUARE.lat).toBeLessThan(-0.001);
  });

  it('falls back to the gazetteer when AMap fails, refuses, or does not answer in time', async () => {
    const failures: string[] = [];
    const onAmapFailure = (reason: string) => failures.push(reason);
    const hanging = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as unknown as typeof fetch;
    for (const fetchStub of [
      amapAnswer({ status: '0', info: 'INVALID_USER_KEY' }),
      amapAnswer({}, 500),
      amapAnswer({ status: '1', regeocode: { formatted_address: [] } }),
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      hanging,
    ]) {
      const places = createPlaceResolver({ amapKey: 'k', fetch: fetchStub, timeoutMs: 50, onAmapFailure });
      expect(await places.placeName(PEOPLE_SQUARE.lon, PEOPLE_SQUARE.lat, 'zh-CN')).toBe('上海市 黄浦区');
    }
    expect(failures).toHaveLength(5);
  });

  it('answers English screens from the gazetteer (AMap speaks Chinese only)', async () => {
    const fetchStub = vi.fn();
    const places = createPlaceResolver({ amapKey: 'k', fetch: fetchStub as unknown as typeof fetch });
    expect(await places.placeName(PEOPLE_SQUARE.lon, PEOPLE_SQUARE.lat, 'en-US')).toBe(
      'Huangpu District, Shanghai',
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
