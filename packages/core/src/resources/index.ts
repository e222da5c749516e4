import { dictionaryResource } from './admin/dictionary';
import { driverResource } from './basicData/driver';
import { icCardResource } from './basicData/icCard';
import { tagResource } from './basicData/tag';
import { terminalResource } from './basicData/terminal';
import { storeResource } from './coldChain/store';
import { resourceEndpointTable } from './resourceEndpoints';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [
  dictionaryResource,
  terminalResource,
  driverResource,
  icCardResource,
  tagResource,
  storeResource,
] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
  ...resourceEndpointTable(terminalResource),
  ...resourceEndpointTable(driverResource),
  ...resourceEndpointTable(icCardResource),
  ...resourceEndpointTable(tagResource),
  ...resourceEndpointTable(storeResource),
};

export type ResourceEndpointName = keyof typeof resourceEndpointTables;
