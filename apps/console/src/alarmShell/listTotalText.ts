import type { TFunction } from 'i18next';

/**
 * The popover's count: every unprocessed event in scope, and — when the list holds only the newest of them —
 * how many it shows, so the count never reads as if the list were all there is.
 */
export function listTotalText(
  t: TFunction<'popover'>,
  list: 'alarmList' | 'abnormal',
  total: number,
  shown: number,
): string {
  return total > shown ? t(`${list}.newest`, { total, shown }) : t(`${list}.count`, { count: total });
}
