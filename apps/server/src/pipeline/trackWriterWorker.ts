/**
 * The body of the SQLite track writer's worker thread, as plain JavaScript: a worker does not go through the
 * TypeScript loader of the process that starts it (tsx, vitest), so it is started with `eval: true`. It opens its
 * own better-sqlite3 connection to the pipeline's database file and writes each batch of track rows it is sent
 * with statements prepared once, in one transaction per batch.
 *
 * In the same transaction it marks each (vehicle, China day) of the batch in vehicle_day_dirty (`markSql`, one
 * statement per distinct pair), as the event loop's writer does, so the daily roll-up sees every committed point.
 *
 * workerData: { driverPath, file, manySql, oneSql, markSql, chinaOffsetMs, dayMs, rowsPerStatement, columns,
 *   textColumn }
 * in:  { id, values: Float64Array (columns values a row), rows, texts } — a row's value in `textColumn` is the index
 *      of its text in `texts` (the trailer number), NaN for null
 * out: { id, ok } or { id, ok: false, error, code, values } — a failed batch's rows come back to be kept and retried
 */
export const TRACK_WRITER_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const { file, manySql, oneSql, markSql, chinaOffsetMs, dayMs, rowsPerStatement, columns, textColumn } = workerData;

const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
const many = db.prepare(manySql);
const one = db.prepare(oneSql);
const mark = db.prepare(markSql);
const manyArgs = new Array(rowsPerStatement * columns);
const oneArgs = new Array(columns);

const textOf = (texts, v) => (Number.isNaN(v) ? null : (texts[v] ?? null));

const writeAll = db.transaction((values, rows, texts) => {
  let row = 0;
  for (; row + rowsPerStatement <= rows; row += rowsPerStatement) {
    const start = row * columns;
    for (let i = 0; i < manyArgs.length; i += 1) manyArgs[i] = values[start + i];
    for (let i = textColumn; i < manyArgs.length; i += columns) manyArgs[i] = textOf(texts, manyArgs[i]);
    many.run(manyArgs);
  }
  for (; row < rows; row += 1) {
    const start = row * columns;
    for (let i = 0; i < columns; i += 1) oneArgs[i] = values[start + i];
    oneArgs[textColumn] = textOf(texts, oneArgs[textColumn]);
    one.run(oneArgs);
  }
  const markedAt = Date.now();
  const days = new Set();
  for (let at = 0; at < rows * columns; at += columns) {
    const day = Math.floor((values[at + 1] + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs;
    const key = values[at] + ':' + day;
    if (days.has(key)) continue;
    days.add(key);
    mark.run([values[at], day, markedAt]);
  }
});

const pause = new Int32Array(new SharedArrayBuffer(4));

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  const { id, values, rows, texts } = message;
  let error = null;
  let code = '';
  // One retry after a short pause: a lock held past busy_timeout or a transient I/O error passes by itself.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeAll(values, rows, texts || []);
      error = null;
      break;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      code = err && typeof err.code === 'string' ? err.code : '';
      if (attempt === 0) Atomics.wait(pause, 0, 0, 100);
    }
  }
  if (error === null) parentPort.postMessage({ type: 'written', id, ok: true });
  else parentPort.postMessage({ type: 'written', id, ok: false, error, code, values }, [values.buffer]);
});
`;
