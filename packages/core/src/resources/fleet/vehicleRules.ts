import type { z } from 'zod';
import { VMSG, type ValidationMessage } from '../../validators/messages';

interface VehicleDates {
  productionDate: number | null;
  registrationDate: number | null;
  scrapDate: number | null;
  drivingLicenceExpiry: number | null;
}

interface VehiclePeople {
  mainDriverId: number | null;
  coDriverIds: number[];
  trailers: string[];
}

/**
 * Rules across a vehicle's fields, each reported on the field the user must change: a vehicle is registered on or
 * after it was made, scrapped after both, and its driving licence does not expire before registration; the main
 * driver is not also a co-driver, and co-drivers and trailers are not named twice.
 */
export function refineVehicleSave(v: VehicleDates & VehiclePeople, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: ValidationMessage) =>
    ctx.addIssue({ code: 'custom', message, path, input: v });
  const { productionDate: made, registrationDate: registered, scrapDate: scrapped } = v;
  if (made !== null && registered !== null && registered < made)
    issue(['registrationDate'], VMSG.registrationBeforeProduction);
  const latest = Math.max(made ?? -Infinity, registered ?? -Infinity);
  if (scrapped !== null && latest !== -Infinity && scrapped <= latest)
    issue(['scrapDate'], VMSG.scrapNotAfterRegistration);
  if (registered !== null && v.drivingLicenceExpiry !== null && v.drivingLicenceExpiry < registered)
    issue(['drivingLicenceExpiry'], VMSG.licenceExpiryBeforeRegistration);

  v.coDriverIds.forEach((id, i) => {
    if (id === v.mainDriverId) issue(['coDriverIds', i], VMSG.coDriverIsMain);
    else if (v.coDriverIds.indexOf(id) !== i) issue(['coDriverIds', i], VMSG.duplicateValue);
  });
  v.trailers.forEach((plate, i) => {
    if (v.trailers.indexOf(plate) !== i) issue(['trailers', i], VMSG.duplicateValue);
  });
}
