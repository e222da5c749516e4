import { formatChinaTime, ttsTemplateKeyOf, type ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { handlerName } from '../alarmHandling/alarmQuery';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { ttsTemplates } from './ttsTemplates';

/**
 * The TTS box's data: templates (`message`), the default text (`content`: the reminder for the alarm's own type —
 * never the fatigue reminder for a lane change — or '' when none fits) and, unless onlyTemplate, one page of the
 * messages this vehicle acknowledged, newest first.
 */
export const getSendVoiceHistories: EndpointHandler<typeof ENDPOINTS.getSendVoiceHistories> = async (ctx) => {
  const user = requireUser(ctx);
  const { input, db } = ctx;
  const vehicle = await vehicleInScope(db, user, input.vehicleId);
  const templates = await ttsTemplates(db, user.companyId, ctx.t);
  const key =
    input.firstAlarmType === undefined ? null : ttsTemplateKeyOf(input.firstAlarmType, input.eventType);
  const content = key ? ctx.t(`voice.templates.${key}`) : '';
  if (input.onlyTemplate === 1) return { message: templates, content, result: { data: [], totalRecords: 0 } };

  const { curPage, pageSize } = input.pageParamVO;
  const base = db
    .selectFrom('tts_sends')
    .where('tts_sends.vehicle_id', '=', vehicle.id)
    .where('tts_sends.company_id', '=', user.companyId);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users', 'users.id', 'tts_sends.user_id')
      .select([
        'tts_sends.sent_at',
        'tts_sends.message',
        'users.real_name as handler_name',
        'users.user_name as handler_user_name',
      ])
      .orderBy('tts_sends.sent_at', 'desc')
      .orderBy('tts_sends.id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    message: templates,
    content,
    result: {
      data: rows.map((r) => ({
        sendTimeStr: formatChinaTime(r.sent_at),
        message: r.message,
        // The person, as the alarm grids name the handler (the login name only when no name is on file).
        userName: handlerName(r),
      })),
      totalRecords: Number(total.n),
    },
  };
};
