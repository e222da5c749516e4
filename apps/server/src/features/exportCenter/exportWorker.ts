import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import { connectDatabase } from '../../db/connect';
import { ApiFailure } from '../../http/apiFailure';
import { localeFor } from '../../http/requestLocale';
import { xlsxStream } from '../../resources/sheet/xlsxStream';
import type { UserAuth } from '../../scope/authContext';
import { csvStream } from './csvStream';
import type { ExportWorkerData, ExportWorkerMessage } from './exportWorkerData';
import { exportSourceOf } from './exportSources';

/** Rows between two progress messages. */
const PROGRESS_EVERY = 2000;

/**
 * `rows` as they are pulled, calling `onRow` for each. A plain iterator over the source's: an async generator in
 * between cost an eighth of a million-row export's time.
 */
function counting<T>(rows: AsyncIterable<T>, onRow: () => void): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const source = rows[Symbol.asyncIterator]();
      return {
        next: () =>
          source.next().then((step) => {
            if (!step.done) onRow();
            return step;
          }),
        return: (value?: unknown) =>
          source.return?.(value) ?? Promise.resolve({ done: true as const, value: undefined }),
      };
    },
  };
}

function post(message: ExportWorkerMessage): void {
  parentPort?.postMessage(message);
}

/**
 * One export in the worker thread (so a million-row file never holds the API's event loop): opens its own database
 * connection, reads the source in the caller's scope and streams the file to disk, reporting its rows.
 */
async function runExport(data: ExportWorkerData): Promise<void> {
  const db = connectDatabase(data.database);
  try {
    const { t } = localeFor(data.lang);
    const auth: UserAuth = {
      kind: 'user',
      tokenHash: '',
      ...data.scope,
      operations: () => Promise.resolve(new Set<string>()),
    };
    const request = data.request;
    const opened = await exportSourceOf(request.source).open(
      { db, auth, t, lang: data.lang, now: Date.now() },
      request.params as never,
    );
    if (opened.total !== null) post({ kind: 'total', rows: opened.total });
    let rows = 0;
    const counted = () =>
      counting(opened.rows, () => {
        rows += 1;
        if (rows % PROGRESS_EVERY === 0) post({ kind: 'progress', rows });
      });
    const body =
      data.format === 'xlsx'
        ? Readable.from(xlsxStream(opened.columns, counted()))
        : data.format === 'csv'
          ? Readable.from(csvStream(opened.columns, counted()))
          : await (async () => {
              if (!data.pdfFont) throw new ApiFailure(200, 'errors.pdfFontMissing');
              // The PDF writer and its font engine are tens of MB of heap: loaded by the first PDF job only.
              const { tablePdf } = await import('./tablePdf');
              return tablePdf(t, data.pdfFont, {
                title: data.title,
                columns: opened.columns,
                total: opened.total,
                rows: counted(),
                createdAt: data.createdAt,
              });
            })();
    await pipeline(body, fs.createWriteStream(data.filePath));
    post({ kind: 'done', rows, bytes: fs.statSync(data.filePath).size });
  } finally {
    await db.destroy();
  }
}

// One thread serves the runner's jobs one after another (its start, which loads the code, is paid once).
parentPort?.on('message', (data: ExportWorkerData) => {
  runExport(data).catch((error: unknown) => {
    post({
      kind: 'failed',
      failureKey: error instanceof ApiFailure ? error.messageKey : 'errors.exportFailed',
      detail: error instanceof Error ? error.message : String(error),
    });
  });
});
