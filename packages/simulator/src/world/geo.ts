/** Coordinates and distances for the demo routes. Positions are WGS-84 degrees, as JT/T 808 terminals report. */
export interface LonLat {
  lon: number;
  lat: number;
}

export interface City extends LonLat {
  key: CityKey;
  name: string;
  /** Districts used for believable store and delivery addresses. */
  districts: readonly string[];
}

const CITY_DATA = {
  shanghai: [
    '上海市',
    121.4737,
    31.2304,
    ['浦东新区', '闵行区', '徐汇区', '嘉定区', '宝山区', '松江区', '青浦区'],
  ],
  suzhou: ['苏州市', 120.5853, 31.2989, ['工业园区', '姑苏区', '吴中区', '相城区', '虎丘区']],
  wuxi: ['无锡市', 120.3119, 31.4912, ['梁溪区', '滨湖区', '新吴区', '锡山区']],
  nanjing: ['南京市', 118.7969, 32.0603, ['江宁区', '鼓楼区', '玄武区', '栖霞区', '浦口区']],
  hangzhou: ['杭州市', 120.1551, 30.2741, ['萧山区', '西湖区', '拱墅区', '余杭区', '滨江区']],
  ningbo: ['宁波市', 121.544, 29.8683, ['北仑区', '鄞州区', '海曙区', '镇海区']],
  hefei: ['合肥市', 117.2272, 31.8206, ['蜀山区', '包河区', '庐阳区', '瑶海区']],
  wuhan: ['武汉市', 114.3054, 30.5931, ['东西湖区', '江岸区', '洪山区', '汉阳区', '武昌区']],
  changsha: ['长沙市', 112.9388, 28.2282, ['雨花区', '岳麓区', '开福区', '芙蓉区']],
  nanchang: ['南昌市', 115.8582, 28.6829, ['红谷滩区', '青山湖区', '西湖区']],
  zhengzhou: ['郑州市', 113.6254, 34.7466, ['金水区', '管城回族区', '中原区']],
  jinan: ['济南市', 117.1205, 36.651, ['历下区', '槐荫区', '天桥区']],
  qingdao: ['青岛市', 120.3826, 36.0671, ['黄岛区', '城阳区', '李沧区']],
  xiamen: ['厦门市', 118.0894, 24.4798, ['湖里区', '思明区', '集美区']],
  guangzhou: ['广州市', 113.2644, 23.1291, ['白云区', '天河区', '番禺区', '黄埔区']],
  shenzhen: ['深圳市', 114.0579, 22.5431, ['龙岗区', '宝安区', '南山区', '龙华区']],
  chengdu: ['成都市', 104.0665, 30.5723, ['双流区', '武侯区', '新都区', '龙泉驿区']],
  beijing: ['北京市', 116.4074, 39.9042, ['朝阳区', '大兴区', '顺义区', '丰台区', '通州区', '海淀区']],
  tianjin: ['天津市', 117.201, 39.0842, ['滨海新区', '西青区', '东丽区', '北辰区']],
  shijiazhuang: ['石家庄市', 114.5149, 38.0428, ['长安区', '裕华区', '桥西区']],
  shenyang: ['沈阳市', 123.4315, 41.8057, ['浑南区', '铁西区', '沈河区']],
} as const;

export type CityKey = keyof typeof CITY_DATA;

export const CITIES: Record<CityKey, City> = Object.fromEntries(
  Object.entries(CITY_DATA).map(([key, [name, lon, lat, districts]]) => [
    key,
    { key: key as CityKey, name, lon, lat, districts },
  ]),
) as unknown as Record<CityKey, City>;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: LonLat, b: LonLat): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Compass bearing from a to b, 0–359 degrees clockwise from north (JT/T 808 direction). */
export function bearing(a: LonLat, b: LonLat): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((deg + 360) % 360) % 360;
}

/**
 * A point on a gently curved path from a to b: the straight line bent sideways by `bend` (a fraction of the
 * length, signed) so routes do not look ruler-drawn. f runs from 0 to 1.
 */
export function pointOnRoute(a: LonLat, b: LonLat, f: number, bend: number): LonLat {
  const dLon = b.lon - a.lon;
  const dLat = b.lat - a.lat;
  const side = bend * Math.sin(Math.PI * f);
  return { lon: a.lon + dLon * f - dLat * side, lat: a.lat + dLat * f + dLon * side };
}

/** Road distance is longer than the great circle; 1.25 is typical for Chinese expressway routes. */
export const ROAD_FACTOR = 1.25;

/** Six decimals (~0.1 m), as terminals report. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
