import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Incubators and ice rafts: their models (kind, volume, the temperature range the goods inside must keep) and the
 * incubators themselves. An incubator is a `sites` row of kind 'incubator' (so its portable logger registers, is
 * bound and reports through the site path, with one temperature point), plus its code, model and status here.
 * A portable logger moves: its positions are kept (one a minute) to tell which vehicle or warehouse held it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('incubator_models')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('volume_l', 'real', (c) => c.notNull())
    .addColumn('min_c', 'real', (c) => c.notNull())
    .addColumn('max_c', 'real', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('incubator_models_company_name')
    .on('incubator_models')
    .columns(['company_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createTable('incubators')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('model_id', 'integer', (c) => c.notNull().references('incubator_models.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('incubators_company_code')
    .on('incubators')
    .columns(['company_id', 'code'])
    .unique()
    .execute();
  await db.schema.createIndex('incubators_model').on('incubators').column('model_id').execute();
  await db.schema
    .createTable('logger_positions')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('time', ms, (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('logger_positions_pk', ['site_id', 'time'])
    .execute();
}
