import type { AnyTrx, WriteContext } from './resourceSpec';

const SECRET = /password|secret|token/i;

/** One audit row per change: who, when, which row, what was saved (secrets blanked). */
export async function writeAudit(
  trx: AnyTrx,
  ctx: Pick<WriteContext, 'auth' | 'now'> & Partial<WriteContext>,
  resource: string,
  recordId: number,
  action: 'add' | 'update' | 'delete' | 'import' | string,
  saved: unknown,
): Promise<void> {
  const detail =
    saved && typeof saved === 'object'
      ? Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, SECRET.test(k) ? '***' : v]))
      : {};
  await trx
    .insertInto('audit_log')
    .values({
      company_id: ctx.auth.companyId,
      user_id: ctx.auth.userId,
      resource,
      record_id: recordId,
      action,
      at: ctx.now,
      detail: JSON.stringify(detail),
    })
    .execute();
}
