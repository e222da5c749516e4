import { businessFailure } from '../../http/apiFailure';
import type { AnyDb } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';

export interface ElementCategory {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** The company's valid `pointAreaType` codes, read once per request (an import judges every row with them). */
const loaded = new WeakMap<UserAuth, Promise<ElementCategory[]>>();

export function elementCategories(db: AnyDb, auth: UserAuth): Promise<ElementCategory[]> {
  let categories = loaded.get(auth);
  if (!categories) {
    categories = db
      .selectFrom('dictionaries')
      .select(['code', 'name_zh as nameZh', 'name_en as nameEn'])
      .where('company_id', '=', auth.companyId)
      .where('dic_type_key', '=', 'pointAreaType')
      .where('valid', '=', 1)
      .orderBy('sort')
      .execute() as Promise<ElementCategory[]>;
    loaded.set(auth, categories);
  }
  return categories;
}

/** A category code must be one of the company's valid point/area types ('' is none). */
export async function checkCategory(db: AnyDb, auth: UserAuth, code: string): Promise<void> {
  if (code === '') return;
  const categories = await elementCategories(db, auth);
  if (!categories.some((c) => c.code === code))
    throw businessFailure('errors.sheetCategoryNotFound', { value: code });
}
