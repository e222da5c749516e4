import { z } from 'zod';
import { LIMITS } from '../constants';
import type { EpochMs } from '../types/scalars';
import { requiredText } from './text';

/** The sentry reply box: an answer, required, at most 50 characters (seed 000 §5). */
export const sentryReplyForm = z.strictObject({
  answerContent: requiredText(LIMITS.sentryAnswerMax),
});
export type SentryReplyForm = z.input<typeof sentryReplyForm>;

/** POST /sentry/reply body. */
export const sentryReplyRequest = z.strictObject({
  answerContent: requiredText(LIMITS.sentryAnswerMax),
  platId: requiredText(64),
  msgId: requiredText(64),
});

/** Seconds shown by the reply box's count-up since the message arrived (never negative). */
export function sentryElapsedSeconds(msgInsertTime: EpochMs, now: EpochMs): number {
  return Math.max(0, Math.floor((now - msgInsertTime) / 1000));
}

/** Whether the 5-minute duty-check reply window is still open. */
export function isSentryReplyOpen(msgInsertTime: EpochMs, now: EpochMs): boolean {
  return now - msgInsertTime <= LIMITS.sentryReplyWindowMs;
}
