import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  mapPointResource,
  TEST_IDS,
  type ApiResponse,
  type DepartmentNode,
  type Language,
  type Page as ListPage,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import type { LoginPage } from './fixtures/LoginPage';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.resource;
const mids = TEST_IDS.mapElement;
const POINTS = 50_000;

test.use({ viewport: { width: 1920, height: 1080 } });

async function signIn(
  page: Page,
  baseURL: string | undefined,
  lang: Language,
  login: LoginPage,
  user = 'admin',
) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await login.loginAs(user);
}

async function post<T>(page: Page, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

/** Clicks the form's map at a share of its width and height (a click, not a drag). */
async function clickMap(page: Page, x: number, y: number) {
  const map = page.getByTestId(mids.formMap);
  const box = await map.boundingBox();
  if (!box) throw new Error('the form map has no box');
  await map.click({ position: { x: box.width * x, y: box.height * y } });
}

/**
 * The first click on a form's map: the map answers clicks once it has been created, which on a loaded machine may
 * be after the dialog shows, so the click is repeated until the form shows what it set (no later click repeats).
 */
async function firstClickMap(page: Page, x: number, y: number, shown: () => Promise<void>) {
  await expect(async () => {
    await clickMap(page, x, y);
    await shown();
  }).toPass({ timeout: 30_000 });
}

/** Waits until the page's map has loaded every element and says how many it shows. */
async function mapShows(page: Page, text: string) {
  await expect(page.getByTestId(mids.pageMapCount)).toHaveText(text, { timeout: 60_000 });
}

test('add a point, a circle area and a line with waypoints by clicking the map [zh-CN]', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  test.setTimeout(180_000);
  const zh = resources['zh-CN'];
  const words = zh.mapElement;
  await signIn(page, baseURL, 'zh-CN', loginPage);
  const kit = new ResourcePage(page);

  // A point: the map's click fills longitude and latitude; saved, it is in the grid and on the page's map.
  await kit.goto('mapPointManage');
  await expect(kit.title()).toHaveText(words.point.title);
  await mapShows(page, words.common.mapCount.replace('{{count}}', '0'));
  await kit.openAdd();
  await kit.fill({ name: '上海一号仓' });
  await kit.chooseDepartment();
  await expect(kit.field('longitude')).toHaveValue('');
  await firstClickMap(page, 0.6, 0.5, () =>
    expect(kit.field('longitude')).not.toHaveValue('', { timeout: 2_000 }),
  );
  const lon = Number(await kit.field('longitude').inputValue());
  const lat = Number(await kit.field('latitude').inputValue());
  expect(lon).toBeGreaterThan(73);
  expect(lon).toBeLessThan(136);
  expect(lat).toBeGreaterThan(18);
  expect(lat).toBeLessThan(54);
  await kit.pickField('categoryCode', '仓库');
  await snap('point-form-zh-CN');
  await kit.save();
  await expect(kit.row('上海一号仓')).toContainText(lon.toFixed(6).replace(/0+$/, ''));
  await expect(kit.row('上海一号仓')).toContainText('仓库');
  await mapShows(page, words.common.mapCount.replace('{{count}}', '1'));
  await snap('points-zh-CN');

  // A circle: the click sets the centre, the radius is typed.
  await kit.goto('mapAreaManage');
  await expect(kit.title()).toHaveText(words.area.title);
  await kit.openAdd();
  await kit.fill({ name: '外高桥园区' });
  await kit.chooseDepartment();
  await firstClickMap(page, 0.5, 0.5, () =>
    expect(kit.formDialog().getByTestId(mids.pointCount)).toHaveText(/^\d+\.\d{6}, \d+\.\d{6}$/, {
      timeout: 2_000,
    }),
  );
  await kit.field('radius').fill('2000');
  await snap('area-form-zh-CN');
  await kit.save();
  await expect(kit.row('外高桥园区')).toContainText(words.area.shapes.circle);
  await expect(kit.row('外高桥园区')).toContainText('2000');
  await mapShows(page, words.common.mapCount.replace('{{count}}', '1'));
  await snap('areas-zh-CN');

  // A line: start, two waypoints and end in four clicks; one click alone is refused.
  await kit.goto('mapLineManage');
  await expect(kit.title()).toHaveText(words.line.title);
  await kit.openAdd();
  await kit.fill({ name: '沪杭干线' });
  await kit.chooseDepartment();
  await firstClickMap(page, 0.3, 0.6, () =>
    expect(kit.formDialog().getByTestId(mids.pointCount)).toHaveText(
      words.line.pointCount.replace('{{count}}', '1').replace('{{max}}', '15'),
      { timeout: 2_000 },
    ),
  );
  await kit.saveRefused();
  for (const [x, y] of [
    [0.4, 0.5],
    [0.55, 0.45],
    [0.7, 0.4],
  ] as const)
    await clickMap(page, x, y);
  await expect(kit.formDialog().getByTestId(mids.pointCount)).toHaveText(
    words.line.pointCount.replace('{{count}}', '4').replace('{{max}}', '15'),
  );
  await snap('line-form-zh-CN');
  await kit.save();
  const line = kit.row('沪杭干线');
  await expect(line.locator('[col-id="points"]')).toHaveText('2');
  await mapShows(page, words.common.mapCount.replace('{{count}}', '1'));
  const saved = await post<ListPage<{ name: string; points: number[][] }>>(page, 'mapLineList', {
    curPage: 1,
    pageSize: 10,
    keyword: '沪杭干线',
  });
  expect(saved.data[0]?.points).toHaveLength(4);
  await snap('lines-zh-CN');
});

test('the three pages in English', async ({ page, baseURL, loginPage, snap }) => {
  const en = resources['en-US'].mapElement;
  await signIn(page, baseURL, 'en-US', loginPage);
  const kit = new ResourcePage(page);
  for (const [route, title] of [
    ['mapPointManage', en.point.title],
    ['mapAreaManage', en.area.title],
    ['mapLineManage', en.line.title],
  ] as const) {
    await kit.goto(route);
    await expect(kit.title()).toHaveText(title);
    await expect(page.getByTestId(mids.pageMapCount)).toHaveText(/ on the map$/, { timeout: 60_000 });
    await snap(`${route}-en-US`);
    await kit.openAdd();
    await expect(page.getByTestId(mids.formMap)).toBeVisible();
    await snap(`${route}-form-en-US`);
    await page.keyboard.press('Escape');
    await expect(kit.formDialog()).toBeHidden();
  }
});

test('a 50,000-point .xlsx imports with progress, and the grid and the map count them', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  test.setTimeout(600_000);
  // The second company starts without points, so its 50,000 fill the platform limit exactly.
  await signIn(page, baseURL, 'zh-CN', loginPage, 'other_admin');
  const tree = await page.request.get(endpointPath(ENDPOINTS.alarmDepartmentTree));
  const [root] = ((await tree.json()) as ApiResponse<DepartmentNode[]>).result;
  if (!root) throw new Error('the second company has no department');

  const { Workbook } = (await import('exceljs')).default;
  const labels = resources['zh-CN'].mapElement.point.fields;
  const columns = mapPointResource.sheet!;
  const book = new Workbook();
  const sheet = book.addWorksheet('points');
  sheet.addRow(columns.map((c) => labels[c as keyof typeof labels]));
  for (let i = 0; i < POINTS; i++) {
    const cells: Record<string, string | number> = {
      name: `客户点${String(i).padStart(5, '0')}`,
      ownNumber: `K${i}`,
      category: '客户',
      department: root.name,
      longitude: 113 + (i % 250) / 250,
      latitude: 22.5 + Math.floor(i / 250) / 250,
      radius: 200,
    };
    sheet.addRow(columns.map((c) => cells[c] ?? ''));
  }
  const file = Buffer.from(await book.xlsx.writeBuffer());

  const kit = new ResourcePage(page);
  await kit.goto('mapPointManage');
  await kit.openImport();
  const started = Date.now();
  await kit.importDialog().locator('input[type="file"]').setInputFiles({
    name: 'points.xlsx',
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  const summary = resources['zh-CN'].resource.import.summary
    .replace('{{total}}', String(POINTS))
    .replace('{{valid}}', String(POINTS))
    .replace('{{invalid}}', '0');
  await expect(page.getByTestId(ids.importSummary)).toHaveText(summary, { timeout: 180_000 });
  const parsed = Date.now();
  await snap('import-preview-zh-CN');

  await page.getByTestId(ids.importStart).click();
  // The progress bar while the server judges and writes, then the outcome.
  await expect(kit.importDialog().getByTestId(ids.importProgress)).toBeVisible();
  await snap('import-progress-zh-CN');
  const result = kit.importDialog().getByTestId(ids.importResult);
  await expect(result).toHaveAttribute('data-state', 'done', { timeout: 480_000 });
  const done = Date.now();
  await expect(result).toContainText(
    resources['zh-CN'].resource.import.done.replace('{{imported}}', String(POINTS)),
  );
  await snap('import-done-zh-CN');
  console.log(
    `50,000-point import: parse ${((parsed - started) / 1000).toFixed(1)} s, commit ${((done - parsed) / 1000).toFixed(1)} s`,
  );

  await kit.reloading(() => page.keyboard.press('Escape'));
  await expect(kit.pager()).toContainText(String(POINTS));
  await mapShows(page, resources['zh-CN'].mapElement.common.mapCount.replace('{{count}}', String(POINTS)));
  await snap('points-50000-zh-CN');
});
