import type { DirectiveOutcome } from '@roadwatch/core';
import { CommandError } from '../../gateway/commandTracker';

/** The 0x0001 results a terminal refuses with: 1 failure, 2 message error, 3 not supported. */
const REFUSALS: Readonly<Record<number, DirectiveOutcome>> = {
  1: 'failure',
  2: 'badMessage',
  3: 'unsupported',
};

/** How a failed command ended, and whether the terminal answered at all (then the answer's time is kept). */
export function failedOutcome(error: unknown): { outcome: DirectiveOutcome; answered: boolean } {
  if (!(error instanceof CommandError)) return { outcome: 'failure', answered: false };
  if (error.code === 'offline') return { outcome: 'offline', answered: false };
  if (error.code === 'timeout') return { outcome: 'timeout', answered: false };
  return {
    outcome: (error.result === undefined ? undefined : REFUSALS[error.result]) ?? 'failure',
    answered: true,
  };
}
