import { CITIES, distanceKm, type CityKey, type LonLat } from './geo';

/**
 * GB/T 2260 division codes of the demo cities (a district for the municipalities). JT/T 808 registration sends
 * the first two digits as the province id and the last four as the city id.
 */
export const CITY_DIVISION_CODES: Readonly<Record<CityKey, string>> = {
  shanghai: '310115',
  suzhou: '320500',
  wuxi: '320200',
  nanjing: '320100',
  hangzhou: '330100',
  ningbo: '330200',
  hefei: '340100',
  wuhan: '420100',
  changsha: '430100',
  nanchang: '360100',
  zhengzhou: '410100',
  jinan: '370100',
  qingdao: '370200',
  xiamen: '350200',
  guangzhou: '440100',
  shenzhen: '440300',
  chengdu: '510100',
  beijing: '110105',
  tianjin: '120116',
  shijiazhuang: '130100',
  shenyang: '210100',
};

/** Plate prefixes (province character, or province + city letter) issued in each demo city. */
const PLATE_PREFIXES: readonly [string, CityKey][] = [
  ['沪', 'shanghai'],
  ['京', 'beijing'],
  ['津', 'tianjin'],
  ['苏A', 'nanjing'],
  ['苏B', 'wuxi'],
  ['苏E', 'suzhou'],
  ['浙A', 'hangzhou'],
  ['浙B', 'ningbo'],
  ['皖A', 'hefei'],
  ['鄂A', 'wuhan'],
  ['湘A', 'changsha'],
  ['赣A', 'nanchang'],
  ['豫A', 'zhengzhou'],
  ['鲁A', 'jinan'],
  ['鲁B', 'qingdao'],
  ['闽D', 'xiamen'],
  ['粤A', 'guangzhou'],
  ['粤B', 'shenzhen'],
  ['川A', 'chengdu'],
  ['冀A', 'shijiazhuang'],
  ['辽A', 'shenyang'],
];

/** First plate prefix of a city, e.g. '沪A' for Shanghai. */
export function platePrefixOf(city: CityKey): string {
  const prefix = PLATE_PREFIXES.find(([, c]) => c === city)?.[0] ?? '沪';
  return prefix.length === 1 ? `${prefix}A` : prefix;
}

/** The city that issued a plate, when it is one of the demo cities. */
export function cityOfPlate(plate: string): CityKey | null {
  for (const [prefix, city] of PLATE_PREFIXES) if (plate.startsWith(prefix)) return city;
  return null;
}

export function nearestCity(point: LonLat): CityKey {
  let best: CityKey = 'shanghai';
  let bestKm = Infinity;
  for (const city of Object.values(CITIES)) {
    const km = distanceKm(point, city);
    if (km < bestKm) {
      bestKm = km;
      best = city.key;
    }
  }
  return best;
}

/** Province and city ids for the 0x0100 registration of a terminal installed in `city`. */
export function registrationArea(city: CityKey): { provinceId: number; cityId: number } {
  const code = CITY_DIVISION_CODES[city];
  return { provinceId: Number(code.slice(0, 2)), cityId: Number(code.slice(2)) };
}
