import type { AlarmRuleOptions, AreaShape, ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { elementVisible } from './ruleElements';

async function ruleOptions(ctx: HandlerContext<unknown>): Promise<AlarmRuleOptions> {
  const auth = requireUser(ctx);
  const db = ctx.db;
  const [areas, lines, vehicles] = await Promise.all([
    db
      .selectFrom('map_areas as a')
      .where(elementVisible(auth, 'map_areas', 'a'))
      .where('a.shape', '!=', 'region')
      .select(['a.id as id', 'a.name as name', 'a.shape as shape'])
      .orderBy('a.name')
      .execute(),
    db
      .selectFrom('map_lines as l')
      .where(elementVisible(auth, 'map_lines', 'l'))
      .select(['l.id as id', 'l.name as name'])
      .orderBy('l.name')
      .execute(),
    db
      .selectFrom('vehicles as v')
      .where(inScope(auth, 'vehicles', 'v'))
      .select(['v.id as id', 'v.plate as name'])
      .orderBy('v.plate')
      .execute(),
  ]);
  return { areas: areas.map((a) => ({ ...a, shape: a.shape as AreaShape })), lines, vehicles };
}

/** The areas (with an outline), lines and vehicles a zone rule may name. */
export const zoneAlarmOptions: EndpointHandler<typeof ENDPOINTS.zoneAlarmOptions> = ruleOptions;
/** The same choices for a line rule (its line, start and end zones, vehicles). */
export const lineAlarmOptions: EndpointHandler<typeof ENDPOINTS.lineAlarmOptions> = ruleOptions;
