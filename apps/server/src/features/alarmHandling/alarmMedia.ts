import {
  ALARM_CLASS,
  MEDIA_TYPE,
  PIC_DATA_TYPE,
  type AlarmMediaRecord,
  type ENDPOINTS,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { alarmMediaOf } from '../media/alarmMediaRows';
import { mediaFileUrl } from '../media/mediaFile';
import { vehicleInScope } from '../vehicle/vehicleInScope';

/** Alarms looked at for one dialog: the dialog asks for one alarm's time range, so a handful at most. */
const MAX_ALARMS = 500;

/**
 * fetchAlarmMedia: the pictures terminals uploaded for the vehicle's alarms of that type in the time range (the
 * dialog's shot tab). Only alarms with media are listed, so an alarm without any has no shot tab.
 */
export const fetchAlarmMedia: EndpointHandler<typeof ENDPOINTS.fetchAlarmMedia> = async (ctx) => {
  const user = requireUser(ctx);
  const { input } = ctx;
  const vehicle = await vehicleInScope(ctx.db, user, input.vehicleId);
  const alarms = await ctx.db
    .selectFrom('alarms')
    .select(['guid', 'begin_time'])
    .where(inScope(user, 'alarms'))
    .where('vehicle_id', '=', vehicle.id)
    .where('alarm_class', '=', ALARM_CLASS.vehicle)
    .where('first_type', '=', input.firstType)
    .where('second_type', '=', input.secondType)
    .where('begin_time', '>=', input.startTime)
    .where('begin_time', '<=', input.endTime)
    .orderBy('begin_time')
    .limit(MAX_ALARMS)
    .execute();
  const media = await alarmMediaOf(
    ctx.db,
    vehicle.id,
    alarms.map((a) => ({ guid: a.guid, beginTime: Number(a.begin_time) })),
  );
  const withMedia = alarms.filter((a) => (media.get(a.guid)?.length ?? 0) > 0);
  const { curPage, pageSize } = input.pageParamVO;
  const data: AlarmMediaRecord[] = withMedia.slice((curPage - 1) * pageSize, curPage * pageSize).map((a) => ({
    attachmentList: media.get(a.guid)!.map((m) => ({
      type: m.type === 0 ? MEDIA_TYPE.image : MEDIA_TYPE.video,
      picDataType: PIC_DATA_TYPE.hostRelative,
      url: mediaFileUrl(m.id),
    })),
  }));
  return { data, totalRecords: withMedia.length };
};
