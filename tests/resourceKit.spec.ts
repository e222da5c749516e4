import { endpointPath, ENDPOINTS, LANG_COOKIE, type ApiResponse, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { ResourcePage } from './fixtures/ResourcePage';
import { findTruncatedText, PAGE_TEXT } from './fixtures/truncatedText';
import { expect, test } from './fixtures/test';

const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1920, height: 1080 } });

/** i18next-style `{{name}}` interpolation, to compare with what the page shows. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

async function post<T>(page: Page, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

for (const lang of LANGS) {
  const tx = resources[lang].admin.dictionary;
  const kitWords = resources[lang].resource;
  const gridWords = resources[lang].grid;
  const required = resources[lang].validation.required;

  test(`dictionaries [${lang}]: add with a form check, edit, delete with confirmation, page size, a hidden column stays hidden`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    // One walk through every part of the page; the shared 2-core machine needs more than the default minute.
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const kit = new ResourcePage(page);
    await kit.goto('dictionaryList');
    await expect(kit.title()).toHaveText(lang === 'zh-CN' ? '字典管理' : 'Dictionaries');
    const tag = `E2E${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 100_000}`;
    const code = `${tag}A`;

    // Add: the save schema refuses a missing Chinese name in the form, before any call.
    await kit.openAdd();
    await kit.pickField('dicTypeKey', tx.types.pointAreaType);
    await kit.fill({ code });
    await kit.saveRefused();
    await expect(kit.fieldError('nameZh')).toHaveText(required);
    await snap(`form-check-${lang}`);
    await kit.fill({ nameZh: '冷链货物', nameEn: 'Cold goods' });
    await kit.save();
    await expect(page.getByText(kitWords.form.added)).toBeVisible();

    await kit.filterText('keyword', code);
    await kit.search();
    await expect(kit.rows()).toHaveCount(1);
    await expect(kit.row(code)).toContainText('冷链货物');
    await expect(kit.row(code)).toContainText(tx.types.pointAreaType);
    await expect(kit.row(code)).toContainText(tx.valid[1]);

    // Edit loads the detail into the form.
    await kit.openEdit(code);
    await expect(kit.field('code')).toHaveValue(code);
    await expect(kit.field('nameZh')).toHaveValue('冷链货物');
    await kit.fill({ nameEn: 'Chilled goods' });
    await kit.save();
    await expect(kit.row(code)).toContainText('Chilled goods');

    // Delete asks first.
    await kit.deleteRow(code);
    await expect(kit.rows()).toHaveCount(0);
    await expect(kit.pager()).toContainText(fill(gridWords.pager.total, { total: 0 }));

    // Batch delete of two ticked rows.
    for (const suffix of ['B', 'C'])
      await post(page, 'dictionaryAdd', {
        dicTypeKey: 'vehicleTypeGb',
        code: `${tag}${suffix}`,
        nameZh: `批量${suffix}`,
      });
    await kit.filterText('keyword', tag);
    await kit.search();
    await expect(kit.rows()).toHaveCount(2);
    await kit.deleteSelected([`${tag}B`, `${tag}C`]);
    await expect(page.getByText(fill(kitWords.delete.deleted, { count: 2 }))).toBeVisible();
    await expect(kit.rows()).toHaveCount(0);

    // Page size: 25 rows of this run (added at once), shown 20 then 50 per page.
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post(page, 'dictionaryAdd', {
          dicTypeKey: 'pointAreaType',
          code: `${tag}P${String(i).padStart(2, '0')}`,
          nameZh: `分页${i}`,
        }),
      ),
    );
    await kit.filterText('keyword', `${tag}P`);
    await kit.search();
    await expect(kit.pager()).toContainText(fill(gridWords.pager.range, { from: 1, to: 20, total: 25 }));
    await kit.setPageSize(50);
    await expect(kit.pager()).toContainText(fill(gridWords.pager.range, { from: 1, to: 25, total: 25 }));
    // Nothing cut in either language (the remark takes the width left and may cut, showing its tooltip).
    expect(
      await findTruncatedText(kit.root(), { ...PAGE_TEXT, ignoreInside: ['[col-id="remark"]'] }),
    ).toEqual([]);
    await snap(`list-${lang}`);

    // Sorting is the server's: a click on a sortable header asks for that order.
    await kit.sortBy('code', 'desc');
    await expect(kit.rowAt(0)).toContainText(`${tag}P24`);
    // Another page size is one call per page and keeps the sort.
    const kept = page.waitForRequest((r) => {
      if (!r.url().endsWith('/list') || r.method() !== 'POST') return false;
      const body = r.postDataJSON() as Record<string, unknown>;
      return body.pageSize === 100 && body.sortField === 'code' && body.sortOrder === 'desc';
    });
    await kit.setPageSize(100);
    expect((await kept).postDataJSON()).toMatchObject({ curPage: 1 });
    await expect(kit.rowAt(0)).toContainText(`${tag}P24`);
    await expect(kit.pager()).toContainText(fill(gridWords.pager.range, { from: 1, to: 25, total: 25 }));

    // A hidden column stays hidden after a reload (saved for the user), and comes back.
    expect(await kit.headerFields()).toContain('remark');
    await kit.setColumnVisible('remark', false);
    await expect.poll(() => kit.headerFields()).not.toContain('remark');
    await kit.goto('dictionaryList');
    await expect.poll(() => kit.headerFields()).toContain('code');
    expect(await kit.headerFields()).not.toContain('remark');
    await snap(`column-hidden-${lang}`);
    await kit.setColumnVisible('remark', true);
    await expect.poll(() => kit.headerFields()).toContain('remark');
  });
}
