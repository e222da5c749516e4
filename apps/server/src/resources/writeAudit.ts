import type { AnyTrx, WriteContext } from './resourceSpec';

const SECRET = /password|secret|token/i;
/** Audit rows per statement when many are written at once (8 values each, far below both databases' limits). */
const AUDIT_BATCH = 500;

type AuditContext = Pick<WriteContext, 'auth' | 'now'> & Partial<WriteContext>;

/** The audit row of one change: who, when, which row, what was saved (secrets blanked). */
export function auditRow(
  ctx: AuditContext,
  resource: string,
  recordId: number,
  action: 'add' | 'update' | 'delete' | 'import' | string,
  saved: unknown,
) {
  const detail =
    saved && typeof saved === 'object'
      ? Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, SECRET.test(k) ? '***' : v]))
      : {};
  return {
    company_id: ctx.auth.companyId,
    user_id: ctx.auth.userId,
    resource,
    record_id: recordId,
    action,
    at: ctx.now,
    detail: JSON.stringify(detail),
  };
}

/** One audit row per change. */
export async function writeAudit(
  trx: AnyTrx,
  ctx: AuditContext,
  resource: string,
  recordId: number,
  action: 'add' | 'update' | 'delete' | 'import' | string,
  saved: unknown,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values(auditRow(ctx, resource, recordId, action, saved))
    .execute();
}

/** Many audit rows (an import's), a few statements instead of one per row. */
export async function writeAudits(trx: AnyTrx, rows: readonly ReturnType<typeof auditRow>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += AUDIT_BATCH) {
    await trx
      .insertInto('audit_log')
      .values(rows.slice(i, i + AUDIT_BATCH))
      .execute();
  }
}
