import type { ColdChainSpan, SwitchKind } from '@roadwatch/core';
import type { Database } from '../../db/connect';

export interface SwitchChange {
  time: number;
  active: 0 | 1;
}

/**
 * A vehicle's recorded changes of one switch that matter for [start, end]: the last one before the range (the
 * state it began in) and every one inside, oldest first.
 */
export async function switchChanges(
  db: Database,
  vehicleId: number,
  kind: SwitchKind,
  start: number,
  end: number,
): Promise<SwitchChange[]> {
  const before = await db
    .selectFrom('vehicle_switch_events')
    .select(['time', 'active'])
    .where('vehicle_id', '=', vehicleId)
    .where('kind', '=', kind)
    .where('time', '<', start)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  const inside = await db
    .selectFrom('vehicle_switch_events')
    .select(['time', 'active'])
    .where('vehicle_id', '=', vehicleId)
    .where('kind', '=', kind)
    .where('time', '>=', start)
    .where('time', '<=', end)
    .orderBy('time')
    .execute();
  const rows = before ? [before, ...inside] : inside;
  return rows.map((r) => ({ time: Number(r.time), active: Number(r.active) === 1 ? 1 : 0 }));
}

/**
 * The periods the switch was in `state` within [start, end], clipped to it; a period still going at the end
 * ends there. A change to the state it already had (a process restart records the state once) is no change.
 */
export function spansOf(
  changes: readonly SwitchChange[],
  state: 0 | 1,
  start: number,
  end: number,
): (ColdChainSpan & { open: boolean })[] {
  const spans: (ColdChainSpan & { open: boolean })[] = [];
  let since: number | null = null;
  for (const c of changes) {
    if (c.active === state && since === null) since = Math.max(c.time, start);
    else if (c.active !== state && since !== null) {
      if (c.time > since) spans.push({ start: since, end: Math.min(c.time, end), open: false });
      since = null;
    }
  }
  if (since !== null && since <= end) spans.push({ start: since, end, open: true });
  return spans;
}

/** The state at `time` from changes oldest first (null before the first). */
export function stateAt(changes: readonly SwitchChange[], time: number): 0 | 1 | null {
  let state: 0 | 1 | null = null;
  for (const c of changes) {
    if (c.time > time) break;
    state = c.active;
  }
  return state;
}
