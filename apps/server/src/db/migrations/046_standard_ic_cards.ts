import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The company's standard driver qualification IC cards, against which the cards terminals report (0x0702,
 * `driver_card_events.certificate_code`) are judged registered, unregistered or expired. A certificate code is
 * unique in a company.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('standard_ic_cards')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('certificate_no', 'text', (c) => c.notNull())
    .addColumn('driver_name', 'text', (c) => c.notNull())
    .addColumn('issuing_authority', 'text', (c) => c.notNull())
    // China midnight of the last valid day
    .addColumn('valid_until', ms, (c) => c.notNull())
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', ms)
    .execute();
  await db.schema
    .createIndex('standard_ic_cards_certificate')
    .on('standard_ic_cards')
    .columns(['company_id', 'certificate_no'])
    .unique()
    .execute();
}
