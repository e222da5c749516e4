import { EXP_AUTH_HANDLE, type AbnormalItem, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { ABNORMAL_PAGE, POPOVER_MAX_ROWS } from './alarmShellAccess';
import { exceptionTypeName } from './alarmTypeName';
import { alarmSoundFor } from '../personalize/alarmSoundFor';
import { loadPopupSettings } from './popupSettings';
import { unhandledExceptions } from './unhandledAlarms';

/** Read-only expAuth: the user sees exceptions but may not handle or ignore them. */
const EXP_AUTH_VIEW = 1;

/** The abnormal-equipment popover: unprocessed device exceptions of the last 30 days in scope, newest first. */
export const fetchAbnormalList: EndpointHandler<typeof ENDPOINTS.fetchAbnormalList> = async (ctx) => {
  const user = requireUser(ctx);
  const ops = await user.operations();
  const mayHandle = ops.has(`${ABNORMAL_PAGE}:handle`);
  const mayIgnore = ops.has(`${ABNORMAL_PAGE}:ignore`);
  const now = ctx.deps.now();
  const visible = ops.has(ABNORMAL_PAGE);
  // The list holds the newest rows; the total counts every row it is drawn from, as the badge does.
  const counted = visible
    ? await unhandledExceptions(ctx.db, user, now)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    : { n: 0 };
  const rows = visible
    ? await unhandledExceptions(ctx.db, user, now)
        .innerJoin('vehicles', 'vehicles.id', 'device_exceptions.vehicle_id')
        .select([
          'device_exceptions.guid',
          'device_exceptions.type',
          'device_exceptions.begin_time',
          'device_exceptions.vehicle_id',
          'vehicles.plate',
        ])
        .orderBy('device_exceptions.begin_time', 'desc')
        .orderBy('device_exceptions.guid')
        .limit(POPOVER_MAX_ROWS)
        .execute()
    : [];
  const settings = await loadPopupSettings(ctx.db, user.userId);
  const exList: AbnormalItem[] = rows.map((r) => ({
    guid: r.guid,
    regName: r.plate,
    bTime: Number(r.begin_time),
    typeName: exceptionTypeName(ctx.t, r.type),
    enableOp: mayHandle || mayIgnore,
    vehicleId: r.vehicle_id,
  }));
  return {
    exList,
    total: Number(counted.n),
    expAuth: mayHandle ? EXP_AUTH_HANDLE : EXP_AUTH_VIEW,
    isExceptionSound:
      (await alarmSoundFor(ctx.db, user.userId)).exceptionSound === 1 &&
      settings.popUpException === 1 &&
      exList.length > 0,
    menuKey: ABNORMAL_PAGE,
  };
};
