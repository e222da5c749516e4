import type { UserKind } from '@roadwatch/core';
import { USER_MENU, type MenuKey, type OperationId } from '@roadwatch/core';
import { ALL_OPERATION_IDS, operationsOfPage, pagesUnder } from './menuRows';

export interface RoleSpec {
  key: 'companyAdmin' | 'safetyService' | 'viewer';
  name: string;
  kind: UserKind;
  operations: readonly OperationId[];
}

const USER_MENU_KEYS = USER_MENU.map((e) => e.key);

function operationsUnder(include: readonly MenuKey[], exclude: readonly MenuKey[] = []): OperationId[] {
  const excluded = new Set(pagesUnder(exclude).map((p) => p.key));
  return pagesUnder(include)
    .filter((p) => !excluded.has(p.key))
    .flatMap(operationsOfPage);
}

/** Everything in the catalogue. */
const companyAdmin: RoleSpec = {
  key: 'companyAdmin',
  name: '企业管理员',
  kind: 'companyAdmin',
  operations: ALL_OPERATION_IDS,
};

/** Safety customer service: handles driver-risk events and alarms, watches maps and video; configures nothing. */
const safetyService: RoleSpec = {
  key: 'safetyService',
  name: '安全客服',
  kind: 'safetyService',
  operations: operationsUnder(
    ['activeSafety', 'alarmCenter', 'mapMonitor', 'trackPlayback', 'videoCenter', ...USER_MENU_KEYS],
    ['safetySettings', 'alarmSettings'],
  ),
};

/** A read-mostly sub-user: maps, the vehicle list, a few reports; no commands to vehicles, no handling. */
const viewer: RoleSpec = {
  key: 'viewer',
  name: '子用户（只读）',
  kind: 'subUser',
  operations: [
    'mapMonitor',
    'mapMonitor:locate',
    'trackPlayback',
    'trackPlayback:export',
    'tmsVehicleInfo',
    'tmsVehicleInfo:export',
    'vehicleAlarmProcessing',
    'vehicleAlarmProcessing:export',
    'coldChainStorageList',
    'mileageReport',
    'mileageReport:export',
    'parkingReport',
    'overTempDetailReport',
    ...operationsUnder(USER_MENU_KEYS),
  ],
};

/** Roles of the demo company; the second company gets its own administrator role only. */
export const DEMO_ROLES: readonly RoleSpec[] = [companyAdmin, safetyService, viewer];
export const SECOND_COMPANY_ROLES: readonly RoleSpec[] = [companyAdmin];
