import { CompiledQuery, sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema.gen';

export type TableName = keyof DB;

/**
 * Bound parameters per statement: under SQLite's limit of 32766 (PostgreSQL allows 65535), so one multi-row
 * INSERT carries as many rows as fit.
 */
const MAX_PARAMS = 32_000;
/** Buffered rows that trigger a flush: large enough for few transactions, small enough to keep memory flat. */
const FLUSH_ROWS = 60_000;

type Row = Record<string, unknown>;

/**
 * Collects rows per table and writes them in multi-row INSERTs inside transactions. While one flush is being
 * written the caller may keep generating (PostgreSQL answers asynchronously); a second flush waits for the first,
 * so tables are written in the order rows were added.
 */
export class BatchWriter {
  readonly counts: Partial<Record<TableName, number>> = {};
  private buffers = new Map<TableName, Row[]>();
  private buffered = 0;
  private inFlight: Promise<void> = Promise.resolve();
  private readonly sqlCache = new Map<string, string>();
  private readonly postgres: boolean;

  constructor(
    private readonly db: Database,
    private readonly onProgress?: (table: string, rows: number) => void,
  ) {
    this.postgres = isPostgres(db);
  }

  add<T extends TableName>(table: T, rows: readonly Insertable<DB[T]>[]): void {
    if (rows.length === 0) return;
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = [];
      this.buffers.set(table, buffer);
    }
    for (const row of rows) buffer.push(row as Row);
    this.buffered += rows.length;
  }

  /**
   * Starts writing once enough rows are buffered. `independent`: the buffered tables do not reference each
   * other, so PostgreSQL may write them concurrently on separate connections.
   */
  async flushIfFull(independent = false): Promise<void> {
    if (this.buffered < FLUSH_ROWS) return;
    await this.inFlight;
    const writing = this.write(this.take(), independent);
    // The failure surfaces at the next await of inFlight; until then it must not count as unhandled.
    writing.catch(() => undefined);
    this.inFlight = writing;
  }

  /** Writes everything buffered and waits until all writes are done. */
  async flush(independent = false): Promise<void> {
    await this.inFlight;
    this.inFlight = Promise.resolve();
    await this.write(this.take(), independent);
  }

  private take(): [TableName, Row[]][] {
    const pending = [...this.buffers.entries()];
    this.buffers = new Map();
    this.buffered = 0;
    return pending;
  }

  private async write(pending: [TableName, Row[]][], independent: boolean): Promise<void> {
    if (pending.length === 0) return;
    if (independent && this.postgres) {
      await Promise.all(pending.map((entry) => this.writeTables([entry])));
    } else {
      await this.writeTables(pending);
    }
  }

  private async writeTables(pending: [TableName, Row[]][]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Demo rows can be regenerated at will: do not wait for the WAL flush of every commit.
      if (this.postgres) await sql`set local synchronous_commit = off`.execute(trx);
      for (const [table, rows] of pending) {
        const first = rows[0];
        if (!first) continue;
        const columns = Object.keys(first);
        const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
        for (let i = 0; i < rows.length; i += perStatement) {
          const chunk = rows.slice(i, i + perStatement);
          const parameters: unknown[] = [];
          for (const row of chunk) for (const column of columns) parameters.push(row[column] ?? null);
          await trx.executeQuery(
            CompiledQuery.raw(this.insertSql(trx, table, columns, chunk.length), parameters),
          );
          const total = (this.counts[table] ?? 0) + chunk.length;
          this.counts[table] = total;
          this.onProgress?.(table, total);
        }
      }
    });
  }

  /**
   * Kysely compiles the multi-row INSERT for the dialect once per table, columns and row count; the rows' values
   * are then bound as parameters. Building a query tree for every value of a few hundred thousand rows costs more
   * than writing them.
   */
  private insertSql(trx: Transaction<DB>, table: TableName, columns: string[], rowCount: number): string {
    const key = `${table}|${columns.join(',')}|${rowCount}`;
    let text = this.sqlCache.get(key);
    if (text === undefined) {
      const placeholderRow = Object.fromEntries(columns.map((c) => [c, null]));
      const template = Array.from({ length: rowCount }, () => placeholderRow);
      // The table is only known at run time here; the rows were type-checked in add().
      text = trx
        .insertInto(table)
        .values(template as never)
        .compile().sql;
      this.sqlCache.set(key, text);
    }
    return text;
  }
}
