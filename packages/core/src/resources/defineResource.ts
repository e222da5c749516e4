import { z } from 'zod';
import type { ModuleKey } from '../api/modules';
import type { OperationId, PageKey } from '../catalogue/menuCatalogue';
import { LIMITS } from '../constants';
import { VMSG } from '../validators/messages';

/** What a list-and-form page can do; each action is the operation id `<page>:<action>` of the catalogue. */
export type ResourceAction = 'add' | 'update' | 'delete' | 'export' | 'import';

/** The actions the catalogue grants on page `K` (`'add'` when `K:add` is an operation id, …). */
export type ActionsOf<K extends string> = OperationId extends infer O
  ? O extends `${K}:${infer A extends ResourceAction}`
    ? A
    : never
  : never;

export type SortOrder = 'asc' | 'desc';

type RowShape = z.ZodRawShape & { id: z.ZodType<number> };

/** Any declared resource, as the kit's generic code sees it. */
export interface AnyResource {
  key: PageKey;
  name: string;
  module: ModuleKey;
  path: string;
  row: z.ZodObject;
  save: z.ZodType;
  filters: z.ZodRawShape;
  sortable: readonly string[];
  defaultOrder?: SortOrder;
  actions: readonly ResourceAction[];
  sheet?: readonly string[];
  importLimits?: ImportLimits;
}

/** How much one import of a resource may hold; `importLimitsOf` fills in the defaults. */
export interface ImportLimits {
  /** Most data rows of one file (default IMPORT_MAX_ROWS, at most IMPORT_ROWS_CEILING). */
  maxRows?: number;
  /** Largest file in bytes (default IMPORT_MAX_BYTES, at most IMPORT_BYTES_CEILING). */
  maxBytes?: number;
}

/**
 * A list-and-form resource, declared once: from it come the endpoints (list, detail, add, update, delete, export,
 * import), the server handlers (`resourceHandlers`) and the console page (`ResourcePage`).
 */
export interface Resource<
  K extends PageKey = PageKey,
  N extends string = string,
  R extends RowShape = RowShape,
  S extends z.ZodType = z.ZodType,
  F extends z.ZodRawShape = z.ZodRawShape,
  A extends ActionsOf<K> = ActionsOf<K>,
  O extends keyof R & string = keyof R & string,
> {
  /** The page's menu key: its operation id, and the prefix of its action operation ids. */
  key: K;
  /** Prefix of the endpoint names (`vehicleList`, `vehicleAdd` …) and the resource's i18n key. */
  name: N;
  module: ModuleKey;
  /** Base path inside the module, e.g. `/vehicle`. */
  path: string;
  /** A list row and a detail: what the server answers. */
  row: z.ZodObject<R>;
  /** What add and update accept (update adds `id`); cross-field rules live here as refinements. */
  save: S;
  /** The filter bar; every filter is optional. */
  filters: F;
  /** Row fields the list may be sorted by; the first is the default (descending when `defaultOrder` says so). */
  sortable: readonly [O, ...O[]];
  defaultOrder?: SortOrder;
  actions: readonly A[];
  /**
   * Columns of the import template and of the export, in order: save fields read from a spreadsheet row
   * (header = the field's translated label). Export writes the row fields of the same names.
   */
  sheet?: readonly string[];
  /** Larger imports than the kit's default (a resource whose users bring 50,000 rows). */
  importLimits?: ImportLimits;
}

export type RowOf<X extends AnyResource> = z.output<X['row']>;
export type SaveOf<X extends AnyResource> = z.output<X['save']>;
export type SaveInputOf<X extends AnyResource> = z.input<X['save']>;

/** Declare a resource; the action list is checked against the catalogue (`roleList:add` must exist). */
export function defineResource<
  const K extends PageKey,
  const N extends string,
  R extends RowShape,
  S extends z.ZodType,
  F extends z.ZodRawShape,
  const A extends ActionsOf<K>,
  const O extends keyof R & string,
>(def: Resource<K, N, R, S, F, A, O>): Resource<K, N, R, S, F, A, O> {
  return def;
}

/** Operation id of an action of a resource (`vehicleManage:add`), or the page itself for reading. */
export function resourceOperation(resource: Pick<AnyResource, 'key'>, action?: ResourceAction): OperationId {
  return (action ? `${resource.key}:${action}` : resource.key) as OperationId;
}

const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

/** Row ids: positive 32-bit integers. */
export const rowId = int(1, 2_147_483_647);

/**
 * A chosen row (department, fleet, vehicle, driver) that the form requires: "required" when nothing is chosen,
 * "invalid" for anything else that is not a row id.
 */
export const chosenId = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .pipe(rowId);

/** Page and size of a server-paged list (sizes of seed 001 §9). */
export const listPage = {
  curPage: int(1, 100_000),
  pageSize: z
    .number({ error: VMSG.invalid })
    .refine((n) => (LIMITS.pageSizeOptions as readonly number[]).includes(n), { error: VMSG.invalid }),
};

/** Most rows one delete may name (a page of the largest size). */
export const DELETE_MAX_IDS = Math.max(...LIMITS.pageSizeOptions);
/** Most rows one import may write, unless the resource says otherwise. */
export const IMPORT_MAX_ROWS = 10_000;
/** Largest spreadsheet an import accepts (bytes of the file), unless the resource says otherwise. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** No resource imports more rows at once: the server holds at most this many parsed rows in all. */
export const IMPORT_ROWS_CEILING = 100_000;
/** No resource accepts a larger file: its base64 travels in one JSON request body. */
export const IMPORT_BYTES_CEILING = 32 * 1024 * 1024;

/** A resource's import limits with the defaults filled in and the ceilings applied. */
export function importLimitsOf(resource: Pick<AnyResource, 'importLimits'>): Required<ImportLimits> {
  const { maxRows = IMPORT_MAX_ROWS, maxBytes = IMPORT_MAX_BYTES } = resource.importLimits ?? {};
  return {
    maxRows: Math.min(Math.max(1, Math.floor(maxRows)), IMPORT_ROWS_CEILING),
    maxBytes: Math.min(Math.max(1, Math.floor(maxBytes)), IMPORT_BYTES_CEILING),
  };
}
