import { ALARM_FIRST_TYPE, type AlarmCapture } from '@roadwatch/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import type { PlaceResolver } from '../../geo/placeResolver';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';
import type { AlarmNotifier } from '../alarmNotice/createAlarmNotifier';
import { captureMedia } from '../media/captureMedia';
import { planAlarmEffects, type AlarmEffectsPlan } from './alarmEffectsPlan';
import {
  claimAlarmEffects,
  settleAlarmCapture,
  settleAlarmEffects,
  type CaptureOutcome,
  type NoticeOutcome,
} from './alarmEffectsStore';

export interface AlarmEffectsDeps {
  db: Database;
  notifier: Pick<AlarmNotifier, 'notifyAlarm'>;
  commands: GatewayCommands;
  places: PlaceResolver;
  now: () => number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | undefined;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function placeOf(deps: AlarmEffectsDeps, alarm: OpenedAlarm): Promise<string> {
  if (alarm.lon === null || alarm.lat === null || (alarm.lon === 0 && alarm.lat === 0)) return '';
  try {
    return await deps.places.placeName(alarm.lon, alarm.lat, 'zh-CN');
  } catch {
    return '';
  }
}

async function notify(
  deps: AlarmEffectsDeps,
  alarm: OpenedAlarm,
  notice: NonNullable<AlarmEffectsPlan['notice']>,
): Promise<NoticeOutcome> {
  const recorded = await deps.notifier.notifyAlarm({
    ...notice,
    alarm: {
      guid: alarm.guid,
      companyId: alarm.companyId,
      vehicleId: alarm.vehicleId,
      plate: alarm.plate,
      firstType: alarm.firstType,
      secondType: alarm.secondType,
      level: alarm.level,
      placeName: await placeOf(deps, alarm),
      beginTime: alarm.beginTime,
    },
  });
  return recorded ? 'recorded' : 'alreadyNotified';
}

/** The custom notice of the zone or line rule a zone or line alarm belongs to ('' for other alarms). */
async function ruleNoticeOf(db: Database, alarm: OpenedAlarm): Promise<string> {
  if (alarm.pointId === null) return '';
  const table =
    alarm.firstType === ALARM_FIRST_TYPE.zone
      ? 'zone_alarms'
      : alarm.firstType === ALARM_FIRST_TYPE.line
        ? 'line_alarms'
        : null;
  if (!table) return '';
  const row = await db
    .selectFrom(table)
    .select('notice')
    .where('id', '=', alarm.pointId)
    .where('company_id', '=', alarm.companyId)
    .executeTakeFirst();
  return row?.notice ?? '';
}

/** A photo series still to take for an alarm (its capture phase, run apart from the notices). */
export interface PendingCapture {
  alarm: OpenedAlarm;
  setting: AlarmCapture;
}

/**
 * Photos on each channel in turn, linked to the alarm as the terminal answers; the outcome is recorded. A terminal
 * answers once it has taken the photos, so this lasts (count − 1) × interval per channel.
 */
export async function runAlarmCapture(
  deps: AlarmEffectsDeps,
  { alarm, setting }: PendingCapture,
): Promise<void> {
  const failures: string[] = [];
  let taken = 0;
  for (const channel of setting.channels) {
    try {
      const result = await captureMedia(
        deps.db,
        deps.commands,
        alarm.vehicleId,
        { channel, count: setting.count, intervalS: setting.intervalS, kind: 'photo', alarmGuid: alarm.guid },
        { now: deps.now },
      );
      taken += result.mediaIds.length;
    } catch (err) {
      failures.push(`${channel}: ${errorText(err)}`);
    }
  }
  if (failures.length > 0)
    deps.log?.warn({ guid: alarm.guid, vehicleId: alarm.vehicleId, failures }, 'alarm capture failed');
  await settleAlarmCapture(
    deps.db,
    alarm.guid,
    {
      capture: taken > 0 ? 'captured' : 'failed',
      detail: [taken > 0 ? `photos ${taken}` : '', ...failures].filter(Boolean).join('; '),
    },
    deps.now(),
  );
}

/**
 * One alarm's effects, claimed once per guid, with their outcome recorded in `alarm_effects`: the notices at once,
 * the photos returned to be taken apart (they wait for the camera). Video is not asked for: the gateway stores
 * JPEG pictures only and refuses video uploads, so a terminal would record a clip nobody receives.
 */
export async function runAlarmEffects(
  deps: AlarmEffectsDeps,
  alarm: OpenedAlarm,
): Promise<PendingCapture | null> {
  const plan = planAlarmEffects(alarm, await ruleNoticeOf(deps.db, alarm));
  if (!plan) return null;
  if (!(await claimAlarmEffects(deps.db, alarm, plan, deps.now()))) return null;
  if (plan.skip) {
    await settleAlarmEffects(
      deps.db,
      alarm.guid,
      { notice: plan.skip, capture: plan.skip, detail: '' },
      deps.now(),
    );
    return null;
  }
  const details: string[] = [];
  let notice: NoticeOutcome = 'none';
  if (plan.notice) {
    try {
      notice = await notify(deps, alarm, plan.notice);
    } catch (err) {
      notice = 'failed';
      details.push(`notice: ${errorText(err)}`);
    }
  }
  let capture: CaptureOutcome = plan.capture ? 'pending' : 'off';
  if (plan.capture && alarm.recovered) {
    capture = 'failed';
    details.push('picked up after a restart: too late for photos of the moment');
  } else if (plan.capture && plan.capture.kind !== 'photo') {
    deps.log?.info(
      { guid: alarm.guid, vehicleId: alarm.vehicleId, kind: plan.capture.kind },
      'alarm video capture skipped: the gateway stores JPEG pictures only',
    );
    capture = 'videoUnsupported';
    details.push(plan.capture.kind);
  }
  await settleAlarmEffects(deps.db, alarm.guid, { notice, capture, detail: details.join('; ') }, deps.now());
  return capture === 'pending' && plan.capture ? { alarm, setting: plan.capture } : null;
}
