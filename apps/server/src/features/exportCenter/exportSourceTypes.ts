import type { ExportJobCreateRequest, ExportSource, Language } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import type { SheetValue, StreamColumn } from '../../resources/sheet/xlsxStream';
import type { AuthContext } from '../../scope/authContext';

/** What every export-centre source is: the sources themselves are listed in `exportSources.ts`. */
export type ParamsOf<S extends ExportSource> = Extract<ExportJobCreateRequest, { source: S }>['params'];

export interface SourceContext {
  db: Database;
  auth: AuthContext;
  t: TFunction;
  lang: Language;
  /** The clock a partner's shared vehicle is judged by (its share window). */
  now: number;
}

/** What a job writes: its columns, how many rows (when cheap to know) and the rows themselves. */
export interface OpenedExport {
  columns: StreamColumn[];
  total: number | null;
  rows: AsyncIterable<SheetValue[]>;
}

export interface ExportSourceDefinition<S extends ExportSource> {
  /**
   * Checked when the job is asked for, in the caller's scope: the title and file name stem it gets, or a business
   * failure (not found, no data) so a job that can only fail is never queued.
   */
  describe(ctx: SourceContext, params: ParamsOf<S>): Promise<{ title: string; stem: string }>;
  /** Run in the export worker, with the same scope. */
  open(ctx: SourceContext, params: ParamsOf<S>): Promise<OpenedExport>;
}
