import { tableColumnSetting, type ENDPOINTS } from '@roadwatch/core';
import { z } from 'zod';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** user_settings key of a grid's column settings. */
const settingKey = (tableKey: string) => `table:${tableKey}`;

const storedColumns = z.array(tableColumnSetting);

/** The caller's saved columns of one grid; a stored value that no longer parses counts as never saved. */
export const tableColumnSettingGet: EndpointHandler<typeof ENDPOINTS.tableColumnSettingGet> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('user_settings')
    .select('value')
    .where('user_id', '=', user.userId)
    .where('setting_key', '=', settingKey(ctx.input.tableKey))
    .executeTakeFirst();
  if (!row) return { columns: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.value);
  } catch {
    return { columns: null };
  }
  const columns = storedColumns.safeParse(parsed);
  return { columns: columns.success ? columns.data : null };
};

/** Replaces the caller's columns of one grid; an empty list removes them (the page's default again). */
export const tableColumnSettingSave: EndpointHandler<typeof ENDPOINTS.tableColumnSettingSave> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const key = settingKey(ctx.input.tableKey);
  if (ctx.input.columns.length === 0) {
    await ctx.db
      .deleteFrom('user_settings')
      .where('user_id', '=', user.userId)
      .where('setting_key', '=', key)
      .execute();
    return null;
  }
  const value = JSON.stringify(ctx.input.columns);
  await ctx.db
    .insertInto('user_settings')
    .values({ user_id: user.userId, setting_key: key, value })
    .onConflict((oc) => oc.columns(['user_id', 'setting_key']).doUpdateSet({ value }))
    .execute();
  return null;
};
