import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * What the console shell needs (issue 4): the message centre, upper-platform duty checks (sentry messages) and
 * each user's popup preferences.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);

  // The rest of the licence form (the number itself is companies.licence_number from the foundation).
  for (const column of [
    'licence_province',
    'licence_city',
    'licence_county',
    'licence_bin',
    'licence_address',
  ]) {
    await db.schema.alterTable('companies').addColumn(column, 'text').execute();
  }

  // When the user last dismissed the licence prompt (guide bit 128): the prompt comes back 24 h later.
  await db.schema.alterTable('users').addColumn('licence_dismissed_at', ms).execute();

  // One row per recipient: read state is per user, and a message never leaks to another user.
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('msg_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('business_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pub_time', ms, (c) => c.notNull())
    .addColumn('read_at', ms)
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'pub_time']).execute();

  // Duty checks of the upper platform are addressed to a company; any of its users may answer once.
  await db.schema
    .createTable('sentry_messages')
    .addColumn('msg_id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('plat_id', 'text', (c) => c.notNull())
    .addColumn('plat_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('insert_time', ms, (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('answered_at', ms)
    .execute();
  await db.schema
    .createIndex('sentry_messages_company')
    .on('sentry_messages')
    .columns(['company_id', 'insert_time'])
    .execute();

  await db.schema
    .createTable('user_popup_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('pop_up_alarm', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pop_up_exception', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
