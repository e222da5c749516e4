import type { Migration } from 'kysely';
import * as foundation from './001_foundation';

/** Ordered by name; both dialects run the same list at start-up. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
};
