import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The operation record report on both databases, over the audit log the resource kit writes: the admin adds a tag
 * and renames it; the other company's admin adds one of its own.
 */
let t: TestApp;
let admin = '';
let viewer = '';
let other = '';
let tagId = 0;
let since = 0;
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const range = () => ({ startTime: since, endTime: Date.now() + 60_000 });

beforeAll(async () => {
  t = await startTestApp();
  since = Date.now() - 1000;
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const departmentOf = async (user: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('department_id')
        .where('user_name', '=', user)
        .executeTakeFirstOrThrow()
    ).department_id;
  const added = await callJson(
    t.app,
    'tagAdd',
    { code: 'OPR-1', name: 'Audit me', departmentId: await departmentOf('admin'), remark: '' },
    { token: admin },
  );
  expect(added.body.code).toBe(1);
  tagId = (await t.db.selectFrom('tags').select('id').where('code', '=', 'OPR-1').executeTakeFirstOrThrow())
    .id;
  const updated = await callJson(
    t.app,
    'tagUpdate',
    { id: tagId, code: 'OPR-1', name: 'Audited', departmentId: await departmentOf('admin'), remark: '' },
    { token: admin },
  );
  expect(updated.body.code).toBe(1);
  const foreign = await callJson(
    t.app,
    'tagAdd',
    { code: 'OPR-2', name: 'Theirs', departmentId: await departmentOf('other_admin'), remark: '' },
    { token: other },
  );
  expect(foreign.body.code).toBe(1);
  const role = await t.db
    .selectFrom('users')
    .select('role_id')
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_operations')
    .values({ role_id: role.role_id, operation_id: 'operationRecordReport' })
    .execute();
}, 120_000);
afterAll(() => t.close());

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'operationRecordDetailReport', { ...range(), ...page(), ...input }, { token })).body;

describe('operation record detail', () => {
  it('lists who changed which row of which resource when, newest first, own company only', async () => {
    const body = await detail(admin, { resource: 'tagManage' });
    expect(body.code).toBe(1);
    expect(body.result?.data.map((r) => [r.userName, r.resource, r.recordId, r.action])).toEqual([
      ['admin', 'tagManage', tagId, 'update'],
      ['admin', 'tagManage', tagId, 'add'],
    ]);
    expect(JSON.parse(body.result?.data[0]?.detail ?? '{}')).toMatchObject({ name: 'Audited' });
    // The page shows by its name in the caller's language; a person searches by that name in either language.
    expect(body.result?.data[0]?.resourceName).toBe('标签管理');
    const english = await callJson(
      t.app,
      'operationRecordDetailReport',
      { ...range(), ...page(), resource: 'tags' },
      { token: admin, lang: 'en-US' },
    );
    expect(english.body.result?.data.map((r) => [r.resourceName, r.action])).toEqual([
      ['Tags', 'update'],
      ['Tags', 'add'],
    ]);
    expect((await detail(admin, { resource: '标签' })).result?.totalRecords).toBe(2);
    const theirs = await detail(other, { resource: 'tagManage' });
    expect(theirs.result?.data.map((r) => [r.userName, r.action])).toEqual([['other_admin', 'add']]);
  });

  it('filters by user, action and resource; sorts on whitelisted columns only; pages', async () => {
    expect((await detail(admin, { resource: 'tagManage', action: 'add' })).result?.totalRecords).toBe(1);
    expect((await detail(admin, { resource: 'tagManage', user: 'ADM' })).result?.totalRecords).toBe(2);
    expect((await detail(admin, { resource: 'tagManage', user: 'nobody' })).result?.totalRecords).toBe(0);
    const second = await detail(admin, { resource: 'tagManage', ...page(2, 1) });
    expect(second.result?.data.map((r) => r.action)).toEqual(['add']);
    const byAction = await detail(admin, { resource: 'tagManage', sort: { field: 'action', order: 'asc' } });
    expect(byAction.result?.data.map((r) => r.action)).toEqual(['add', 'update']);
    const unknown = await callJson(
      t.app,
      'operationRecordDetailReport',
      { ...range(), ...page(), sort: { field: 'detail', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only changes by users of its department subtree', async () => {
    expect((await detail(viewer, { resource: 'tagManage' })).result?.totalRecords).toBe(0);
  });

  it('refuses a range over 12 months with code 0 and the translated rule', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'operationRecordDetailReport',
        { startTime: Date.now() - 400 * 86_400_000, endTime: Date.now(), ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /12 months/ : /[\u4e00-\u9fa5]/);
    }
  });
});

describe('operation record summary', () => {
  it('counts each user’s changes by action', async () => {
    const { body } = await callJson(
      t.app,
      'operationRecordSummaryReport',
      { ...range(), ...page(), resource: 'tagManage' },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(1);
    expect(body.result?.data.map((r) => [r.userName, r.operations, r.adds, r.updates, r.deletes])).toEqual([
      ['admin', 2, 1, 1, 0],
    ]);
  });

  it('exports the query as an xlsx with translated actions, behind the export operation', async () => {
    const input = { ...range(), resource: 'tagManage' };
    const res = await call(t.app, 'exportOperationRecordDetailReport', input, {
      token: admin,
      lang: 'en-US',
    });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 2);
    expect(sheet.getRow(2).getCell(7).value).toBe('Update');
    expect(sheet.getRow(2).getCell(5).value).toBe('Tags');
    const summary = await call(t.app, 'exportOperationRecordSummaryReport', input, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 1);
    expect(
      (await call(t.app, 'exportOperationRecordDetailReport', input, { token: viewer })).statusCode,
    ).toBe(403);
  });
});
