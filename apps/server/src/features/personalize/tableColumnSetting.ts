import { tableColumnSetting, type ENDPOINTS } from '@roadwatch/core';
import { z } from 'zod';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { readUserSetting, writeUserSetting, type UserSettingKey } from './storedSettings';

/** user_settings key of a grid's column settings. */
const settingKey = (tableKey: string): UserSettingKey => `table:${tableKey}`;

const storedColumns = z.array(tableColumnSetting);

/** The caller's saved columns of one grid; a stored value that no longer parses counts as never saved. */
export const tableColumnSettingGet: EndpointHandler<typeof ENDPOINTS.tableColumnSettingGet> = async (ctx) => {
  const user = requireUser(ctx);
  const columns = await readUserSetting(ctx.db, user.userId, settingKey(ctx.input.tableKey), storedColumns);
  return { columns: columns ?? null };
};

/** Replaces the caller's columns of one grid; an empty list removes them (the page's default again). */
export const tableColumnSettingSave: EndpointHandler<typeof ENDPOINTS.tableColumnSettingSave> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const { tableKey, columns } = ctx.input;
  await writeUserSetting(ctx.db, user.userId, settingKey(tableKey), columns.length === 0 ? null : columns);
  return null;
};

const arranged = (db: Parameters<typeof readUserSetting>[0], userId: number) =>
  db.selectFrom('user_settings').where('user_id', '=', userId).where('setting_key', 'like', 'table:%');

export const tableColumnSettingCount: EndpointHandler<typeof ENDPOINTS.tableColumnSettingCount> = async (
  ctx,
) => {
  const row = await arranged(ctx.db, requireUser(ctx).userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
};

export const tableColumnSettingResetAll: EndpointHandler<
  typeof ENDPOINTS.tableColumnSettingResetAll
> = async (ctx) => {
  const userId = requireUser(ctx).userId;
  await ctx.db
    .deleteFrom('user_settings')
    .where('user_id', '=', userId)
    .where('setting_key', 'like', 'table:%')
    .execute();
  return null;
};
