import { MAP_POINTS_MAX } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { AnyDb, WriteContext } from '../../resources/resourceSpec';

/** Points counted once per write (one add, or one import's whole transaction), then followed as rows go in. */
const counted = new WeakMap<WriteContext, { points: number }>();

/** The company's points, all departments (the platform limit is the company's). */
export async function companyPointCount(db: AnyDb, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('map_points')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}

/**
 * Takes one of the company's MAP_POINTS_MAX places for a point about to be inserted, or refuses with "too many
 * logistics areas". Called inside the inserting transaction, so an import that would cross the limit writes nothing.
 */
export async function claimPointPlace(trx: AnyDb, ctx: WriteContext): Promise<void> {
  let count = counted.get(ctx);
  if (!count) {
    count = { points: await companyPointCount(trx, ctx.auth.companyId) };
    counted.set(ctx, count);
  }
  if (count.points >= MAP_POINTS_MAX) throw businessFailure('errors.mapPointLimit', { max: MAP_POINTS_MAX });
  count.points++;
}
