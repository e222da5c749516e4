import type { CityKey } from './geo';

/** How a fleet's vehicles work: city delivery loops, regional runs between nearby cities, long-haul trunk lines. */
export type DutyKind = 'city' | 'regional' | 'trunk';

export interface FleetSpec {
  name: string;
  city: CityKey;
  /** Province + city letter, e.g. '沪A'; several for Shanghai and Beijing. */
  platePrefixes: readonly string[];
  /** Relative share of the company's vehicles. */
  weight: number;
  duty: Readonly<Record<DutyKind, number>>;
  /** Fourth-level groups; vehicles then belong to the groups. */
  groups?: readonly string[];
}

export interface BranchSpec {
  name: string;
  fleets: readonly FleetSpec[];
}

export interface CompanySpec {
  id: number;
  name: string;
  licenceNumber: string | null;
  branches: readonly BranchSpec[];
}

const SH = ['沪A', '沪B', '沪D', '沪E', '沪F', '沪G', '沪H', '沪J'];
const BJ = ['京A', '京B', '京C', '京E', '京F', '京G', '京H', '京J', '京K', '京L', '京M', '京N', '京P', '京Q'];

/** The demo company (company 1): a cold-chain logistics group across East and Central China. */
export const DEMO_COMPANY: CompanySpec = {
  id: 1,
  name: '华东冷链物流有限公司',
  licenceNumber: '310115004821',
  branches: [
    {
      name: '上海分公司',
      fleets: [
        {
          name: '浦东冷藏车队',
          city: 'shanghai',
          platePrefixes: SH,
          weight: 10,
          duty: { city: 5, regional: 3, trunk: 0 },
          groups: ['冷冻组', '冷藏组'],
        },
        {
          name: '闵行城配车队',
          city: 'shanghai',
          platePrefixes: SH,
          weight: 9,
          duty: { city: 9, regional: 1, trunk: 0 },
        },
        {
          name: '嘉定干线车队',
          city: 'shanghai',
          platePrefixes: SH,
          weight: 8,
          duty: { city: 0, regional: 2, trunk: 8 },
        },
      ],
    },
    {
      name: '江苏分公司',
      fleets: [
        {
          name: '南京车队',
          city: 'nanjing',
          platePrefixes: ['苏A'],
          weight: 8,
          duty: { city: 4, regional: 4, trunk: 2 },
        },
        {
          name: '苏州车队',
          city: 'suzhou',
          platePrefixes: ['苏E'],
          weight: 7,
          duty: { city: 5, regional: 4, trunk: 1 },
        },
        {
          name: '无锡车队',
          city: 'wuxi',
          platePrefixes: ['苏B'],
          weight: 5,
          duty: { city: 5, regional: 4, trunk: 1 },
        },
      ],
    },
    {
      name: '浙江分公司',
      fleets: [
        {
          name: '杭州车队',
          city: 'hangzhou',
          platePrefixes: ['浙A'],
          weight: 8,
          duty: { city: 5, regional: 3, trunk: 2 },
        },
        {
          name: '宁波车队',
          city: 'ningbo',
          platePrefixes: ['浙B'],
          weight: 6,
          duty: { city: 4, regional: 4, trunk: 2 },
        },
      ],
    },
    {
      name: '安徽分公司',
      fleets: [
        {
          name: '合肥车队',
          city: 'hefei',
          platePrefixes: ['皖A'],
          weight: 6,
          duty: { city: 4, regional: 4, trunk: 2 },
        },
      ],
    },
    {
      name: '华中分公司',
      fleets: [
        {
          name: '武汉车队',
          city: 'wuhan',
          platePrefixes: ['鄂A'],
          weight: 7,
          duty: { city: 4, regional: 3, trunk: 3 },
        },
        {
          name: '长沙车队',
          city: 'changsha',
          platePrefixes: ['湘A'],
          weight: 5,
          duty: { city: 5, regional: 3, trunk: 2 },
        },
      ],
    },
  ],
};

/** A small second tenant, so scoping between companies can be shown and tested. */
export const SECOND_COMPANY: CompanySpec = {
  id: 2,
  name: '北方快运有限公司',
  licenceNumber: null,
  branches: [
    {
      name: '北京分公司',
      fleets: [
        {
          name: '北京城配车队',
          city: 'beijing',
          platePrefixes: BJ,
          weight: 3,
          duty: { city: 8, regional: 2, trunk: 0 },
        },
      ],
    },
    {
      name: '天津分公司',
      fleets: [
        {
          name: '天津干线车队',
          city: 'tianjin',
          platePrefixes: ['津A', '津B', '津C'],
          weight: 2,
          duty: { city: 0, regional: 4, trunk: 6 },
        },
      ],
    },
  ],
};

/** The viewer demo user is limited to this second-level department of the demo company. */
export const VIEWER_BRANCH = '浙江分公司';

export interface DepartmentRow {
  id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
  path: string;
  level: number;
  sort: number;
}

/** A department vehicles can belong to (a fleet without groups, or a group). */
export interface VehicleHome {
  departmentId: number;
  companyId: number;
  branchId: number;
  fleet: FleetSpec;
  weight: number;
}

export interface Organisation {
  departments: DepartmentRow[];
  rootIds: Record<number, number>;
  branchIds: Map<string, number>;
  homes: VehicleHome[];
}

/** Department rows (ids from 1, materialised paths '/1/2/') and the departments that hold vehicles. */
export function buildOrganisation(companies: readonly CompanySpec[]): Organisation {
  const departments: DepartmentRow[] = [];
  const rootIds: Record<number, number> = {};
  const branchIds = new Map<string, number>();
  const homes: VehicleHome[] = [];
  const add = (
    companyId: number,
    parent: DepartmentRow | null,
    name: string,
    sort: number,
  ): DepartmentRow => {
    const id = departments.length + 1;
    const row: DepartmentRow = {
      id,
      company_id: companyId,
      parent_id: parent?.id ?? null,
      name,
      path: `${parent?.path ?? '/'}${id}/`,
      level: (parent?.level ?? 0) + 1,
      sort,
    };
    departments.push(row);
    return row;
  };
  for (const company of companies) {
    const root = add(company.id, null, company.name, 0);
    rootIds[company.id] = root.id;
    company.branches.forEach((branch, b) => {
      const branchRow = add(company.id, root, branch.name, b);
      branchIds.set(`${company.id}:${branch.name}`, branchRow.id);
      branch.fleets.forEach((fleet, f) => {
        const fleetRow = add(company.id, branchRow, fleet.name, f);
        const groups = fleet.groups ?? [];
        if (groups.length === 0) {
          homes.push({
            departmentId: fleetRow.id,
            companyId: company.id,
            branchId: branchRow.id,
            fleet,
            weight: fleet.weight,
          });
        }
        groups.forEach((group, g) => {
          const groupRow = add(company.id, fleetRow, group, g);
          homes.push({
            departmentId: groupRow.id,
            companyId: company.id,
            branchId: branchRow.id,
            fleet,
            weight: fleet.weight / groups.length,
          });
        });
      });
    });
  }
  return { departments, rootIds, branchIds, homes };
}
