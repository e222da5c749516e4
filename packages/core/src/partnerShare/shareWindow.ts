import { z } from 'zod';
import { VMSG, type ValidationMessage } from '../validators/messages';
import { VEHICLE_SHARE_LIMITS } from './vehicleShare';

const DAY_MS = 86_400_000;
const instant = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .int({ error: VMSG.invalid })
  .min(0, { error: VMSG.invalid });

/** A share's window: start and end instants (ms), the end after the start, at most `maxDays` long. */
export const shareWindowFields = { startAt: instant, endAt: instant };

/** What is wrong with a window (a `validation.*` key), or null: the rule the dialog and the server share. */
export function shareWindowIssue(w: { startAt: number; endAt: number }): ValidationMessage | null {
  if (w.endAt <= w.startAt) return VMSG.endAfterStart;
  if (w.endAt - w.startAt > VEHICLE_SHARE_LIMITS.maxDays * DAY_MS) return VMSG.shareWindowTooLong;
  return null;
}

export function refineShareWindow(w: { startAt: number; endAt: number }, ctx: z.RefinementCtx): void {
  const issue = shareWindowIssue(w);
  if (issue) ctx.addIssue({ code: 'custom', path: ['endAt'], message: issue });
}
