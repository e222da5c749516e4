import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint, type Endpoint } from '../api/endpoint';
import type { BlobBody } from '../endpoints/alarmHandling';
import { VMSG } from '../validators/messages';
import {
  DELETE_MAX_IDS,
  importLimitsOf,
  listPage,
  resourceOperation,
  rowId,
  type AnyResource,
} from './defineResource';
import type { ImportParseResult, ImportProgress } from './importTypes';

const sortOrder = z.enum(['asc', 'desc'], { error: VMSG.invalid });
const importId = z.string({ error: VMSG.required }).regex(/^[0-9a-f]{32}$/, { error: VMSG.invalid });

/** Base64 of a spreadsheet of at most `maxBytes`. */
const base64File = (maxBytes: number) =>
  z
    .string({ error: VMSG.required })
    .min(1, { error: VMSG.required })
    .max(base64Length(maxBytes), { error: VMSG.fileTooLarge })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: VMSG.invalid });

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Request schemas of a resource's endpoints (also used by the console's forms). */
export function resourceRequests<R extends AnyResource>(resource: R) {
  const sortField = z.enum(resource.sortable as [string, ...string[]], { error: VMSG.invalid });
  const filters = z.strictObject({
    ...resource.filters,
    sortField: sortField.optional(),
    sortOrder: sortOrder.optional(),
  });
  const list = z.strictObject({
    ...resource.filters,
    sortField: sortField.optional(),
    sortOrder: sortOrder.optional(),
    ...listPage,
  });
  const update = z.intersection(resource.save, z.object({ id: rowId }));
  const { maxRows, maxBytes } = importLimitsOf(resource);
  return {
    list,
    filters,
    detail: z.strictObject({ id: z.coerce.number({ error: VMSG.invalid }).pipe(rowId) }),
    add: resource.save,
    update,
    delete: z.strictObject({
      ids: z
        .array(rowId, { error: VMSG.invalid })
        .min(1, { error: VMSG.selectRows })
        .max(DELETE_MAX_IDS, { error: VMSG.tooBig }),
    }),
    importParse: z.strictObject({
      fileName: z
        .string({ error: VMSG.required })
        .trim()
        .max(200, { error: VMSG.tooLong })
        .regex(/\.xlsx?$/i, { error: VMSG.spreadsheetOnly }),
      content: base64File(maxBytes),
    }),
    importCommit: z.strictObject({
      importId,
      rows: z
        .array(
          z
            .number()
            .int()
            .min(1)
            .max(maxRows + 1),
          { error: VMSG.invalid },
        )
        .min(1, { error: VMSG.selectRows })
        .max(maxRows, { error: VMSG.tooBig }),
    }),
    importId: z.strictObject({ importId }),
  };
}

export interface SavedId {
  id: number;
}

export interface DeleteResult {
  deleted: number;
}

/**
 * The endpoints of a resource, keyed `<name>List`, `<name>Detail`, `<name>Add`, `<name>Update`, `<name>Delete`,
 * `<name>Export`, `<name>ImportTemplate`, `<name>ImportParse`, `<name>ImportCommit`, `<name>ImportProgress`,
 * `<name>ImportCancel`. Reading needs the page's operation id; each write needs its action's.
 */
export function resourceEndpoints<R extends AnyResource>(resource: R) {
  type Row = z.output<R['row']>;
  const req = resourceRequests(resource);
  const base = { module: resource.module } as const;
  const at = (p: string) => `${resource.path}${p}`;
  const op = (action?: Parameters<typeof resourceOperation>[1]) => ({
    operationId: resourceOperation(resource, action),
  });
  const endpoints = {
    List: endpoint<Page<Row>>()({
      ...base,
      name: `${resource.name}List`,
      method: 'POST',
      path: at('/list'),
      access: op(),
      request: req.list,
    }),
    Detail: endpoint<Row>()({
      ...base,
      name: `${resource.name}Detail`,
      method: 'GET',
      path: at('/detail'),
      access: op(),
      request: req.detail,
    }),
    Add: endpoint<SavedId>()({
      ...base,
      name: `${resource.name}Add`,
      method: 'POST',
      path: at('/add'),
      access: op('add'),
      request: req.add,
    }),
    Update: endpoint<SavedId>()({
      ...base,
      name: `${resource.name}Update`,
      method: 'POST',
      path: at('/update'),
      access: op('update'),
      request: req.update,
    }),
    Delete: endpoint<DeleteResult>()({
      ...base,
      name: `${resource.name}Delete`,
      method: 'POST',
      path: at('/delete'),
      access: op('delete'),
      request: req.delete,
    }),
    Export: endpoint<BlobBody>()({
      ...base,
      name: `${resource.name}Export`,
      method: 'POST',
      path: at('/export'),
      access: op('export'),
      request: req.filters,
      blob: true,
    }),
    ImportTemplate: endpoint<BlobBody>()({
      ...base,
      name: `${resource.name}ImportTemplate`,
      method: 'GET',
      path: at('/import/template'),
      access: op('import'),
      request: z.strictObject({}),
      blob: true,
    }),
    ImportParse: endpoint<ImportParseResult>()({
      ...base,
      name: `${resource.name}ImportParse`,
      method: 'POST',
      path: at('/import/parse'),
      access: op('import'),
      request: req.importParse,
      bodyLimit: base64Length(importLimitsOf(resource).maxBytes) + 4096,
    }),
    ImportCommit: endpoint<ImportProgress>()({
      ...base,
      name: `${resource.name}ImportCommit`,
      method: 'POST',
      path: at('/import/commit'),
      access: op('import'),
      request: req.importCommit,
    }),
    ImportProgress: endpoint<ImportProgress>()({
      ...base,
      name: `${resource.name}ImportProgress`,
      method: 'GET',
      path: at('/import/progress'),
      access: op('import'),
      request: req.importId,
    }),
    ImportCancel: endpoint<ImportProgress>()({
      ...base,
      name: `${resource.name}ImportCancel`,
      method: 'POST',
      path: at('/import/cancel'),
      access: op('import'),
      request: req.importId,
    }),
  };
  return endpoints;
}

export type ResourceEndpointSet<R extends AnyResource> = ReturnType<typeof resourceEndpoints<R>>;

/** Which endpoints a resource has: reading always; writes only for its declared actions. */
const NEEDS: Record<keyof ResourceEndpointSet<AnyResource>, string | null> = {
  List: null,
  Detail: null,
  Add: 'add',
  Update: 'update',
  Delete: 'delete',
  Export: 'export',
  ImportTemplate: 'import',
  ImportParse: 'import',
  ImportCommit: 'import',
  ImportProgress: 'import',
  ImportCancel: 'import',
};

type Keyed<N extends string, E> = { [K in keyof E & string as `${N}${K}`]: E[K] };

type SuffixFor<A> = A extends 'add'
  ? 'Add'
  : A extends 'update'
    ? 'Update'
    : A extends 'delete'
      ? 'Delete'
      : A extends 'export'
        ? 'Export'
        : A extends 'import'
          ? 'ImportTemplate' | 'ImportParse' | 'ImportCommit' | 'ImportProgress' | 'ImportCancel'
          : never;

/** The endpoints a resource has, by name. */
export type ResourceEndpointTable<R extends AnyResource> = Keyed<
  R['name'],
  Pick<ResourceEndpointSet<R>, 'List' | 'Detail' | SuffixFor<R['actions'][number]>>
>;

/** The resource's endpoints by endpoint name, for the ENDPOINTS table (only the actions it declares). */
export function resourceEndpointTable<R extends AnyResource>(resource: R): ResourceEndpointTable<R> {
  const all = resourceEndpoints(resource) as Record<string, Endpoint>;
  const declared = new Set<string>(resource.actions);
  const out: Record<string, Endpoint> = {};
  for (const [suffix, e] of Object.entries(all)) {
    const need = NEEDS[suffix as keyof typeof NEEDS];
    if (need === null || declared.has(need)) out[`${resource.name}${suffix}`] = e;
  }
  return out as unknown as ResourceEndpointTable<R>;
}
