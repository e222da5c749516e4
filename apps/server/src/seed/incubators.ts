import { siteTerminalPhone, SITE_TERMINAL_MODEL } from '@roadwatch/simulator/world';
import type { Database } from '../db/connect';

/** The demo company's models: an incubator for chilled goods, a larger one for vaccines' cold boxes, an ice raft. */
const MODELS = [
  { name: 'EPP 保温箱 30L', kind: 'incubator', volume_l: 30, min_c: 2, max_c: 8 },
  { name: 'VIP 真空保温箱 80L', kind: 'incubator', volume_l: 80, min_c: 2, max_c: 8 },
  { name: '蓄冷冰排 -18℃', kind: 'iceRaft', volume_l: 1.5, min_c: -25, max_c: -15 },
] as const;

/** Code, model index, name of each demo incubator and ice raft. */
const INCUBATORS = [
  ['IB-0001', 0, '生鲜保温箱 1 号'],
  ['IB-0002', 0, '生鲜保温箱 2 号'],
  ['IB-0003', 1, '疫苗冷藏箱 1 号'],
  ['IR-0001', 2, '冰排组 A'],
  ['IR-0002', 2, '冰排组 B'],
] as const;

/** The company whose warehouses hold the demo incubators (the README's `admin`). */
const DEMO_COMPANY = 1;

/**
 * A few incubators and ice rafts of the demo company, each with its portable logger (TL-1613, bound since `now`),
 * kept at the company's first warehouse's department. The simulator (`loadSimPortables`) makes them report.
 * Returns how many rows were written.
 */
export async function seedIncubators(db: Database, now: number): Promise<number> {
  const warehouse = await db
    .selectFrom('sites')
    .select(['id', 'department_id'])
    .where('kind', '=', 'warehouse')
    .where('company_id', '=', DEMO_COMPANY)
    .orderBy('id')
    .executeTakeFirst();
  if (!warehouse) return 0;
  const base = { company_id: DEMO_COMPANY, department_id: warehouse.department_id };
  let rows = 0;
  const modelIds: number[] = [];
  for (const m of MODELS) {
    const row = await db
      .insertInto('incubator_models')
      .values({ ...base, ...m, modified_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    modelIds.push(row.id);
    rows += 1;
  }
  for (const [code, modelIndex, name] of INCUBATORS) {
    const model = MODELS[modelIndex];
    const site = await db
      .insertInto('sites')
      .values({ ...base, kind: 'incubator', name, lon: 0, lat: 0, terminal_model: SITE_TERMINAL_MODEL })
      .returning('id')
      .executeTakeFirstOrThrow();
    const phone = siteTerminalPhone(site.id);
    await db.updateTable('sites').set({ terminal_phone: phone }).where('id', '=', site.id).execute();
    await db
      .insertInto('incubators')
      .values({
        site_id: site.id,
        company_id: DEMO_COMPANY,
        code,
        model_id: modelIds[modelIndex]!,
        status: 1,
      })
      .execute();
    await db
      .insertInto('temp_points')
      .values({ ...base, site_id: site.id, probe_no: 1, name: code, min_c: model.min_c, max_c: model.max_c })
      .execute();
    await db
      .insertInto('site_bindings')
      .values({ company_id: DEMO_COMPANY, site_id: site.id, terminal_phone: phone, bound_at: now })
      .execute();
    rows += 5;
  }
  return rows;
}
