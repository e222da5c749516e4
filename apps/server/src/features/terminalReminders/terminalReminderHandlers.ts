import {
  TERMINAL_REMINDER_LIMITS,
  settingIssueParams,
  terminalReminderKeys,
  terminalReminderSchema,
  type ENDPOINTS,
  type ReminderLastRun,
  type ReminderSendOutcome,
  type TerminalReminderRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type AppDeps, type EndpointHandler } from '../../http/endpointHandler';
import { writeAudit } from '../../resources/writeAudit';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { reminderColumns, reminderOf, type ReminderRow } from './reminderStore';

const AUDIT_NAME = 'terminalReminder';

/** The last run of each reminder: its occurrence, how many cabs it addressed and how many answered. */
async function lastRuns(db: Database, ids: readonly number[]): Promise<Map<number, ReminderLastRun>> {
  const runs = new Map<number, ReminderLastRun>();
  if (ids.length === 0) return runs;
  const rows = await db
    .selectFrom('terminal_reminder_sends as s')
    .where('s.reminder_id', 'in', ids)
    .where(({ eb, selectFrom }) =>
      eb(
        's.run_for',
        '=',
        selectFrom('terminal_reminder_sends as l')
          .select((f) => f.fn.max('l.run_for').as('m'))
          .whereRef('l.reminder_id', '=', 's.reminder_id'),
      ),
    )
    .select([
      's.reminder_id',
      (f) => f.fn.max('s.sent_at').as('sent_at'),
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(case when s.outcome = 'acknowledged' then 1 else 0 end)`.as('acknowledged'),
    ])
    .groupBy('s.reminder_id')
    .execute();
  for (const r of rows)
    runs.set(r.reminder_id, {
      sentAt: Number(r.sent_at),
      total: Number(r.total),
      acknowledged: Number(r.acknowledged ?? 0),
    });
  return runs;
}

async function rowsOf(db: Database, companyId: number, id?: number) {
  let q = db
    .selectFrom('terminal_reminders as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .selectAll('r')
    .select(['u.real_name', 'u.user_name'])
    .where('r.company_id', '=', companyId);
  if (id !== undefined) q = q.where('r.id', '=', id);
  return q.orderBy('r.id').execute();
}

async function listRows(db: Database, companyId: number, id?: number): Promise<TerminalReminderRow[]> {
  const rows = await rowsOf(db, companyId, id);
  const runs = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const reminder = reminderOf(row as ReminderRow);
    if (!reminder) return [];
    return [
      {
        ...reminder,
        operator: row.real_name || row.user_name,
        modifiedAt: Number(row.updated_at),
        lastRun: runs.get(row.id) ?? null,
      },
    ];
  });
}

/** The jobs follow the saved reminders; a failure here is logged, the next periodic sync repairs it. */
async function resync(deps: AppDeps): Promise<void> {
  await deps.terminalReminderJobs?.sync().catch(() => undefined);
}

async function vehiclesInScope(db: Database, auth: UserAuth, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .selectFrom('vehicles')
    .select('id')
    .where('id', 'in', unique)
    .where(inScope(auth, 'vehicles'))
    .execute();
  if (rows.length !== unique.length) throw businessFailure('errors.notFound');
}

export const terminalReminderList: EndpointHandler<typeof ENDPOINTS.terminalReminderList> = async ({
  db,
  ...ctx
}) => listRows(db, requireUser(ctx).companyId);

export const terminalReminderSave: EndpointHandler<typeof ENDPOINTS.terminalReminderSave> = async ({
  db,
  deps,
  input,
  t,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const parsed = terminalReminderSchema.safeParse(input.reminder);
  if (!parsed.success)
    throw businessFailure(
      'errors.alarmRuleInvalid',
      settingIssueParams(t, parsed.error, terminalReminderKeys, 'terminalReminders.fields.item'),
    );
  const reminder = parsed.data;
  if (!reminder.allVehicles) await vehiclesInScope(db, auth, reminder.vehicleIds);
  const now = deps.now();
  const values = { ...reminderColumns(reminder), updated_by: auth.userId, updated_at: now };
  const id = await db.transaction().execute(async (trx) => {
    // Two saves at once must not make a sixth reminder: PostgreSQL serialises them on the company's row.
    if (isPostgres(trx))
      await trx.selectFrom('companies').select('id').where('id', '=', auth.companyId).forUpdate().execute();
    if (reminder.id !== undefined) {
      const updated = await trx
        .updateTable('terminal_reminders')
        .set(values)
        .where('id', '=', reminder.id)
        .where('company_id', '=', auth.companyId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw businessFailure('errors.notFound');
      await writeAudit(trx, { auth, now }, AUDIT_NAME, reminder.id, 'update', values);
      return reminder.id;
    }
    const count = await trx
      .selectFrom('terminal_reminders')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', auth.companyId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= TERMINAL_REMINDER_LIMITS.perCompany)
      throw businessFailure('errors.terminalRemindersMax', { max: TERMINAL_REMINDER_LIMITS.perCompany });
    const inserted = await trx
      .insertInto('terminal_reminders')
      .values({ ...values, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { auth, now }, AUDIT_NAME, inserted.id, 'add', values);
    return inserted.id;
  });
  await resync(deps);
  const [row] = await listRows(db, auth.companyId, id);
  if (!row) throw businessFailure('errors.notFound');
  return row;
};

export const terminalReminderDelete: EndpointHandler<typeof ENDPOINTS.terminalReminderDelete> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const now = deps.now();
  const deleted = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('terminal_reminders')
      .where('id', '=', input.id)
      .where('company_id', '=', auth.companyId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw businessFailure('errors.notFound');
    await trx.deleteFrom('terminal_reminder_sends').where('reminder_id', '=', input.id).execute();
    await writeAudit(trx, { auth, now }, AUDIT_NAME, input.id, 'delete', {});
    return 1;
  });
  await resync(deps);
  return { deleted };
};

export const terminalReminderSends: EndpointHandler<typeof ENDPOINTS.terminalReminderSends> = async ({
  db,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const [reminder] = await rowsOf(db, auth.companyId, input.id);
  if (!reminder) throw businessFailure('errors.notFound');
  const last = await db
    .selectFrom('terminal_reminder_sends')
    .select((f) => f.fn.max('run_for').as('m'))
    .where('reminder_id', '=', input.id)
    .executeTakeFirst();
  if (last?.m === null || last?.m === undefined) return [];
  const rows = await db
    .selectFrom('terminal_reminder_sends as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select(['s.vehicle_id', 'v.plate', 's.sent_at', 's.outcome'])
    .where('s.reminder_id', '=', input.id)
    .where('s.run_for', '=', Number(last.m))
    .where(inScope(auth, 'vehicles', 'v'))
    .orderBy('v.plate')
    .execute();
  return rows.map((r) => ({
    vehicleId: r.vehicle_id,
    plate: r.plate,
    sentAt: Number(r.sent_at),
    outcome: r.outcome as ReminderSendOutcome,
  }));
};

export const terminalReminderVehicles: EndpointHandler<typeof ENDPOINTS.terminalReminderVehicles> = async ({
  db,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  return db
    .selectFrom('vehicles as v')
    .where(inScope(auth, 'vehicles', 'v'))
    .select(['v.id as id', 'v.plate as name'])
    .orderBy('v.plate')
    .execute();
};

export const terminalReminderHandlers = {
  terminalReminderVehicles,
  terminalReminderList,
  terminalReminderSave,
  terminalReminderDelete,
  terminalReminderSends,
};
