import type { Migration } from 'kysely';
import * as foundation from './001_foundation';
import * as pipeline from './002_pipeline';
import * as shell from './003_shell';

/** Ordered by name; both dialects run the same list at start-up. */
export const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_pipeline': pipeline,
  '003_shell': shell,
};
