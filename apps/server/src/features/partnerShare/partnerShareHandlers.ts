import { partnerCodes, partnerVerificationRenew } from './partnerCodes';
import { partnerAct, partnerAdd, partnerList } from './partnerRelations';
import {
  shareCenterList,
  shareCenterRelease,
  vehicleShareAct,
  vehicleShareAdd,
  vehicleShareList,
  vehicleShareReauthorise,
  vehicleShareVehicles,
} from './vehicleShares';

/** Partners, vehicle sharing and the share centre. */
export const partnerShareHandlers = {
  partnerCodes,
  partnerVerificationRenew,
  partnerList,
  partnerAdd,
  partnerAct,
  vehicleShareVehicles,
  vehicleShareList,
  vehicleShareAdd,
  vehicleShareAct,
  vehicleShareReauthorise,
  shareCenterList,
  shareCenterRelease,
};
