import { checkDateRange } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';

/** The place-tracing window rule the server checks (at most `maxDays`), as a sentence, or null. */
export function placeSpanIssue(
  query: { startTime: number; endTime: number },
  maxDays: number,
  t: TFunction,
): string | null {
  const issue = checkDateRange(query.startTime, query.endTime, { maxDays });
  return issue ? translateIssue(t, issue) : null;
}
