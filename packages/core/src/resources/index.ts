import { departmentEndpoints, departmentResource } from './admin/department';
import { dictionaryResource } from './admin/dictionary';
import { driverResource } from './basicData/driver';
import { icCardResource } from './basicData/icCard';
import { tagResource } from './basicData/tag';
import { terminalResource } from './basicData/terminal';
import { storeResource } from './coldChain/store';
import { roleEndpoints, roleResource } from './admin/role';
import { subUserEndpoints, subUserResource } from './admin/subUser';
import { motorcadeResource } from './fleet/motorcade';
import { vehicleInfoResource } from './fleet/vehicleInfo';
import { resourceEndpointTable } from './resourceEndpoints';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [
  dictionaryResource,
  terminalResource,
  driverResource,
  icCardResource,
  tagResource,
  storeResource,
  departmentResource,
  roleResource,
  subUserResource,
  motorcadeResource,
  vehicleInfoResource,
] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
  ...resourceEndpointTable(terminalResource),
  ...resourceEndpointTable(driverResource),
  ...resourceEndpointTable(icCardResource),
  ...resourceEndpointTable(tagResource),
  ...resourceEndpointTable(storeResource),
  ...resourceEndpointTable(departmentResource),
  ...departmentEndpoints,
  ...resourceEndpointTable(roleResource),
  ...roleEndpoints,
  ...resourceEndpointTable(subUserResource),
  ...subUserEndpoints,
  ...resourceEndpointTable(motorcadeResource),
  ...resourceEndpointTable(vehicleInfoResource),
};

export type ResourceEndpointName = keyof typeof resourceEndpointTables;
