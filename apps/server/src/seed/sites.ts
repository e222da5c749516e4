import type { Insertable } from 'kysely';
import type { Sites, TempPoints } from '../db/schema.gen';
import {
  SITE_TERMINAL_MODEL,
  siteTerminalPhone,
  terminalBinding,
  TERMINAL_MODELS,
  type FleetVehicle,
} from './fleet';
import { CITIES, roundCoord, type CityKey } from './geo';
import type { CompanySpec, Organisation } from './organisation';
import { mixSeed, Random } from './prng';

export type SiteRow = Required<
  Insertable<Omit<Sites, 'contact' | 'phone' | 'remark' | 'modified_by' | 'modified_at'>>
> & {
  id: number;
};
export type TempPointRow = Required<Insertable<TempPoints>> & { id: number };

/** Frozen goods −25…−15 °C, chilled 0…8 °C. */
export const TEMPERATURE_RANGES = {
  frozen: { min: -25, max: -15, setpoint: -18.5 },
  chilled: { min: 0, max: 8, setpoint: 3.5 },
} as const;

type Zone = keyof typeof TEMPERATURE_RANGES;

type SiteTerminal = Pick<
  SiteRow,
  | 'terminal_phone'
  | 'terminal_model'
  | 'protocol_version'
  | 'auth_code'
  | 'terminal_id'
  | 'terminal_maker'
  | 'terminal_imei'
>;

/**
 * Every site's temperature logger: a phone derived from the site id and the logger model, with an auth code from a
 * stream of its own (the site stream's draws, hence every name and position, stay as they were).
 */
function siteTerminal(seed: number, siteId: number): SiteTerminal {
  const phone = siteTerminalPhone(siteId);
  const edition = TERMINAL_MODELS[SITE_TERMINAL_MODEL].edition;
  return {
    terminal_phone: phone,
    terminal_model: SITE_TERMINAL_MODEL,
    protocol_version: edition,
    auth_code: new Random(mixSeed(seed, 202, siteId)).chars('0123456789ABCDEF', 16),
    ...terminalBinding(phone, edition),
  };
}

interface WarehouseSpec {
  company: number;
  branch: string;
  city: CityKey;
  name: string;
  address: string;
  dLon: number;
  dLat: number;
}

const WAREHOUSES: readonly WarehouseSpec[] = [
  {
    company: 1,
    branch: '上海分公司',
    city: 'shanghai',
    name: '上海浦东冷链中心仓',
    address: '上海市浦东新区秀浦路2388号',
    dLon: 0.15,
    dLat: -0.06,
  },
  {
    company: 1,
    branch: '上海分公司',
    city: 'shanghai',
    name: '上海嘉定冷库',
    address: '上海市嘉定区嘉松北路6128号',
    dLon: -0.2,
    dLat: 0.12,
  },
  {
    company: 1,
    branch: '江苏分公司',
    city: 'nanjing',
    name: '南京江宁冷链仓',
    address: '南京市江宁区秣周东路12号',
    dLon: 0.05,
    dLat: -0.1,
  },
  {
    company: 1,
    branch: '江苏分公司',
    city: 'suzhou',
    name: '苏州工业园区冷库',
    address: '苏州市工业园区港田路99号',
    dLon: 0.12,
    dLat: 0.02,
  },
  {
    company: 1,
    branch: '江苏分公司',
    city: 'wuxi',
    name: '无锡新吴冷链仓',
    address: '无锡市新吴区锡兴路36号',
    dLon: 0.1,
    dLat: -0.03,
  },
  {
    company: 1,
    branch: '浙江分公司',
    city: 'hangzhou',
    name: '杭州萧山冷链仓',
    address: '杭州市萧山区建设四路1577号',
    dLon: 0.12,
    dLat: -0.05,
  },
  {
    company: 1,
    branch: '浙江分公司',
    city: 'ningbo',
    name: '宁波北仑冷库',
    address: '宁波市北仑区大港五路88号',
    dLon: 0.25,
    dLat: 0.05,
  },
  {
    company: 1,
    branch: '安徽分公司',
    city: 'hefei',
    name: '合肥经开区冷库',
    address: '合肥市经济技术开发区繁华大道168号',
    dLon: -0.05,
    dLat: -0.07,
  },
  {
    company: 1,
    branch: '华中分公司',
    city: 'wuhan',
    name: '武汉东西湖冷链中心',
    address: '武汉市东西湖区走马岭汇通大道8号',
    dLon: -0.15,
    dLat: 0.08,
  },
  {
    company: 1,
    branch: '华中分公司',
    city: 'changsha',
    name: '长沙雨花冷库',
    address: '长沙市雨花区环保中路288号',
    dLon: 0.06,
    dLat: -0.05,
  },
  {
    company: 2,
    branch: '北京分公司',
    city: 'beijing',
    name: '北京大兴冷链仓',
    address: '北京市大兴区金星西路18号',
    dLon: -0.06,
    dLat: -0.17,
  },
  {
    company: 2,
    branch: '天津分公司',
    city: 'tianjin',
    name: '天津东丽仓',
    address: '天津市东丽区津北公路2099号',
    dLon: 0.12,
    dLat: 0.04,
  },
];

const ROADS = [
  '人民路',
  '中山路',
  '解放路',
  '建设路',
  '长江路',
  '和平路',
  '新华路',
  '朝阳路',
  '文化路',
  '光明路',
  '胜利路',
  '青年路',
];
const STORE_BRAND = '鲜达生活超市';

export interface SitePlan {
  sites: SiteRow[];
  points: TempPointRow[];
  /** Stores by city, for city delivery routes. */
  storesByCity: Map<CityKey, SiteRow[]>;
  warehouseByCity: Map<CityKey, SiteRow>;
}

/** Warehouses, stores and every temperature point (sites first, then refrigerated vehicles). */
export function generateSites(
  seed: number,
  companies: readonly CompanySpec[],
  org: Organisation,
  fleets: ReadonlyMap<number, readonly FleetVehicle[]>,
  storeCount: (companyId: number) => number,
): SitePlan {
  const rng = new Random(mixSeed(seed, 201));
  const sites: SiteRow[] = [];
  const points: TempPointRow[] = [];
  const storesByCity = new Map<CityKey, SiteRow[]>();
  const warehouseByCity = new Map<CityKey, SiteRow>();
  const addPoint = (
    site: SiteRow | null,
    vehicle: FleetVehicle | null,
    probe: number,
    name: string,
    zone: Zone,
  ) => {
    const company = site?.company_id ?? vehicle?.row.company_id ?? 0;
    const department = site?.department_id ?? vehicle?.row.department_id ?? 0;
    points.push({
      id: points.length + 1,
      company_id: company,
      department_id: department,
      site_id: site?.id ?? null,
      vehicle_id: vehicle?.row.id ?? null,
      probe_no: probe,
      name,
      min_c: TEMPERATURE_RANGES[zone].min,
      max_c: TEMPERATURE_RANGES[zone].max,
      humidity_min: null,
      humidity_max: null,
      modified_at: null,
      modified_by: null,
    });
  };
  const addSite = (row: Omit<SiteRow, 'id' | keyof SiteTerminal>): SiteRow => {
    const id = sites.length + 1;
    const site = { id, ...row, ...siteTerminal(seed, id) };
    sites.push(site);
    return site;
  };

  for (const company of companies) {
    for (const w of WAREHOUSES.filter((x) => x.company === company.id)) {
      const city = CITIES[w.city];
      const site = addSite({
        company_id: company.id,
        department_id: org.branchIds.get(`${company.id}:${w.branch}`) ?? 0,
        kind: 'warehouse',
        // Cold-chain centres: frozen rooms first, chilled after (core WAREHOUSE_POINT_TYPES).
        point_type: 1,
        name: w.name,
        address: w.address,
        lon: roundCoord(city.lon + w.dLon),
        lat: roundCoord(city.lat + w.dLat),
      });
      warehouseByCity.set(w.city, site);
      const probes = rng.int(8, 16);
      const frozen = Math.ceil(probes * rng.range(0.4, 0.7));
      for (let p = 1; p <= probes; p += 1) {
        const zone: Zone = p <= frozen ? 'frozen' : 'chilled';
        const room =
          zone === 'frozen' ? `冷冻库${Math.ceil(p / 4)}号` : `冷藏库${Math.ceil((p - frozen) / 4)}号`;
        addPoint(site, null, p, `${room}-探头${String(p).padStart(2, '0')}`, zone);
      }
    }
    // Stores in each fleet city, in proportion to the fleets there.
    const cityWeights = new Map<CityKey, number>();
    for (const branch of company.branches) {
      for (const fleet of branch.fleets)
        cityWeights.set(fleet.city, (cityWeights.get(fleet.city) ?? 0) + fleet.weight);
    }
    const totalWeight = [...cityWeights.values()].reduce((a, b) => a + b, 0);
    const total = storeCount(company.id);
    for (const [cityKey, weight] of cityWeights) {
      const city = CITIES[cityKey];
      const branch = company.branches.find((b) => b.fleets.some((f) => f.city === cityKey));
      const n = Math.max(1, Math.round((total * weight) / totalWeight));
      for (let s = 0; s < n; s += 1) {
        const district = rng.pick(city.districts);
        const road = rng.pick(ROADS);
        const site = addSite({
          company_id: company.id,
          department_id: org.branchIds.get(`${company.id}:${branch?.name ?? ''}`) ?? 0,
          kind: 'store',
          point_type: 0,
          name: `${STORE_BRAND}（${district}${road}店）`,
          address: `${city.name}${district}${road}${rng.int(1, 999)}号`,
          lon: roundCoord(city.lon + rng.range(-0.18, 0.18)),
          lat: roundCoord(city.lat + rng.range(-0.15, 0.15)),
        });
        storesByCity.set(cityKey, [...(storesByCity.get(cityKey) ?? []), site]);
        const freezers = rng.int(1, 4);
        for (let p = 1; p <= freezers; p += 1) {
          const zone: Zone = p % 2 === 1 ? 'frozen' : 'chilled';
          addPoint(site, null, p, zone === 'frozen' ? `冷冻柜${Math.ceil(p / 2)}` : `冷藏柜${p / 2}`, zone);
        }
      }
    }
  }
  const probeNames = ['车厢前部', '车厢后部', '车厢中部', '回风口'];
  for (const vehicles of fleets.values()) {
    for (const v of vehicles) {
      if (!v.cargo) continue;
      for (let p = 1; p <= v.probeCount; p += 1)
        addPoint(null, v, p, probeNames[p - 1] ?? `探头${p}`, v.cargo);
    }
  }
  return { sites, points, storesByCity, warehouseByCity };
}
