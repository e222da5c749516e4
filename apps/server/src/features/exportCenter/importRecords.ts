import {
  pageName,
  IMPORT_RECORD_FAILURES_KEPT,
  type ENDPOINTS,
  type ImportRecord,
  type ImportRecordState,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { SettledImport } from '../../resources/sheet/ImportJobs';

/** How a settled commit reads in the upload centre. */
function stateOf({ progress }: SettledImport): ImportRecordState {
  if (progress.state === 'cancelled') return 'cancelled';
  if (progress.state !== 'done' || progress.imported === 0) return 'failed';
  return progress.failed.length > 0 ? 'partly' : 'succeeded';
}

/** Keeps a record of a committed import once its writing has ended (ImportJobs' `onSettled`). */
export async function recordImport(db: Database, settled: SettledImport): Promise<void> {
  const { owner, progress } = settled;
  const failures = [...progress.failed].sort((a, b) => a.rowNo - b.rowNo);
  await db
    .insertInto('import_records')
    .values({
      company_id: owner.companyId,
      user_id: owner.userId,
      page_key: owner.resource,
      file_name: settled.fileName,
      state: stateOf(settled),
      rows_chosen: progress.total,
      rows_written: progress.state === 'done' ? progress.imported : 0,
      rows_failed: failures.length,
      failures: JSON.stringify(failures.slice(0, IMPORT_RECORD_FAILURES_KEPT)),
      started_at: settled.startedAt,
      finished_at: settled.finishedAt,
    })
    .execute();
}

/** The caller's own committed imports, newest first, each page named in the reader's language. */
export const importRecordList: EndpointHandler<typeof ENDPOINTS.importRecordList> = async ({
  db,
  input,
  lang,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const query = db
    .selectFrom('import_records')
    .where('user_id', '=', auth.userId)
    .where('company_id', '=', auth.companyId);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.curPage - 1) * input.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: ImportRecord[] = rows.map((r) => {
    return {
      id: r.id,
      pageKey: r.page_key,
      pageName: pageName(r.page_key, lang),
      fileName: r.file_name,
      state: r.state as ImportRecordState,
      rowsChosen: r.rows_chosen,
      rowsWritten: r.rows_written,
      rowsFailed: r.rows_failed,
      failures: JSON.parse(r.failures) as ImportRecord['failures'],
      startedAt: Number(r.started_at),
      finishedAt: Number(r.finished_at),
    };
  });
  return { data, totalRecords: Number(total.n) };
};
