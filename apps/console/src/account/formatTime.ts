import { language } from '../app/i18n';

/** Epoch milliseconds as local date and time in the console's language. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(language, { hour12: false });
}
