import { dictionaryResource } from './admin/dictionary';
import { resourceEndpointTable } from './resourceEndpoints';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [dictionaryResource] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
};

export type ResourceEndpointName = keyof typeof resourceEndpointTables;
