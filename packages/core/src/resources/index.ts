import { dictionaryResource } from './admin/dictionary';
import { motorcadeResource } from './fleet/motorcade';
import { vehicleInfoResource } from './fleet/vehicleInfo';
import { resourceEndpointTable } from './resourceEndpoints';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [dictionaryResource, motorcadeResource, vehicleInfoResource] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
  ...resourceEndpointTable(motorcadeResource),
  ...resourceEndpointTable(vehicleInfoResource),
};

export type ResourceEndpointName = keyof typeof resourceEndpointTables;
