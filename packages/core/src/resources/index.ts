import { departmentEndpoints, departmentResource } from './admin/department';
import { dictionaryResource } from './admin/dictionary';
import { roleEndpoints, roleResource } from './admin/role';
import { subUserEndpoints, subUserResource } from './admin/subUser';
import { motorcadeResource } from './fleet/motorcade';
import { vehicleInfoResource } from './fleet/vehicleInfo';
import { resourceEndpointTable } from './resourceEndpoints';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [
  dictionaryResource,
  departmentResource,
  roleResource,
  subUserResource,
  motorcadeResource,
  vehicleInfoResource,
] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
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
