import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { voiceUrl } from './familyVoiceStore';

/** The vehicle's driver (none → an empty list) with their family voice files, for the dialog's family voice area. */
export const getDriverDataList: EndpointHandler<typeof ENDPOINTS.getDriverDataList> = async (ctx) => {
  const user = requireUser(ctx);
  const vehicle = await vehicleInScope(ctx.db, user, ctx.input.vehicleId);
  const driver = await ctx.db
    .selectFrom('vehicles')
    .innerJoin('drivers', 'drivers.id', 'vehicles.driver_id')
    .select(['drivers.id', 'drivers.name'])
    .where('vehicles.id', '=', vehicle.id)
    .where('drivers.company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!driver) return { data: [] };
  const files = await ctx.db
    .selectFrom('family_voices')
    .select(['id', 'name'])
    .where('driver_id', '=', driver.id)
    .orderBy('id')
    .execute();
  return {
    data: [
      {
        driverId: driver.id,
        driverName: driver.name,
        familyVoiceList: files.map((f) => ({ voiceUrl: voiceUrl(f.id), voiceName: f.name })),
      },
    ],
  };
};
