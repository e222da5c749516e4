import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The information list's publishing time and filters, and the company profile (company message): what a company
 * that never saved one sees, every rule of its form on the server, and that one company's profile stays its own.
 */
let t: TestApp;
let now = Date.UTC(2026, 10, 27, 8, 0, 0);
let admin = '';
let other = '';
let departmentId = 0;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => now } });
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const user = await t.db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  departmentId = user.department_id;
}, 120_000);
afterAll(() => t.close());

const item = { title: '夏季冷库巡检通知', category: 'notice', content: '每日两次核对探头读数。', remark: '' };

describe('information list', () => {
  it('stamps the publishing time once, keeps it on edit, clears it for a draft, and filters by category and state', async () => {
    const added = await callJson(
      t.app,
      'informationAdd',
      { ...item, published: false, departmentId },
      { token: admin },
    );
    expect(added.body.message).toBe('');
    const id = (added.body.result as { id: number }).id;
    const detail = async () =>
      (await callJson(t.app, 'informationDetail', { id }, { token: admin })).body.result as {
        published: boolean;
        publishedAt: number | null;
      };
    expect(await detail()).toMatchObject({ published: false, publishedAt: null });

    const published = now;
    await callJson(
      t.app,
      'informationUpdate',
      { id, ...item, published: true, departmentId },
      { token: admin },
    );
    expect(await detail()).toMatchObject({ published: true, publishedAt: published });

    now += 3_600_000;
    await callJson(
      t.app,
      'informationUpdate',
      { id, ...item, content: '每日三次核对探头读数。', published: true, departmentId },
      { token: admin },
    );
    expect((await detail()).publishedAt).toBe(published);

    await callJson(
      t.app,
      'informationUpdate',
      { id, ...item, published: false, departmentId },
      { token: admin },
    );
    expect(await detail()).toMatchObject({ published: false, publishedAt: null });

    await callJson(
      t.app,
      'informationAdd',
      { ...item, title: '冷链运输管理办法', category: 'regulation', published: true, departmentId },
      { token: admin },
    );
    const list = async (filters: Record<string, unknown>) =>
      (
        (await callJson(t.app, 'informationList', { curPage: 1, pageSize: 10, ...filters }, { token: admin }))
          .body.result as { data: { title: string }[] }
      ).data.map((r) => r.title);
    expect(await list({ category: 'regulation' })).toEqual(['冷链运输管理办法']);
    expect(await list({ published: false })).toEqual(['夏季冷库巡检通知']);
    expect(await list({ keyword: '巡检' })).toEqual(['夏季冷库巡检通知']);
  });
});

describe('company message', () => {
  const profile = {
    displayName: '沪冷物流',
    licenceNo: 'JY13101150012345',
    contact: '张敏',
    phone: '02161234567',
    address: '上海市浦东新区冷链路1号',
    website: 'https://cold.example.com',
    introduction: '第一段。\n\n第二段。',
    showOnShare: true,
  };

  it('shows the registered company name and licence before the first save', async () => {
    const { body } = await callJson(t.app, 'companyMessageGet', {}, { token: other });
    const company = await t.db
      .selectFrom('companies')
      .innerJoin('users', 'users.company_id', 'companies.id')
      .select(['companies.name', 'companies.licence_number'])
      .where('users.user_name', '=', 'other_admin')
      .executeTakeFirstOrThrow();
    expect(body.result).toMatchObject({
      displayName: company.name,
      licenceNo: company.licence_number ?? '',
      modifiedTime: null,
    });
  });

  it('saves and shows the profile with who changed it, and keeps it from another company', async () => {
    const saved = await callJson(t.app, 'companyMessageSave', profile, { token: admin });
    expect(saved.body.message).toBe('');
    expect(saved.body.result).toMatchObject({ ...profile, modifiedTime: now });
    expect(saved.body.result.operatorName).not.toBe('');
    const mine = await callJson(t.app, 'companyMessageGet', {}, { token: admin });
    expect(mine.body.result).toMatchObject(profile);
    const theirs = await callJson(t.app, 'companyMessageGet', {}, { token: other });
    expect(theirs.body.result.displayName).not.toBe(profile.displayName);
    const changed = await callJson(
      t.app,
      'companyMessageSave',
      { ...profile, contact: '李强' },
      { token: admin },
    );
    expect(changed.body.result.contact).toBe('李强');
    expect(await t.db.selectFrom('company_profiles').select('company_id').execute()).toHaveLength(1);
  });

  it('refuses every broken field with 400 and a message, and writes nothing', async () => {
    const before = await t.db.selectFrom('company_profiles').selectAll().execute();
    for (const broken of [
      { displayName: '' },
      { displayName: 'x'.repeat(51) },
      { displayName: '沪<冷>' },
      { licenceNo: 'JY 1310' },
      { licenceNo: 'J'.repeat(33) },
      { phone: '0216123456789' },
      { website: 'ftp://cold.example.com' },
      { website: 'https://user:pw@cold.example.com' },
      { introduction: 'x'.repeat(2001) },
      { address: 'x'.repeat(65) },
      { showOnShare: 'yes' },
      { extra: 1 },
    ]) {
      const res = await callJson(t.app, 'companyMessageSave', { ...profile, ...broken }, { token: admin });
      expect(res.status, JSON.stringify(broken)).toBe(400);
      expect(res.body.code).toBe(0);
      expect(res.body.message).not.toBe('');
    }
    expect(await t.db.selectFrom('company_profiles').selectAll().execute()).toEqual(before);
  });
});
