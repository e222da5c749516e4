import type { Database } from '../../db/connect';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';

/** What became of an alarm's notices: recorded for sending, or why not. */
export type NoticeOutcome =
  'pending' | 'recorded' | 'alreadyNotified' | 'none' | 'disabled' | 'outsidePeriods' | 'failed';
/** What became of its flash capture. */
export type CaptureOutcome =
  'pending' | 'captured' | 'off' | 'videoUnsupported' | 'disabled' | 'outsidePeriods' | 'failed';

/** Longest detail kept (a terminal's or the store's answer), never a stack. */
const DETAIL_MAX = 200;

/**
 * Claims an alarm for its effects: true for the first caller only, so an alarm row committed again (a re-sent
 * event with the same guid, another instance) is not notified or photographed twice.
 */
export async function claimAlarmEffects(
  db: Database,
  alarm: OpenedAlarm,
  plan: { ruleType: string; display: boolean; sound: boolean },
  at: number,
): Promise<boolean> {
  const row = await db
    .insertInto('alarm_effects')
    .values({
      alarm_guid: alarm.guid,
      company_id: alarm.companyId,
      vehicle_id: alarm.vehicleId,
      rule_type: plan.ruleType,
      notice: 'pending' satisfies NoticeOutcome,
      capture: 'pending' satisfies CaptureOutcome,
      display: plan.display ? 1 : 0,
      sound: plan.sound ? 1 : 0,
      detail: null,
      created_at: at,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('alarm_guid').doNothing())
    .returning('alarm_guid')
    .executeTakeFirst();
  return row !== undefined;
}

/** The notices' outcome, and the capture's when it is decided without the terminal (off, video, skipped). */
export async function settleAlarmEffects(
  db: Database,
  guid: string,
  outcome: { notice: NoticeOutcome; capture: CaptureOutcome; detail: string },
  at: number,
): Promise<void> {
  await db
    .updateTable('alarm_effects')
    .set({
      notice: outcome.notice,
      capture: outcome.capture,
      detail: outcome.detail ? outcome.detail.slice(0, DETAIL_MAX) : null,
      settled_at: at,
    })
    .where('alarm_guid', '=', guid)
    .execute();
}

/** The capture's outcome once the terminal answered (or did not); its detail follows the notices'. */
export async function settleAlarmCapture(
  db: Database,
  guid: string,
  outcome: { capture: CaptureOutcome; detail: string },
  at: number,
): Promise<void> {
  const row = await db
    .selectFrom('alarm_effects')
    .select('detail')
    .where('alarm_guid', '=', guid)
    .executeTakeFirst();
  const detail = [row?.detail ?? '', outcome.detail].filter(Boolean).join('; ');
  await db
    .updateTable('alarm_effects')
    .set({ capture: outcome.capture, detail: detail ? detail.slice(0, DETAIL_MAX) : null, settled_at: at })
    .where('alarm_guid', '=', guid)
    .execute();
}
