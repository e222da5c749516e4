import { MAIN_MENU } from '@roadwatch/core';
import { z } from 'zod';
import type { Database } from '../../db/connect';
import { readUserSetting } from './storedSettings';

const CATALOGUE_ORDER: readonly string[] = MAIN_MENU.map((m) => m.key);

/** The user's order of the top menus: their chosen keys first, then any others in catalogue order. */
export async function moduleSortFor(db: Database, userId: number): Promise<string[]> {
  const chosen = (await readUserSetting(db, userId, 'moduleSort', z.array(z.string()))) ?? [];
  const known = chosen.filter((k) => CATALOGUE_ORDER.includes(k));
  return [...known, ...CATALOGUE_ORDER.filter((k) => !known.includes(k))];
}
