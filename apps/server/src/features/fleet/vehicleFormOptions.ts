import type { ENDPOINTS } from '@roadwatch/core';
import { alarmDepartmentTree } from '../alarmHandling/alarmDepartmentTree';
import type { EndpointHandler } from '../../http/endpointHandler';
import { userOf } from '../../resources/resourceHandlers';
import { inScope } from '../../scope/inScope';

/** The vehicle form's choices: departments, fleets and drivers in the caller's scope, the company's vehicle types. */
export const vehicleFormOptions: EndpointHandler<(typeof ENDPOINTS)['vehicleFormOptions']> = async (ctx) => {
  const auth = userOf(ctx);
  const { db } = ctx;
  const [departments, fleets, drivers, vehicleTypes] = await Promise.all([
    alarmDepartmentTree({ ...ctx, input: {} }),
    db
      .selectFrom('fleets as f')
      .select(['f.id', 'f.name', 'f.code', 'f.department_id as departmentId'])
      .where(inScope(auth, 'fleets', 'f'))
      .orderBy('f.name')
      .execute(),
    db
      .selectFrom('drivers as d')
      .select(['d.id', 'd.name', 'd.phone'])
      .where(inScope(auth, 'drivers', 'd'))
      .orderBy('d.name')
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('dictionaries')
      .select(['code', 'name_zh as nameZh', 'name_en as nameEn'])
      .where('company_id', '=', auth.companyId)
      .where('dic_type_key', '=', 'vehicleTypeGb')
      .where('valid', '=', 1)
      .orderBy('sort')
      .orderBy('code')
      .execute(),
  ]);
  return { departments, fleets, drivers, vehicleTypes };
};
