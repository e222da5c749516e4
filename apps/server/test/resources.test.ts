import {
  type ImportRecord,
  RESOURCES,
  resourceOperation,
  type AnyResource,
  type EndpointName,
  type ImportProgress,
  type ImportRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../src/resources/sheet/excelJs';
import { eventually } from './helpers/eventually';
import { looksLeaky } from './helpers/messages';
import { call, loginAs, startTestApp, type TestApp } from './helpers/testApp';
import { RESOURCE_FIXTURES, type FixtureWorld } from './resources/resourceFixtures';

/**
 * Every registered resource, through the real HTTP layer on the seeded database (SQLite, or PostgreSQL with
 * ROADWATCH_TEST_PG_URL): scope isolation between the two seeded companies, permission per action, 400 with
 * nothing written, paging totals, delete all or nothing, and the audit trail.
 */
let t: TestApp;
let seq = 0;
const tokens: Record<'admin' | 'other' | 'viewer', string> = { admin: '', other: '', viewer: '' };
const worlds: Record<'admin' | 'other', Omit<FixtureWorld, 'n'>> = {} as never;

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, userName] of [
    ['admin', 'admin'],
    ['other', 'other_admin'],
    ['viewer', 'viewer'],
  ] as const) {
    const login = await loginAs(t.app, userName);
    tokens[who] = login.token;
    if (who !== 'viewer') {
      const user = await t.db
        .selectFrom('users')
        .select(['company_id', 'department_id'])
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      worlds[who] = { db: t.db, companyId: user.company_id, departmentId: user.department_id };
    }
  }
}, 120_000);
afterAll(() => t.close());

const endpointOf = (r: AnyResource, suffix: string) => `${r.name}${suffix}` as EndpointName;

async function api(who: keyof typeof tokens, r: AnyResource, suffix: string, input?: unknown) {
  const res = await call(t.app, endpointOf(r, suffix), input, { token: tokens[who] });
  expect(looksLeaky(res.body)).toBe(false);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; result: never } };
}

async function rowsOf(table: string, companyId: number): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
    where company_id = ${companyId}`.execute(t.db);
  return Number(row.rows[0]?.n ?? 0);
}

async function add(who: 'admin' | 'other', r: AnyResource): Promise<number> {
  const body = await RESOURCE_FIXTURES[r.name as never as keyof typeof RESOURCE_FIXTURES].valid({
    ...worlds[who],
    n: ++seq,
  });
  const res = await api(who, r, 'Add', body);
  expect(res.body.message).toBe('');
  expect(res.body.code).toBe(1);
  return (res.body.result as { id: number }).id;
}

describe.each(RESOURCES.map((r) => [r.name, r] as const))('resource %s', (_, resource) => {
  const r = resource as AnyResource;
  const fixture = RESOURCE_FIXTURES[r.name as keyof typeof RESOURCE_FIXTURES];
  const table = () => tableOf(r);

  it('adds, reads, updates and lists a row inside the caller’s company, with paging totals', async () => {
    const before = await api('admin', r, 'List', { curPage: 1, pageSize: 10 });
    expect(before.body.code).toBe(1);
    const ids = [await add('admin', r), await add('admin', r), await add('admin', r)];
    const detail = await api('admin', r, 'Detail', { id: String(ids[0]) });
    expect(detail.body.code).toBe(1);
    expect((detail.body.result as { id: number }).id).toBe(ids[0]);
    expect((detail.body.result as { operatorName?: string }).operatorName ?? 'x').not.toBe('');

    const after = await api('admin', r, 'List', { curPage: 1, pageSize: 10 });
    const total = (after.body.result as { totalRecords: number }).totalRecords;
    expect(total).toBe((before.body.result as { totalRecords: number }).totalRecords + 3);
    const lastPage = Math.ceil(total / 10);
    const tail = await api('admin', r, 'List', { curPage: lastPage, pageSize: 10 });
    expect((tail.body.result as { data: unknown[] }).data).toHaveLength(total - (lastPage - 1) * 10);

    // A resource without an update action (share links: added and disabled, never edited) has no Update call.
    const edits = r.actions.includes('update');
    if (edits) {
      const save = {
        ...(await fixture.valid({ ...worlds.admin, n: ++seq })),
        ...fixture.change.save,
        id: ids[0],
      };
      const updated = await api('admin', r, 'Update', save);
      expect(updated.body.message).toBe('');
      const reread = await api('admin', r, 'Detail', { id: String(ids[0]) });
      expect(reread.body.result).toMatchObject(fixture.change.row);
    }

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('resource', '=', r.key)
      .where('record_id', '=', ids[0]!)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(edits ? ['add', 'update'] : ['add']);
  });

  it('keeps one company’s rows from the other: not listed, not readable, not changeable, not deletable', async () => {
    const mine = await add('admin', r);
    const theirs = await api('other', r, 'List', { curPage: 1, pageSize: 200 });
    expect((theirs.body.result as { data: { id: number }[] }).data.map((x) => x.id)).not.toContain(mine);
    expect((await api('other', r, 'Detail', { id: String(mine) })).body.code).toBe(0);
    if (r.actions.includes('update')) {
      const save = { ...(await fixture.valid({ ...worlds.other, n: ++seq })), id: mine };
      const res = await api('other', r, 'Update', save);
      expect(res.body.code).toBe(0);
    }
    if (r.actions.includes('delete'))
      expect((await api('other', r, 'Delete', { ids: [mine] })).body.code).toBe(0);
    expect((await api('admin', r, 'Detail', { id: String(mine) })).body.code).toBe(1);
  });

  it('refuses a user whose role lacks the page or the action', async () => {
    const grants = await t.db
      .selectFrom('role_operations')
      .innerJoin('users', 'users.role_id', 'role_operations.role_id')
      .select('operation_id')
      .where('users.user_name', '=', 'viewer')
      .execute();
    const held = new Set(grants.map((g) => g.operation_id));
    if (!held.has(resourceOperation(r)))
      expect((await api('viewer', r, 'List', { curPage: 1, pageSize: 10 })).status).toBe(403);
    for (const action of r.actions) {
      if (held.has(resourceOperation(r, action))) continue;
      const suffix = {
        add: 'Add',
        update: 'Update',
        delete: 'Delete',
        export: 'Export',
        import: 'ImportTemplate',
      }[action];
      const input =
        action === 'delete' ? { ids: [1] } : action === 'import' ? {} : action === 'export' ? {} : { id: 1 };
      expect((await api('viewer', r, suffix, input)).status, action).toBe(403);
    }
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const before = await rowsOf(table(), worlds.admin.companyId);
    for (const body of await fixture.invalid({ ...worlds.admin, n: ++seq })) {
      const res = await api('admin', r, 'Add', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(0);
    }
    for (const page of [
      { curPage: 0, pageSize: 10 },
      { curPage: 1, pageSize: 7 },
      { curPage: 1, pageSize: 10, sortField: 'nope' },
    ]) {
      expect((await api('admin', r, 'List', page)).status).toBe(400);
    }
    if (r.actions.includes('delete')) expect((await api('admin', r, 'Delete', { ids: [] })).status).toBe(400);
    expect(await rowsOf(table(), worlds.admin.companyId)).toBe(before);
  });

  it('deletes all or nothing', async () => {
    if (!r.actions.includes('delete')) return;
    const a = await add('admin', r);
    const foreign = await add('other', r);
    expect((await api('admin', r, 'Delete', { ids: [a, foreign] })).body.code).toBe(0);
    expect((await api('admin', r, 'Detail', { id: String(a) })).body.code).toBe(1);
    const res = await api('admin', r, 'Delete', { ids: [a] });
    expect(res.body.result).toEqual({ deleted: 1 });
    expect((await api('admin', r, 'Detail', { id: String(a) })).body.code).toBe(0);
  });
});

/** The table behind a resource, read from the list endpoint's path for the count check. */
function tableOf(r: AnyResource): string {
  return TABLES[r.name] ?? r.name;
}

const TABLES: Record<string, string> = {
  dictionary: 'dictionaries',
  department: 'departments',
  role: 'roles',
  subUser: 'users',
  motorcade: 'fleets',
  vehicleInfo: 'vehicles',
  terminal: 'terminals',
  driver: 'drivers',
  icCard: 'ic_cards',
  tag: 'tags',
  store: 'sites',
  storeFreezer: 'temp_points',
  dockingEndpoint: 'docking_endpoints',
  sentinelRule: 'cold_warning_rules',
  storePrediction: 'cold_warning_rules',
  chainBatch: 'chain_batches',
  warehouse: 'sites',
  shareLink: 'share_links',
  mapPoint: 'map_points',
  mapArea: 'map_areas',
  mapLine: 'map_lines',
  zoneAlarm: 'zone_alarms',
  lineAlarm: 'line_alarms',
  information: 'information_items',
  incubatorModel: 'incubator_models',
  incubator: 'sites',
  standardIcCard: 'standard_ic_cards',
  insurance: 'insurance_policies',
  trailer: 'trailers',
  gasCard: 'gas_cards',
  refuel: 'refuels',
  useRecord: 'vehicle_use_records',
  reimbursement: 'reimbursements',
  certificate: 'vehicle_certificates',
  maintenance: 'maintenance_records',
  tyre: 'tyre_records',
  repair: 'repair_records',
  accident: 'accident_records',
  vehicleFee: 'vehicle_fees',
  policeCheck: 'police_check_records',
  otherCost: 'other_cost_records',
  monitorAuth: 'monitor_auths',
  reportSubscription: 'report_subscriptions',
};

describe.each(
  RESOURCES.filter((r) => (r.actions as readonly string[]).includes('import')).map(
    (r) => [r.name, r] as const,
  ),
)('spreadsheets of %s', (_, resource) => {
  const r = resource as AnyResource;
  const fixture = RESOURCE_FIXTURES[r.name as keyof typeof RESOURCE_FIXTURES];

  async function fileFrom(rows: Record<string, string>[]): Promise<string> {
    const res = await call(t.app, endpointOf(r, 'ImportTemplate'), {}, { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).cellCount).toBe(r.sheet?.length);
    rows.forEach((row, i) => {
      r.sheet!.forEach((field, c) => {
        sheet.getCell(i + 2, c + 1).value = row[field] ?? '';
      });
    });
    return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  }

  it('imports the chosen good rows of a file, names the bad ones by row, and exports what it holds', async () => {
    const before = await rowsOf(tableOf(r), worlds.admin.companyId);
    const { good, bad } = await fixture.sheetRows!({ ...worlds.admin, n: ++seq }, 3);
    const content = await fileFrom([good[0]!, bad[0]!, good[1]!, good[2]!]);
    const parsed = await api('admin', r, 'ImportParse', { fileName: 'fleet.xlsx', content });
    expect(parsed.body.message).toBe('');
    const rows = (parsed.body.result as { importId: string; rows: ImportRow[] }).rows;
    expect(rows.map((x) => x.rowNo)).toEqual([2, 3, 4, 5]);
    expect(rows.map((x) => Object.keys(x.errors).length > 0)).toEqual([false, true, false, false]);
    const importId = (parsed.body.result as { importId: string }).importId;
    // A row with errors cannot be chosen.
    expect((await api('admin', r, 'ImportCommit', { importId, rows: [2, 3] })).body.code).toBe(0);
    // Another user cannot see or commit this import.
    expect((await api('other', r, 'ImportProgress', { importId })).body.code).toBe(0);
    const started = await api('admin', r, 'ImportCommit', { importId, rows: [2, 4, 5] });
    expect(started.body.code).toBe(1);
    const done = await eventually('the import finished', async () => {
      const p = (await api('admin', r, 'ImportProgress', { importId })).body.result as ImportProgress;
      return p.state === 'running' ? undefined : p;
    });
    expect(done).toMatchObject({ state: 'done', total: 3, imported: 3, failed: [] });
    expect(await rowsOf(tableOf(r), worlds.admin.companyId)).toBe(before + 3);
    // The upload centre keeps the commit (its page, file and rows) for the importer alone.
    const records = async (who: 'admin' | 'other') =>
      (await call(t.app, 'importRecordList', { curPage: 1, pageSize: 100 }, { token: tokens[who] })).json()
        .result.data as ImportRecord[];
    const record = await eventually('the import is recorded', async () =>
      (await records('admin')).find((x) => x.pageKey === r.key),
    );
    expect(record).toMatchObject({
      fileName: 'fleet.xlsx',
      state: 'succeeded',
      rowsChosen: 3,
      rowsWritten: 3,
      rowsFailed: 0,
      failures: [],
    });
    expect((await records('other')).some((x) => x.id === record.id)).toBe(false);
    const audited = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('resource', '=', r.key)
      .where('action', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(Number(audited.n)).toBe(3);

    // The same file again: every row now repeats what the database holds.
    const again = await api('admin', r, 'ImportParse', { fileName: 'fleet.xlsx', content });
    const repeated = (again.body.result as { rows: ImportRow[] }).rows;
    expect(repeated.every((x) => Object.keys(x.errors).length > 0)).toBe(true);

    const exported = await call(t.app, endpointOf(r, 'Export'), {}, { token: tokens.admin });
    expect(exported.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const total = await api('admin', r, 'List', { curPage: 1, pageSize: 10 });
    expect(book.worksheets[0]!.actualRowCount - 1).toBe(
      (total.body.result as { totalRecords: number }).totalRecords,
    );
  });

  it('refuses a file that is not a spreadsheet, and one without the template’s columns', async () => {
    const text = Buffer.from('plate,phone\n京A12345,13800000000\n').toString('base64');
    const res = await api('admin', r, 'ImportParse', { fileName: 'fleet.xlsx', content: text });
    expect(res.body.code).toBe(0);
    const book = new Workbook();
    book.addWorksheet('x').addRow(['something else']);
    const other = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const missing = await api('admin', r, 'ImportParse', { fileName: 'fleet.xlsx', content: other });
    expect(missing.body.code).toBe(0);
    expect(missing.body.message.length).toBeGreaterThan(0);
    expect((await api('admin', r, 'ImportParse', { fileName: 'fleet.csv', content: other })).status).toBe(
      400,
    );
  });
});

describe('dictionaryTypeValidList', () => {
  it('offers the company’s valid values of a dictionary in the caller’s language, and refuses an unknown one', async () => {
    const zh = await call(
      t.app,
      'dictionaryTypeValidList',
      { dicTypeKey: 'pointAreaType' },
      { token: tokens.admin, lang: 'zh-CN' },
    );
    const values = zh.json().result as { value: string; label: string }[];
    expect(values.map((v) => v.label)).toContain('仓库');
    const en = await call(
      t.app,
      'dictionaryTypeValidList',
      { dicTypeKey: 'pointAreaType' },
      { token: tokens.admin, lang: 'en-US' },
    );
    expect((en.json().result as { label: string }[]).map((v) => v.label)).toContain('Warehouse');

    const warehouse = values.find((v) => v.label === '仓库')!;
    const row = await t.db
      .selectFrom('dictionaries')
      .select('id')
      .where('company_id', '=', worlds.admin.companyId)
      .where('dic_type_key', '=', 'pointAreaType')
      .where('code', '=', warehouse.value)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('dictionaries').set({ valid: 0 }).where('id', '=', row.id).execute();
    const after = await call(
      t.app,
      'dictionaryTypeValidList',
      { dicTypeKey: 'pointAreaType' },
      { token: tokens.admin },
    );
    expect((after.json().result as { value: string }[]).map((v) => v.value)).not.toContain(warehouse.value);
    // The other company's own dictionary is untouched.
    const other = await call(
      t.app,
      'dictionaryTypeValidList',
      { dicTypeKey: 'pointAreaType' },
      { token: tokens.other },
    );
    expect((other.json().result as { value: string }[]).map((v) => v.value)).toContain(warehouse.value);

    const bad = await call(t.app, 'dictionaryTypeValidList', { dicTypeKey: 'nope' }, { token: tokens.admin });
    expect(bad.statusCode).toBe(400);
  });
});
