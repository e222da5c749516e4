import { HANDLE_STATUS, HANDLE_TYPE } from '@roadwatch/core';
import { HANDLE_OPINIONS, TTS_MESSAGES, type AlarmTopic } from './handlingTexts';
import type { Random } from './prng';
import type { Handlers } from './rows';
import { DAY_MS, MINUTE_MS } from './time';

export interface Handling {
  status: number;
  type: number | null;
  handler: number | null;
  time: number | null;
  remark: string | null;
}

const IGNORE_REASONS = ['误报', '重复报警', '已知情况'] as const;

const UNHANDLED: Handling = {
  status: HANDLE_STATUS.unprocessed,
  type: null,
  handler: null,
  time: null,
  remark: null,
};

/**
 * How an alarm or exception raised at `begin` has been dealt with by `now`: older ones mostly processed or
 * ignored, those of the last 24 hours mostly still open (not "since midnight": just after midnight that would
 * leave a freshly seeded demo with almost nothing to handle). Most handling happens within five minutes (the effective-intervention
 * window of the safety boards), some much later.
 */
export function decideHandling(
  rng: Random,
  begin: number,
  now: number,
  handlers: Handlers,
  topic: AlarmTopic,
): Handling {
  const recent = begin >= now - DAY_MS;
  const status = rng.weighted(
    recent
      ? ([
          [HANDLE_STATUS.unprocessed, 70],
          [HANDLE_STATUS.processed, 25],
          [HANDLE_STATUS.ignored, 5],
        ] as const)
      : ([
          [HANDLE_STATUS.unprocessed, 8],
          [HANDLE_STATUS.processed, 72],
          [HANDLE_STATUS.ignored, 20],
        ] as const),
  );
  // Every draw happens whatever the outcome, so the stream (and every later alarm) does not depend on `now`.
  const quick = rng.chance(0.6);
  const quickDelay = rng.range(0.5, 5);
  const slowDelay = rng.range(5, 180);
  const bySafetyStaff = rng.chance(0.85) && handlers.safety.length > 0;
  const staff = handlers.safety.length > 0 ? rng.pick(handlers.safety) : handlers.admin;
  const ignoreReason = rng.pick(IGNORE_REASONS);
  const type = rng.weighted([
    [HANDLE_TYPE.opinion, 60],
    [HANDLE_TYPE.tts, 25],
    [HANDLE_TYPE.intercom, 5],
    [HANDLE_TYPE.familyVoice, 10],
  ] as const);
  const tts = rng.pick(TTS_MESSAGES);
  const opinion = rng.pick(HANDLE_OPINIONS[topic]);

  const time = Math.round((begin + (quick ? quickDelay : slowDelay) * MINUTE_MS) / 1000) * 1000;
  if (status === HANDLE_STATUS.unprocessed || time > now) return UNHANDLED;
  const handler = bySafetyStaff ? staff : handlers.admin;
  if (status === HANDLE_STATUS.ignored) return { status, type: null, handler, time, remark: ignoreReason };
  // Only a driver can be reached by TTS, intercom or family voice; devices and stores get written opinions.
  if (topic !== 'driving') return { status, type: HANDLE_TYPE.opinion, handler, time, remark: opinion };
  const remark =
    type === HANDLE_TYPE.tts
      ? tts
      : type === HANDLE_TYPE.familyVoice
        ? '已播放亲情语音提醒'
        : type === HANDLE_TYPE.intercom
          ? '已与司机实时通话提醒'
          : opinion;
  return { status, type, handler, time, remark };
}
