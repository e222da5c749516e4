import type { PasswordStrength } from '@roadwatch/core';
import { z } from 'zod';
import type { Database } from '../../db/connect';
import { readCompanySetting } from '../personalize/storedSettings';

const groupLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * The strength a new or reset sub-user password must have: the company's group setting (1 weak, 2 medium,
 * 3 strong; medium until set) as the validators' classes (0 one class, 1 two, 2 all three).
 */
export async function newUserStrength(db: Database, companyId: number): Promise<PasswordStrength> {
  const level = (await readCompanySetting(db, companyId, 'passwordLevel', groupLevel)) ?? 2;
  return (level - 1) as PasswordStrength;
}
