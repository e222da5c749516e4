import { type ENDPOINTS, type PersonalSettings } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { loadPopupSettings } from '../alarmPopover/popupSettings';
import { alarmSoundFor } from './alarmSoundFor';
import { moduleSortFor } from './moduleSortFor';
import { opinionPresetsFor } from './opinionPresetsFor';
import { writeUserSetting } from './storedSettings';
import { trackSettingsFor } from './trackSettingsFor';

type E = typeof ENDPOINTS;

export const personalSettingGet: EndpointHandler<E['personalSettingGet']> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.user_name', 'u.real_name', 'u.phone', 'u.email', 'd.name as department', 'r.name as role'])
    .where('u.id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const presets = await opinionPresetsFor(ctx.db, user, ctx.t, 0);
  const popups = await loadPopupSettings(ctx.db, user.userId);
  const settings: PersonalSettings = {
    base: {
      userName: row.user_name,
      realName: row.real_name,
      phone: row.phone,
      email: row.email,
      departmentName: row.department,
      roleName: row.role,
    },
    handlingOpinions: presets.opinions,
    ownOpinions: presets.own,
    track: await trackSettingsFor(ctx.db, user.userId),
    alarm: { ...popups, ...(await alarmSoundFor(ctx.db, user.userId)) },
    moduleSort: await moduleSortFor(ctx.db, user.userId),
  };
  return settings;
};

export const personalBaseSave: EndpointHandler<E['personalBaseSave']> = async (ctx) => {
  const user = requireUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({
      real_name: ctx.input.realName,
      phone: ctx.input.phone,
      email: ctx.input.email,
      modified_at: ctx.deps.now(),
      modified_by: user.userId,
    })
    .where('id', '=', user.userId)
    .execute();
  return null;
};

export const handlingOpinionsSave: EndpointHandler<E['handlingOpinionsSave']> = async (ctx) => {
  const { opinions } = ctx.input;
  await writeUserSetting(
    ctx.db,
    requireUser(ctx).userId,
    'handlingOpinions',
    opinions.length ? opinions : null,
  );
  return null;
};

export const trackSettingsSave: EndpointHandler<E['trackSettingsSave']> = async (ctx) => {
  await writeUserSetting(ctx.db, requireUser(ctx).userId, 'track', ctx.input);
  return null;
};

export const alarmSettingsSave: EndpointHandler<E['alarmSettingsSave']> = async (ctx) => {
  const user = requireUser(ctx);
  const { popUpAlarm, popUpException, alarmSound, exceptionSound } = ctx.input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_popup_settings')
      .values({ user_id: user.userId, pop_up_alarm: popUpAlarm, pop_up_exception: popUpException })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ pop_up_alarm: popUpAlarm, pop_up_exception: popUpException }),
      )
      .execute();
    await writeUserSetting(trx, user.userId, 'alarmSound', { alarmSound, exceptionSound });
  });
  return null;
};

export const moduleSortSave: EndpointHandler<E['moduleSortSave']> = async (ctx) => {
  await writeUserSetting(ctx.db, requireUser(ctx).userId, 'moduleSort', ctx.input.menuKeys);
  return null;
};
