import { z } from 'zod';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number read from a query string (GET/DELETE calls send every field as text). Numeric text becomes a number
 * before `schema` checks it, so range messages stay the schema's; anything else reaches the schema unchanged and
 * fails its type check. Clients may pass a number or its text.
 */
export function queryNumber<T extends z.ZodType<number, number>>(
  schema: T,
): z.ZodType<z.output<T>, number | string> {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value),
    schema,
  ) as unknown as z.ZodType<z.output<T>, number | string>;
}
