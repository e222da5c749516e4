import { LANG_COOKIE, TEST_IDS, chinaDayStart, formatChinaDate, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eDataDir } from './fixtures/e2eEnv';
import { chooseDay, chooseOption, chooseVehicle } from './fixtures/formPicks';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * Insurance and certificates in both languages: a policy and a certificate are added, edited and deleted through
 * the kit's page object; a policy expiring in 29 days reads "about to expire" and the status filter finds it.
 * Screenshots of both pages, their forms and the certificates' reminder dialog. (The reminder reaching the message centre and
 * e-mail, on a server whose clock the test moves: fleetReminderClock.spec.ts.)
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY = 86_400_000;
const ids = TEST_IDS.fleetCost;

test.use({ viewport: { width: 1920, height: 1080 } });

let db: Database;
test.beforeAll(() => {
  db = connectDatabase({ dataDir: e2eDataDir() });
});
test.afterAll(async () => {
  await db?.destroy();
});

/** A vehicle of the demo company the administrator sees, a different one per language. */
async function plateFor(lang: Language): Promise<string> {
  const rows = await db
    .selectFrom('vehicles')
    .select('plate')
    .where('company_id', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();
  const row = rows[LANGS.indexOf(lang)];
  if (!row) throw new Error('the demo company has too few vehicles');
  return row.plate;
}

const dayText = (offset: number) => formatChinaDate(chinaDayStart(Date.now()) + offset * DAY);

for (const lang of LANGS) {
  const words = resources[lang].fleetCost;

  test(`insurance: add, edit, about to expire, delete (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    // The machine runs other suites beside this one; a busy browser needs the room.
    test.setTimeout(240_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    await rp.goto('tmsInsurance');
    await expect(rp.root()).toContainText(words.insurance.title);

    const plate = await plateFor(lang);
    const policyNo = `E2E-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now() % 100000}`;
    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'insuranceType', words.insurance.types.compulsory);
    await rp.fill({ policyNo, insurer: lang === 'zh-CN' ? '平安财险' : 'Ping An', premium: '1280.50' });
    await chooseDay(rp, 'startDay', dayText(-336));
    // An end before the start is refused by the form itself.
    await chooseDay(rp, 'endDay', dayText(-400));
    await rp.saveRefused();
    await expect(rp.fieldError('endDay')).toHaveText(resources[lang].validation.endAfterStart);
    await chooseDay(rp, 'endDay', dayText(29));
    await snap(`insurance-form-${lang}`);
    await rp.save();

    const row = rp.row(policyNo);
    await expect(row).toContainText(words.statuses.aboutToExpire);
    await expect(row).toContainText(words.daysLeft.replace('{{count}}', '29'));
    const id = await rp.rowId(policyNo);
    await expect(page.getByTestId(ids.status(id))).toHaveAttribute('data-status', 'aboutToExpire');

    await rp.openEdit(policyNo);
    await rp.fill({ insurer: lang === 'zh-CN' ? '人保财险' : 'PICC' });
    await rp.save();
    await expect(rp.row(policyNo)).toContainText(lang === 'zh-CN' ? '人保财险' : 'PICC');

    // The status filter narrows the list to policies about to expire.
    await rp.pick(
      page.locator('.ant-form-item:has(#resourceFilters_status) .ant-select'),
      words.statuses.aboutToExpire,
    );
    await rp.search();
    await expect(rp.row(policyNo)).toBeVisible();
    await snap(`insurance-list-${lang}`);

    await rp.deleteRow(policyNo);
    await expect(rp.row(policyNo)).toHaveCount(0);
  });

  test(`certificates: add, edit, delete (${lang})`, async ({ page, baseURL, loginPage, snap }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    await rp.goto('tmsCertificate');
    await expect(rp.root()).toContainText(words.certificate.title);

    const plate = await plateFor(lang);
    const no = `RT-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now() % 100000}`;
    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'kind', words.certificate.kinds.roadTransport);
    await rp.fill({ certificateNo: '沪A运1' });
    await chooseDay(rp, 'startDay', dayText(-30));
    await chooseDay(rp, 'endDay', dayText(400));
    await rp.saveRefused();
    await expect(rp.fieldError('certificateNo')).toHaveText(resources[lang].validation.noSpecialOrChinese);
    await rp.fill({
      certificateNo: no,
      authority: lang === 'zh-CN' ? '上海市交通委' : 'Shanghai Transport',
      fee: '300',
    });
    await snap(`certificate-form-${lang}`);
    await rp.save();
    await expect(rp.row(no)).toContainText(words.statuses.normal);

    await rp.openEdit(no);
    await chooseDay(rp, 'endDay', dayText(-2));
    await rp.save();
    await expect(rp.row(no)).toContainText(words.statuses.expired);
    await snap(`certificate-list-${lang}`);
    await page.getByTestId(ids.reminderOpen).click();
    await expect(page.getByTestId(ids.reminderDialog)).toBeVisible();
    await snap(`certificate-reminders-${lang}`);
    await page
      .locator('.ant-modal')
      .filter({ has: page.getByTestId(ids.reminderDialog) })
      .locator('.ant-modal-close')
      .click();
    await expect(page.getByTestId(ids.reminderDialog)).toBeHidden();

    await rp.deleteRow(no);
    await expect(rp.row(no)).toHaveCount(0);
  });
}
