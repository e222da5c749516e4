import { describe, expect, it } from 'vitest';
import { chinaGazetteer } from './gazetteer';

const g = chinaGazetteer();

describe('chinaGazetteer', () => {
  it.each([
    [121.4737, 31.2304, '上海市 黄浦区', 'Huangpu District, Shanghai'],
    [116.3975, 39.9087, '北京市 东城区', 'Dongcheng District, Beijing'],
    [120.1485, 30.2425, '浙江省 杭州市 西湖区', 'Xihu District, Hangzhou, Zhejiang'],
    [118.7841, 32.0418, '江苏省 南京市 秦淮区', 'Qinhuai District, Nanjing, Jiangsu'],
    [114.0579, 22.5431, '广东省 深圳市 福田区', 'Futian District, Shenzhen, Guangdong'],
    [106.5784, 29.5573, '重庆市 渝中区', 'Yuzhong District, Chongqing'],
    [91.1409, 29.6456, '西藏自治区 拉萨市 城关区', 'Chengguan District, Lasa, Tibet'],
    // A county-level city directly under its province has no separate county.
    [112.6, 35.07, '河南省 济源市', 'Jiyuan, Henan'],
  ])('names (%f, %f) %s', (lon, lat, zh, en) => {
    expect(g.placeName(lon, lat, 'zh-CN')).toBe(zh);
    expect(g.placeName(lon, lat, 'en-US')).toBe(en);
  });

  it('tells neighbouring districts apart by their outlines, not only the nearest seat', () => {
    // Near the border of 上海 浦东新区 and 黄浦区 across the river: the Bund vs Lujiazui.
    expect(g.lookup(121.4905, 31.2405)?.county).toBe('黄浦区');
    expect(g.lookup(121.5055, 31.2405)?.county).toBe('浦东新区');
  });

  it('gives codes for cities', () => {
    expect(g.lookup(120.1485, 30.2425)).toMatchObject({ cityCode: '330100', provinceCode: '330000' });
  });

  it('knows nothing far out at sea or abroad', () => {
    expect(g.lookup(124.5, 29.5)).toBeNull();
    expect(g.lookup(139.69, 35.68)).toBeNull();
    expect(g.lookup(Number.NaN, 30)).toBeNull();
    expect(g.placeName(2.35, 48.85, 'zh-CN')).toBe('');
  });

  it('is fast enough to name every point of a track page', () => {
    const started = performance.now();
    for (let i = 0; i < 8000; i++) g.lookup(115 + (i % 100) * 0.07, 28 + Math.floor(i / 100) * 0.1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
