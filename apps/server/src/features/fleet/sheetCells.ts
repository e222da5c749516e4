import { CHINA_OFFSET_MS, formatChinaDate } from '@roadwatch/core';

/** Why a cell cannot become a save field: a message key with its parameters, on the sheet column. */
export interface SheetIssue {
  column: string;
  message: `errors.${string}`;
  params: Record<string, string | number>;
}

export type Cell<T> = { ok: true; value: T } | { ok: false; issue: Omit<SheetIssue, 'column'> };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (message: `errors.${string}`, value: string): Cell<never> => ({
  ok: false,
  issue: { message, params: { value } },
});

/** Several values in one cell, separated by commas, semicolons or the Chinese list marks. */
export function splitList(text: string): string[] {
  return text
    .split(/[,，;；、\n]/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `YYYY-MM-DD` (or `YYYY/M/D`) as the epoch time of that China day's midnight; '' is no date. */
export function dayCell(text: string): Cell<number | null> {
  if (text === '') return ok(null);
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!m) return bad('errors.sheetDateFormat', text);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d) - CHINA_OFFSET_MS;
  // Date.UTC rolls 2024-02-31 over into March; such a date is not a date.
  if (formatChinaDate(time) !== `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`)
    return bad('errors.sheetDateFormat', text);
  return ok(time);
}

/** A number as written ('' is none); whether it is whole or small enough is the save schema's to say. */
export function numberCell(text: string): Cell<number | null> {
  if (text === '') return ok(null);
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? ok(n) : bad('errors.sheetNumber', text);
}

/** One of a set of values, written as its key or its label in either language (any case). */
export function choiceCell<T>(
  text: string,
  choices: readonly { value: T; names: readonly string[] }[],
): Cell<T | null> {
  if (text === '') return ok(null);
  const wanted = text.toLowerCase();
  const hit = choices.find((c) => c.names.some((name) => name.toLowerCase() === wanted));
  return hit ? ok(hit.value) : bad('errors.sheetChoice', text);
}

export function notFound(message: `errors.${string}`, text: string): Cell<never> {
  return bad(message, text);
}

export function dayText(time: number | null): string {
  return time === null ? '' : formatChinaDate(time);
}
