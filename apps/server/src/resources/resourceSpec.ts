import type { Language } from '@roadwatch/core';
import type { AnyResource, RowOf, SaveOf } from '@roadwatch/core';
import type { Kysely, RawBuilder, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import type { Database } from '../db/connect';
import type { AppDeps } from '../http/endpointHandler';
import type { UserAuth } from '../scope/authContext';

/* eslint-disable @typescript-eslint/no-explicit-any -- the kit builds queries over whichever table a resource names */
/** The kit's query builder: any table, any alias (a resource's own code stays typed against `Database`). */
export type AnyDb = Kysely<any>;
export type AnyTrx = Transaction<any>;
export type AnySelect = SelectQueryBuilder<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface WriteContext {
  auth: UserAuth;
  deps: AppDeps;
  now: number;
  /** The caller's language (what a row made now for later delivery is written in). */
  lang: Language;
  /**
   * Work outside the database that a write inside the transaction calls for (closing a terminal's session): run
   * once the transaction has committed, in order, and dropped when it rolls back.
   */
  onCommit: (effect: () => Promise<void>) => void;
}

/** What a read may depend on besides the rows: the server's clock (statuses derived from dates). */
export interface ReadContext {
  now: number;
}

/** Why a delete is refused: rows of `table` whose `column` names one of the deleted rows. */
export interface Dependant {
  table: string;
  column: string;
  /** errors.* key of the refusal ("the department still holds vehicles"). */
  message: `errors.${string}`;
  /** Extra condition on the dependant rows (e.g. only bound terminals). */
  where?: string;
}

/**
 * How a resource lives in the database. The list and detail select from `<table> as t` (plus joins) and name
 * each selected column after its row field; the kit adds scope, filters, sorting, paging, counting and the audit.
 */
export interface ResourceSpec<R extends AnyResource> {
  resource: R;
  table: string;
  /** Rows the caller may see (default: the caller's company and department subtree on `t`). */
  scope?: (auth: UserAuth, now: number) => RawBuilder<SqlBool>;
  /** `from <table> as t` with its joins. */
  from: (db: AnyDb) => AnySelect;
  /** The row's columns, each aliased to its field. */
  select: (query: AnySelect) => AnySelect;
  /** Order expression of each sortable field. */
  sortColumns: Record<R['sortable'][number], string>;
  /** The filter bar's conditions. */
  filter?: (query: AnySelect, filters: Partial<Record<string, unknown>>, at: ReadContext) => AnySelect;
  /** A database row (columns as selected) → the row the client gets. */
  toRow?: (raw: Record<string, unknown>, at: ReadContext) => RowOf<R>;
  /** Batch enrichment after a page is read (lists such as co-drivers). */
  enrich?: (db: Database, rows: RowOf<R>[]) => Promise<RowOf<R>[]>;
  /** Table columns written by add and update. */
  toColumns: (save: SaveOf<R>, ctx: WriteContext) => Record<string, unknown>;
  /**
   * Columns written only when a row is added (a password hash, a creation time, a placeholder the row's own id
   * completes in `afterWrite`), inside the transaction after `check`.
   */
  insertColumns?: (
    trx: AnyTrx,
    save: SaveOf<R>,
    ctx: WriteContext,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Whether the table has a department column that a save must keep inside the caller's scope. */
  departmentField?: keyof SaveOf<R> & string;
  /** Checks before writing, inside the transaction (uniqueness, referenced rows in scope). Throw businessFailure. */
  check?: (trx: AnyTrx, save: SaveOf<R>, ctx: WriteContext & { id: number | null }) => Promise<void>;
  /** Writes that belong with the row (child tables, history), inside the transaction. */
  afterWrite?: (
    trx: AnyTrx,
    id: number,
    save: SaveOf<R>,
    ctx: WriteContext & { created: boolean },
  ) => Promise<void>;
  /**
   * The child writes of many rows an import has just added, in a few multi-row statements. An import inserts its
   * rows in multi-row statements when the spec has this hook or no `afterWrite`; otherwise row by row, calling
   * `afterWrite` (so a placeholder completed by `afterWrite` never meets another row's).
   */
  afterInsertMany?: (
    trx: AnyTrx,
    written: readonly { id: number; save: SaveOf<R> }[],
    ctx: WriteContext,
  ) => Promise<void>;
  /** Rows that keep a row from being deleted. */
  dependants?: readonly Dependant[];
  /** Checks and child deletes before the rows go, inside the transaction. */
  beforeDelete?: (trx: AnyTrx, ids: readonly number[], ctx: WriteContext) => Promise<void>;
  /** Effects outside the database once a write has committed (e.g. closing a terminal's session). */
  afterCommit?: (
    ids: readonly number[],
    ctx: WriteContext & { action: 'add' | 'update' | 'delete' },
  ) => Promise<void>;
}
