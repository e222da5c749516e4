import { z } from 'zod';
import { LIMITS } from '../constants';
import { VMSG } from './messages';
import { requiredText } from './text';

/** The abnormal handling dialog: a remark, required, not only whitespace, at most 200 (seed 000 §5). */
export const abnormalHandleForm = z.strictObject({
  handleRemark: requiredText(LIMITS.abnormalRemarkMax),
});
export type AbnormalHandleForm = z.input<typeof abnormalHandleForm>;

/** saveAbnormalHandleSuggestion body: the remark plus the exception it handles. */
export const abnormalHandleRequest = z.strictObject({
  handleRemark: requiredText(LIMITS.abnormalRemarkMax),
  bTime: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .nonnegative({ error: VMSG.tooSmall }),
  guid: requiredText(64),
  vehicleId: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .positive({ error: VMSG.tooSmall }),
});

/** The default remark is the first preset's label; at most 6 presets are offered. */
export function defaultAbnormalRemark(presetLabels: readonly string[]): string {
  return presetLabels[0] ?? '';
}
