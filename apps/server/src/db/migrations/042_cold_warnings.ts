import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Early warning of cold-chain points: rules that watch a point's recent trend (sentinel warnings for any site,
 * store alarm predictions for stores, one table told apart by `kind`), and the warnings they raised. A warning is
 * opened once per approach to a limit and ended when the point crosses it (`crossed_at`, the lead time's end), when
 * the trend turns or when the point moves back out of the margin. Warnings are written by the pipeline's batch and
 * found by `guid` when they end, as alarms are. A store prediction's warning is a reminder until acknowledged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('cold_warning_rules')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .addColumn('point_id', 'integer', (c) => c.references('temp_points.id'))
    .addColumn('window_min', 'integer', (c) => c.notNull())
    .addColumn('horizon_min', 'integer', (c) => c.notNull())
    .addColumn('margin_c', 'real', (c) => c.notNull())
    .addColumn('warn_high', 'integer', (c) => c.notNull())
    .addColumn('warn_low', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('cold_warning_rules_company')
    .on('cold_warning_rules')
    .columns(['company_id', 'kind'])
    .execute();
  await db.schema
    .createTable('cold_warnings')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('rule_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('point_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('limit_c', 'real', (c) => c.notNull())
    .addColumn('value_c', 'real', (c) => c.notNull())
    .addColumn('slope_c_per_min', 'real', (c) => c.notNull())
    .addColumn('warned_at', ms, (c) => c.notNull())
    .addColumn('predicted_at', ms, (c) => c.notNull())
    .addColumn('crossed_at', ms)
    .addColumn('ended_at', ms)
    .addColumn('end_reason', 'text')
    .addColumn('acknowledged_by', 'integer')
    .addColumn('acknowledged_at', ms)
    .execute();
  await db.schema
    .createIndex('cold_warnings_rule')
    .on('cold_warnings')
    .columns(['rule_id', 'warned_at'])
    .execute();
  await db.schema
    .createIndex('cold_warnings_company')
    .on('cold_warnings')
    .columns(['company_id', 'kind', 'warned_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cold_warnings').execute();
  await db.schema.dropTable('cold_warning_rules').execute();
}
