import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { APIResponse, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { ResourcePage } from './fixtures/ResourcePage';
import { e2eDataDir, SCREENSHOT_DIR } from './fixtures/e2eEnv';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.traceability;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const MIN = 60_000;

test.use({ viewport: { width: 1600, height: 1000 } });

async function apiResult<T>(res: APIResponse): Promise<T> {
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

/** MKT written out (ΔH/R = 10,000 K), to check the page against the readings this spec stored. */
function mkt(values: number[]): number {
  const mean = values.reduce((s, c) => s + Math.exp(-10_000 / (c + 273.15)), 0) / values.length;
  return 10_000 / -Math.log(mean) - 273.15;
}

interface Chain {
  code: string;
  warehouse: number;
  vehicle: number;
  store: number;
  /** Each leg's [start, end) and the values its probe reported in it, every 10 minutes from the start. */
  legs: { start: number; end: number; values: number[] }[];
}

/**
 * A warehouse, a reefer vehicle and a store of the admin's company (top department), each with one probe of 2–8 ℃
 * and readings stored straight in the e2e server's database, as a logger's reports would be (no terminal is
 * claimed here: the record only reads stored readings).
 */
async function storeChain(db: Database, lang: Language): Promise<Chain> {
  const admin = await db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const c = admin.company_id;
  const d = admin.department_id;
  const tag = `${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 100_000}`;
  const site = async (kind: string, name: string) =>
    (
      await db
        .insertInto('sites')
        .values({
          company_id: c,
          department_id: d,
          kind,
          name,
          lon: 121.47,
          lat: 31.23,
          address: '上海市黄浦区',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const warehouse = await site('warehouse', `追溯冷库${tag}`);
  const store = await site('store', `追溯门店${tag}`);
  const vehicle = (
    await db
      .insertInto('vehicles')
      .values({ company_id: c, department_id: d, plate: `沪T${tag.slice(-5)}`, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const start = Math.floor(Date.now() / MIN) * MIN - 6 * 60 * MIN;
  const legs = [
    { start, end: start + 120 * MIN, values: [4, 5, 6, 9, 10, 6, 5, 5, 4, 5, 6, 5] },
    { start: start + 120 * MIN, end: start + 240 * MIN, values: [5, 6, 6, 7, 1, 6, 6, 7, 6, 5, 5, 6] },
    { start: start + 240 * MIN, end: start + 300 * MIN, values: [5, 5, 6, 5, 5, 5] },
  ];
  const owners = [{ site_id: warehouse }, { vehicle_id: vehicle }, { site_id: store }];
  for (const [i, leg] of legs.entries()) {
    const point = await db
      .insertInto('temp_points')
      .values({
        company_id: c,
        department_id: d,
        name: `T${i + 1}`,
        probe_no: 1,
        min_c: 2,
        max_c: 8,
        site_id: null,
        vehicle_id: null,
        ...owners[i],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('temp_readings')
      .values(
        leg.values.map((v, n) => ({
          point_id: point.id,
          time: leg.start + n * 10 * MIN,
          value_c: v,
          state: v < 2 || v > 8 ? 2 : 0,
        })),
      )
      .execute();
  }
  return { code: `TR-${tag}`, warehouse, vehicle, store, legs };
}

async function expectRecord(page: Page, chain: Chain, lang: Language): Promise<void> {
  const words = resources[lang].traceability;
  // The first view waits for the page's chunks and two calls (the share page's view, then the record).
  await expect(page.getByTestId(ids.record)).toContainText(chain.code, { timeout: 30_000 });
  for (const [i, leg] of chain.legs.entries()) {
    await expect(page.getByTestId(ids.leg(i))).toContainText(Object.values(words.kinds)[i]!);
    await expect(page.getByTestId(ids.legChart(i)).locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId(ids.legChart(i))).toHaveAttribute(
      'data-readings',
      String(leg.values.length),
    );
    await expect(page.getByTestId(ids.legLimits(i))).toHaveText('2 ~ 8 ℃');
    await expect(page.getByTestId(ids.legMkt(i))).toHaveText(`${mkt(leg.values).toFixed(1)} ℃`);
  }
  await expect(page.getByTestId(ids.wholeMkt)).toHaveText(
    `${mkt(chain.legs.flatMap((l) => l.values)).toFixed(1)} ℃`,
  );
  // 9 and 10 ℃ stand 20 minutes in the warehouse, 1 ℃ 10 minutes in the vehicle.
  await expect(page.getByTestId(ids.legOutOfRange(0))).toHaveText(lang === 'zh-CN' ? '20 分钟' : '20 min');
  await expect(page.getByTestId(ids.wholeOutOfRange)).toHaveText(lang === 'zh-CN' ? '30 分钟' : '30 min');
}

async function pdfText(page: Page, click: () => Promise<void>, file: string): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const saved = path.join(SCREENSHOT_DIR, file);
  await (await download).saveAs(saved);
  return execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
}

for (const lang of LANGS) {
  test(`temperature traceability [${lang}]: three legs with curves, shared without a session until expiry, the PDF`, async ({
    page,
    browser,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(150_000);
    const dataDir = e2eDataDir();
    const db = connectDatabase({ dataDir });
    const chain = await storeChain(db, lang);
    const words = resources[lang].traceability;

    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const kit = new ResourcePage(page);
    await kit.goto('chainTraceability');
    await expect(kit.title()).toHaveText(words.title);
    await expect(page.getByTestId(ids.guide)).toContainText(words.guide.step1);

    // The form refuses legs that overlap (the server's own rule), then the batch is added.
    const [w, v, s] = chain.legs as [Chain['legs'][0], Chain['legs'][0], Chain['legs'][0]];
    const body = {
      code: chain.code,
      product: '流感疫苗',
      quantity: 120,
      unit: '箱',
      departmentId: (
        await db
          .selectFrom('users')
          .select('department_id')
          .where('user_name', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).department_id,
      warehouseId: chain.warehouse,
      warehouseStart: w.start,
      warehouseEnd: w.end,
      vehicleId: chain.vehicle,
      vehicleStart: v.start,
      vehicleEnd: v.end,
      storeId: chain.store,
      storeStart: s.start,
      storeEnd: s.end,
    };
    const refused = await page.request.post(endpointPath(ENDPOINTS.chainBatchAdd), {
      data: { ...body, vehicleStart: w.start + 30 * MIN },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as ApiResponse<null>).message).toContain(
      resources[lang].validation.chainLegOverlap,
    );
    await apiResult(await page.request.post(endpointPath(ENDPOINTS.chainBatchAdd), { data: body }));
    await kit.reloading(async () => {
      await page.reload();
    });
    await expect(kit.row(chain.code)).toBeVisible();
    await snap(`list-${lang}`);

    // The edit form shows the three legs as they were saved.
    await kit.openEdit(chain.code);
    await expect(kit.field('code')).toHaveValue(chain.code);
    await expect(kit.formDialog()).toContainText(`追溯冷库`);
    await snap(`form-${lang}`);
    await page.keyboard.press('Escape');
    await expect(kit.formDialog()).toBeHidden();

    // Look the batch up by its code (typed in lower case): the record with three legs and their curves.
    await page.getByTestId(ids.lookupInput).locator('input').fill(chain.code.toLowerCase());
    await page.getByTestId(ids.lookupSubmit).click();
    await expectRecord(page, chain, lang);
    await snap(`record-${lang}`);

    // The excursion report: code, limits and MKT in the PDF's text.
    const text = await pdfText(page, () => page.getByTestId(ids.pdf).click(), `trace-${lang}.pdf`);
    expect(text).toContain(chain.code);
    expect(text).toContain('2 ~ 8 ℃');
    expect(text).toContain(`${mkt(w.values).toFixed(1)} ℃`);
    expect(text).toContain(`${mkt(chain.legs.flatMap((l) => l.values)).toFixed(1)} ℃`);

    // Share for a custom 2 hours: the address and its QR code.
    await page.getByTestId(ids.share).click();
    const dialog = page.getByTestId(ids.shareDialog);
    await dialog.getByText(resources[lang].sharing.validities.custom, { exact: true }).click();
    await dialog.locator('.ant-input-number input').fill('2');
    await page.getByTestId(ids.shareCreate).click();
    const address = await page.getByTestId(ids.shareAddress).inputValue();
    expect(address).toMatch(new RegExp(`^${baseURL}/share/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByTestId(ids.shareQr)).toBeVisible();
    await snap(`share-${lang}`);
    await page.keyboard.press('Escape');

    // A fresh browser context, no session: the same record, and its PDF.
    const visitor = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: lang });
    await visitor.addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    const shared = await visitor.newPage();
    await shared.goto(address);
    await expectRecord(shared, chain, lang);
    // The sharing company's profile heads the record (it shows by default).
    const profile = await apiResult<{ displayName: string; showOnShare: boolean }>(
      await page.request.get(endpointPath(ENDPOINTS.companyMessageGet)),
    );
    if (profile.showOnShare)
      await expect(shared.getByTestId(TEST_IDS.information.shareProfile)).toContainText(profile.displayName);
    else await expect(shared.getByTestId(TEST_IDS.information.shareProfile)).toHaveCount(0);
    expect(await visitor.cookies()).not.toContainEqual(expect.objectContaining({ name: 'rw_token' }));
    await shared.screenshot({ path: path.join(SCREENSHOT_DIR, `trace-public-${lang}.png`), fullPage: true });
    const sharedPdf = await pdfText(
      shared,
      () => shared.getByTestId(ids.pdf).click(),
      `trace-shared-${lang}.pdf`,
    );
    expect(sharedPdf).toContain(chain.code);

    // The link's validity passes: its expiry is moved to the past in the store (the server has no clock override),
    // and the open page turns invalid at its next poll; opened again, it says so at once.
    const token = address.split('/share/')[1] ?? '';
    const link = await db
      .selectFrom('share_links')
      .select(['id', 'expires_at', 'created_at'])
      .where('scene', '=', 'batch')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(link.expires_at) - Number(link.created_at)).toBe(2 * 60 * MIN);
    await db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', link.id)
      .execute();
    await expect(shared.getByTestId(TEST_IDS.sharing.publicInvalid)).toContainText(
      resources[lang].sharing.public.invalid,
      { timeout: 15_000 },
    );
    await shared.goto(`/share/${token}`);
    await expect(shared.getByTestId(TEST_IDS.sharing.publicInvalid)).toBeVisible();
    await shared.screenshot({
      path: path.join(SCREENSHOT_DIR, `trace-public-expired-${lang}.png`),
      fullPage: true,
    });
    await visitor.close();
    await db.destroy();
  });
}
