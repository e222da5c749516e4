import type { Database } from '../../src/db/connect';

export interface Department {
  id: number;
  path: string;
  companyId: number;
  parentId: number | null;
}

/** Departments of both seeded companies, and the drivers of each, for the fleet tests. */
export async function fleetWorld(db: Database) {
  const departments: Department[] = (
    await db
      .selectFrom('departments')
      .select(['id', 'path', 'company_id as companyId', 'parent_id as parentId'])
      .orderBy('path')
      .execute()
  ).map((d) => ({ ...d }));
  const rootOf = (companyId: number) =>
    departments.find((d) => d.companyId === companyId && d.parentId === null)!;
  const childrenOf = (d: Department) => departments.filter((x) => x.parentId === d.id);
  const driversOf = async (companyId: number) =>
    (
      await db
        .selectFrom('drivers')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .limit(5)
        .execute()
    ).map((d) => d.id);
  return { departments, rootOf, childrenOf, driversOf };
}
