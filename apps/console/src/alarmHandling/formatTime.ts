// Display times are the company's wall clock, China Standard Time (no daylight saving), as the server writes them.
const GMT8_MS = 8 * 3_600_000;

/** `YYYY-MM-DD HH:mm:ss` in GMT+8; '' for no time. */
export function formatTime(value: number | null | undefined): string {
  return value ? new Date(value + GMT8_MS).toISOString().slice(0, 19).replace('T', ' ') : '';
}

/** Hours, minutes and seconds of a duration in seconds. */
export function durationParts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}
