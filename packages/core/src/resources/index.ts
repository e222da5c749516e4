import { departmentEndpoints, departmentResource } from './admin/department';
import { dictionaryResource, dictionaryTypeValidListEndpoints } from './admin/dictionary';
import { roleEndpoints, roleResource } from './admin/role';
import { subUserEndpoints, subUserResource } from './admin/subUser';
import { motorcadeResource } from './fleet/motorcade';
import { vehicleInfoResource } from './fleet/vehicleInfo';
import { driverResource } from './basicData/driver';
import { icCardResource } from './basicData/icCard';
import { tagResource } from './basicData/tag';
import { terminalResource } from './basicData/terminal';
import { storeResource } from './coldChain/store';
import { storeFreezerResource } from './coldChain/storeFreezer';
import { dockingEndpointEndpoints, dockingEndpointResource } from './coldChain/dockingEndpoint';
import {
  coldWarningEndpoints,
  sentinelRuleResource,
  storePredictionResource,
} from './coldChain/coldWarningRule';
import { chainBatchResource } from './traceability/chainBatch';
import { warehouseResource } from './coldChain/warehouse';
import { informationResource } from './coldChain/information';
import { standardIcCardResource } from './coldChain/standardIcCard';
import { companyProfileEndpoints } from './coldChain/companyProfile';
import { incubatorModelResource } from './coldChain/incubatorModel';
import { incubatorResource } from './coldChain/incubator';
import { resourceEndpointTable } from './resourceEndpoints';
import { shareLinkResource } from './map/shareLink';
import { mapPointResource } from './mapElement/mapPoint';
import { mapAreaResource } from './mapElement/mapArea';
import { mapLineResource } from './mapElement/mapLine';
import { lineAlarmResource } from './zoneAlarm/lineAlarm';
import { zoneAlarmResource } from './zoneAlarm/zoneAlarm';
import { certificateResource } from './fleetCost/certificate';
import { fleetCostEndpoints } from './fleetCost/expiryReminder';
import { insuranceResource } from './fleetCost/insurance';
import { accidentResource } from './fleetMaintenance/accident';
import { otherCostResource, policeCheckResource } from './fleetMaintenance/costEntry';
import { maintenanceResource } from './fleetMaintenance/maintenance';
import { repairResource } from './fleetMaintenance/repair';
import { tyreEndpoints, tyreResource } from './fleetMaintenance/tyre';
import { vehicleFeeResource } from './fleetMaintenance/vehicleFee';
import { monitorAuthEndpoints, monitorAuthResource } from './monitorAuth/monitorAuth';
import { zoneAlarmEndpoints } from './zoneAlarm/zoneAlarmEndpoints';
import { trailerResource } from './fleetRecords/trailer';
import { gasCardEndpoints, gasCardResource } from './fleetRecords/gasCard';
import { reportSubscriptionResource } from '../reports/reportSubscription';
import { refuelResource } from './fleetRecords/refuel';
import { useRecordResource } from './fleetRecords/useRecord';
import { reimbursementResource } from './fleetRecords/reimbursement';
import { fleetRecordEndpoints } from './fleetRecords/fleetRecordOptions';

/** Every list-and-form resource; the resource test walks this list. */
export const RESOURCES = [
  dictionaryResource,
  departmentResource,
  roleResource,
  subUserResource,
  motorcadeResource,
  vehicleInfoResource,
  terminalResource,
  driverResource,
  icCardResource,
  tagResource,
  storeResource,
  storeFreezerResource,
  dockingEndpointResource,
  sentinelRuleResource,
  storePredictionResource,
  chainBatchResource,
  warehouseResource,
  shareLinkResource,
  mapPointResource,
  mapAreaResource,
  mapLineResource,
  zoneAlarmResource,
  lineAlarmResource,
  informationResource,
  incubatorModelResource,
  incubatorResource,
  standardIcCardResource,
  insuranceResource,
  certificateResource,
  trailerResource,
  gasCardResource,
  refuelResource,
  useRecordResource,
  reimbursementResource,
  maintenanceResource,
  tyreResource,
  repairResource,
  accidentResource,
  vehicleFeeResource,
  policeCheckResource,
  otherCostResource,
  monitorAuthResource,
  reportSubscriptionResource,
] as const;

export const resourceEndpointTables = {
  ...resourceEndpointTable(dictionaryResource),
  ...dictionaryTypeValidListEndpoints,
  ...resourceEndpointTable(departmentResource),
  ...departmentEndpoints,
  ...resourceEndpointTable(roleResource),
  ...roleEndpoints,
  ...resourceEndpointTable(subUserResource),
  ...subUserEndpoints,
  ...resourceEndpointTable(motorcadeResource),
  ...resourceEndpointTable(vehicleInfoResource),
  ...resourceEndpointTable(terminalResource),
  ...resourceEndpointTable(driverResource),
  ...resourceEndpointTable(icCardResource),
  ...resourceEndpointTable(tagResource),
  ...resourceEndpointTable(storeResource),
  ...resourceEndpointTable(storeFreezerResource),
  ...resourceEndpointTable(dockingEndpointResource),
  ...dockingEndpointEndpoints,
  ...resourceEndpointTable(sentinelRuleResource),
  ...resourceEndpointTable(storePredictionResource),
  ...coldWarningEndpoints,
  ...resourceEndpointTable(chainBatchResource),
  ...resourceEndpointTable(warehouseResource),
  ...resourceEndpointTable(shareLinkResource),
  ...resourceEndpointTable(mapPointResource),
  ...resourceEndpointTable(mapAreaResource),
  ...resourceEndpointTable(mapLineResource),
  ...resourceEndpointTable(zoneAlarmResource),
  ...resourceEndpointTable(lineAlarmResource),
  ...zoneAlarmEndpoints,
  ...resourceEndpointTable(informationResource),
  ...resourceEndpointTable(standardIcCardResource),
  ...companyProfileEndpoints,
  ...resourceEndpointTable(incubatorModelResource),
  ...resourceEndpointTable(incubatorResource),
  ...resourceEndpointTable(insuranceResource),
  ...resourceEndpointTable(certificateResource),
  ...fleetCostEndpoints,
  ...resourceEndpointTable(trailerResource),
  ...resourceEndpointTable(gasCardResource),
  ...gasCardEndpoints,
  ...resourceEndpointTable(refuelResource),
  ...resourceEndpointTable(useRecordResource),
  ...resourceEndpointTable(reimbursementResource),
  ...fleetRecordEndpoints,
  ...resourceEndpointTable(maintenanceResource),
  ...resourceEndpointTable(tyreResource),
  ...tyreEndpoints,
  ...resourceEndpointTable(repairResource),
  ...resourceEndpointTable(accidentResource),
  ...resourceEndpointTable(vehicleFeeResource),
  ...resourceEndpointTable(policeCheckResource),
  ...resourceEndpointTable(otherCostResource),
  ...resourceEndpointTable(monitorAuthResource),
  ...monitorAuthEndpoints,
  ...resourceEndpointTable(reportSubscriptionResource),
};

export type ResourceEndpointName = keyof typeof resourceEndpointTables;
