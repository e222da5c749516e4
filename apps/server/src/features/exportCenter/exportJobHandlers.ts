import fs from 'node:fs';
import {
  EXPORT_ACTIVE_PER_USER,
  EXPORT_SOURCES,
  type ENDPOINTS,
  type ExportFormat,
  type ExportJob,
  type ExportJobState,
  type ExportSource,
} from '@roadwatch/core';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import { attachment } from '../../http/attachment';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { Selectable } from 'kysely';
import type { ExportJobs } from '../../db/schema.gen';
import { exportSourceOf } from './exportSources';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};
const ACTIVE: ExportJobState[] = ['queued', 'running'];

/** A file name without path separators or characters file systems refuse. */
function fileStem(stem: string): string {
  // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
  return stem.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 120);
}

function toJob(row: Selectable<ExportJobs>, t: (key: string) => string): ExportJob {
  return {
    id: row.id,
    source: row.source as ExportSource,
    format: row.format as ExportFormat,
    title: row.title,
    state: row.state as ExportJobState,
    rowsDone: row.rows_done,
    rowsTotal: row.rows_total,
    fileName: row.file_name,
    fileSize: row.file_size,
    failure: row.failure_key ? t(row.failure_key) : null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiresAt: row.expires_at,
  };
}

/**
 * Queues an export in the caller's scope. The caller needs the source's own export operation; the source checks
 * its parameters against the scope now (a job that could only fail is never queued) and names the file.
 */
export const exportJobCreate: EndpointHandler<typeof ENDPOINTS.exportJobCreate> = async ({
  db,
  deps,
  input,
  t,
  lang,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const runner = deps.exports;
  if (!runner) throw businessFailure('errors.exportUnavailable');
  if (!(await auth.operations()).has(EXPORT_SOURCES[input.source].operationId))
    throw new ApiFailure(403, 'errors.noPermission');
  const active = await db
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', auth.userId)
    .where('state', 'in', ACTIVE)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= EXPORT_ACTIVE_PER_USER)
    throw businessFailure('errors.exportTooMany', { max: EXPORT_ACTIVE_PER_USER });
  const { title, stem } = await exportSourceOf(input.source).describe(
    { db, auth, t, lang, now: deps.now() },
    input.params as never,
  );
  const inserted = await db
    .insertInto('export_jobs')
    .values({
      company_id: auth.companyId,
      user_id: auth.userId,
      source: input.source,
      format: input.format,
      params: JSON.stringify(input.params),
      lang,
      title,
      state: 'queued',
      file_name: `${fileStem(stem)}.${input.format}`,
      created_at: deps.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  runner.kick();
  return { id: inserted.id };
};

/** The caller's own jobs, newest first (the download centre: finished files not yet removed). */
export const exportJobList: EndpointHandler<typeof ENDPOINTS.exportJobList> = async ({
  db,
  deps,
  input,
  t,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  let query = db.selectFrom('export_jobs').where('user_id', '=', auth.userId);
  if (input.finishedOnly) query = query.where('state', '=', 'succeeded').where('expires_at', '>', deps.now());
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.curPage - 1) * input.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((r) => toJob(r, t)), totalRecords: Number(total.n) };
};

/** Cancels a queued or running job of the caller; the runner stops its worker at its next beat. */
export const exportJobCancel: EndpointHandler<typeof ENDPOINTS.exportJobCancel> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const done = await db
    .updateTable('export_jobs')
    .set({ state: 'cancelled', finished_at: deps.now(), runner: null, lease_until: null })
    .where('id', '=', input.id)
    .where('user_id', '=', auth.userId)
    .where('state', 'in', ACTIVE)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const exists = await db
      .selectFrom('export_jobs')
      .select('id')
      .where('id', '=', input.id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    throw businessFailure(exists ? 'errors.exportNotCancellable' : 'errors.notFound');
  }
  return { id: input.id };
};

/** Removes a finished job of the caller and its file (a running one must be cancelled first). */
export const exportJobDelete: EndpointHandler<typeof ENDPOINTS.exportJobDelete> = async ({
  db,
  deps,
  input,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const job = await db
    .selectFrom('export_jobs')
    .select(['id', 'state', 'format'])
    .where('id', '=', input.id)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  if (!job) throw businessFailure('errors.notFound');
  if (ACTIVE.includes(job.state as ExportJobState)) throw businessFailure('errors.exportStillRunning');
  await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
  if (deps.exports) fs.rmSync(deps.exports.fileOf(job.id, job.format), { force: true });
  return { id: job.id };
};

/** The file of a succeeded job of the caller, while it is kept. */
export const exportJobDownload: EndpointHandler<typeof ENDPOINTS.exportJobDownload> = async ({
  db,
  deps,
  input,
  reply,
  ...ctx
}) => {
  const auth = requireUser(ctx);
  const job = await db
    .selectFrom('export_jobs')
    .select(['id', 'format', 'file_name', 'expires_at'])
    .where('id', '=', input.id)
    .where('user_id', '=', auth.userId)
    .where('state', '=', 'succeeded')
    .executeTakeFirst();
  const file = job && deps.exports?.fileOf(job.id, job.format);
  if (!job || !file || (job.expires_at ?? 0) <= deps.now() || !fs.existsSync(file))
    throw businessFailure('errors.exportFileGone');
  attachment(reply, CONTENT_TYPES[job.format as ExportFormat], job.file_name);
  return fs.createReadStream(file) as never;
};
