import { formatChinaTime } from '@roadwatch/core';
import type { DriverFamilyVoice, ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { containsText } from '../../scope/likePattern';
import { inScope } from '../../scope/inScope';
import { voiceUrl } from './familyVoiceStore';

/** Family voice settings: drivers in scope (by name) with their files, a page at a time. */
export const familyVoiceList: EndpointHandler<typeof ENDPOINTS.familyVoiceList> = async (ctx) => {
  const user = requireUser(ctx);
  const { db, input } = ctx;
  const { curPage, pageSize } = input.pageParamVO;
  let drivers = db.selectFrom('drivers').where(inScope(user, 'drivers'));
  if (input.driverName) drivers = drivers.where(containsText('drivers.name', input.driverName));
  const [rows, total] = await Promise.all([
    drivers
      .select(['drivers.id', 'drivers.name', 'drivers.phone'])
      .orderBy('drivers.id')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    drivers.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const files =
    rows.length === 0
      ? []
      : await db
          .selectFrom('family_voices')
          .select(['id', 'driver_id', 'name', 'size_bytes', 'created_at'])
          .where(
            'driver_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('id')
          .execute();
  const data: DriverFamilyVoice[] = rows.map((driver) => ({
    driverId: driver.id,
    driverName: driver.name,
    phone: driver.phone,
    files: files
      .filter((f) => f.driver_id === driver.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        url: voiceUrl(f.id),
        sizeBytes: f.size_bytes,
        addTime: formatChinaTime(f.created_at),
      })),
  }));
  return { data, totalRecords: Number(total.n) };
};
