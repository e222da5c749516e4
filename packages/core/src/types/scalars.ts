/**
 * Scalar conventions of the contract, so every area file reads the same way:
 * a field named `…Str` (and the seeds' display-only time fields) is text; any other time is epoch milliseconds.
 */

/** Milliseconds since the epoch (UTC). */
export type EpochMs = number;

/** Display time text `YYYY-MM-DD HH:mm:ss` in the company's time zone. */
export type DateTimeText = string;

/** Calendar date `YYYY-MM-DD`. */
export type DateText = string;

/** Clock time of day `HH:mm`. */
export type ClockText = string;

/** The seeds' 0/1 switches (popUpAlarm, isExact, …). */
export type Flag = 0 | 1;

/** The value type of a const map: `ValueOf<typeof HANDLE_TYPE>` → 1 | 2 | 3 | 4. */
export type ValueOf<T> = T[keyof T];

/** Read, update or delete one row by its id. */
export interface IdRequest {
  id: number;
}

/** Delete or act on several rows at once. */
export interface IdsRequest {
  ids: number[];
}
