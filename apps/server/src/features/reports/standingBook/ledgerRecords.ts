import { chinaDayStart, COST_CATEGORIES, type CostCategory } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { COST_SOURCES } from '../../fleetAnalysis/costSources';

/** The sources of the chosen categories (every source when none is chosen). */
function sourcesOf(categories: readonly CostCategory[] | undefined) {
  return COST_SOURCES.map((source, index) => ({ source, index })).filter(
    ({ source }) => !categories?.length || categories.includes(source.category),
  );
}

const NO_TEXT = sql`''`;

/**
 * Every cost record of company `companyId` on a day (or at a time) in [start, end], of the chosen categories, as one
 * `union all` over the record tables of `COST_SOURCES`: source (index into it), record id, vehicle, category (index
 * into core's COST_CATEGORIES, so sorting by it keeps that order), at, fen, litres (null but for refuellings) and two
 * free-text notes ('' where a source has fewer). Records without an amount are left out.
 */
export function costRecordUnion(
  companyId: number,
  start: number,
  end: number,
  categories: readonly CostCategory[] | undefined,
): RawBuilder<unknown> {
  const parts = sourcesOf(categories).map(({ source: s, index }) => {
    const [note1, note2] = s.notes;
    return sql`select ${sql.lit(index)} as source, r.id as record_id, r.vehicle_id,
        ${sql.lit(COST_CATEGORIES.indexOf(s.category))} as category, ${sql.ref(`r.${s.at}`)} as at,
        ${sql.ref(`r.${s.fen}`)} as fen,
        ${s.litres ? sql.ref(`r.${s.litres}`) : sql`cast(null as double precision)`} as litres,
        ${note1 ? sql.ref(`r.${note1}`) : NO_TEXT} as note1, ${note2 ? sql.ref(`r.${note2}`) : NO_TEXT} as note2
      from ${sql.table(s.table)} r
      where r.company_id = ${companyId} and ${sql.ref(`r.${s.at}`)} >= ${start}
        and ${sql.ref(`r.${s.at}`)} <= ${end} and ${sql.ref(`r.${s.fen}`)} is not null`;
  });
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** One ledger record as the database returns it (numbers may come back as strings on PostgreSQL). */
export interface LedgerRecord {
  source: number;
  record_id: number;
  vehicle_id: number;
  plate: string;
  department_name: string;
  category: number;
  at: number;
  fen: number;
  litres: number | null;
  note1: string;
  note2: string;
}

export interface LedgerQuery {
  companyId: number;
  /** The report's vehicles, as a condition on `v`. */
  vehicles: RawBuilder<SqlBool>;
  start: number;
  end: number;
  categories: readonly CostCategory[] | undefined;
}

/** The detail's rows: each cost record of a report vehicle, with its plate and department. */
export function ledgerRecords(q: LedgerQuery): RawBuilder<LedgerRecord> {
  return sql<LedgerRecord>`(
    select e.source, e.record_id, e.vehicle_id, v.plate, d.name as department_name, e.category, e.at, e.fen,
      e.litres, e.note1, e.note2
    from ${costRecordUnion(q.companyId, q.start, q.end, q.categories)} e
    join vehicles v on v.id = e.vehicle_id
    join departments d on d.id = v.department_id
    where ${q.vehicles}
  )`;
}

/** One vehicle's ledger as the database returns it; `fen<i>` is the money of COST_CATEGORIES[i]. */
export type LedgerVehicle = {
  vehicle_id: number;
  plate: string;
  department_name: string;
  mileage_km: number;
  litres: number;
  total_fen: number;
} & Record<`fen${number}`, number>;

/**
 * The summary's rows: each report vehicle that had a cost of the chosen categories or drove in the range, with its
 * mileage of the range's China days from the daily roll-up (as the mileage report adds it up), litres put in and
 * money per category.
 */
export function ledgerVehicles(q: LedgerQuery): RawBuilder<LedgerVehicle> {
  const perCategory = COST_CATEGORIES.map(
    (_c, i) =>
      sql`coalesce(sum(case when e.category = ${sql.lit(i)} then e.fen else 0 end), 0) as ${sql.ref(`fen${i}`)}`,
  );
  const categoryColumns = COST_CATEGORIES.map(
    (_c, i) => sql`coalesce(${sql.ref(`c.fen${i}`)}, 0) as ${sql.ref(`fen${i}`)}`,
  );
  return sql<LedgerVehicle>`(
    select v.id as vehicle_id, v.plate, d.name as department_name, coalesce(m.km, 0) as mileage_km,
      coalesce(c.litres, 0) as litres, coalesce(c.total_fen, 0) as total_fen, ${sql.join(categoryColumns)}
    from vehicles v
    join departments d on d.id = v.department_id
    left join (
      select s.vehicle_id, sum(s.mileage_km) as km from vehicle_day_stats s
      where s.company_id = ${q.companyId} and s.day >= ${chinaDayStart(q.start)} and s.day <= ${q.end}
      group by s.vehicle_id
    ) m on m.vehicle_id = v.id
    left join (
      select e.vehicle_id, sum(e.litres) as litres, sum(e.fen) as total_fen, ${sql.join(perCategory)}
      from ${costRecordUnion(q.companyId, q.start, q.end, q.categories)} e
      group by e.vehicle_id
    ) c on c.vehicle_id = v.id
    where ${q.vehicles} and (c.vehicle_id is not null or m.km > 0)
  )`;
}
