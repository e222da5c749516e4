import { LANG_COOKIE, TEST_IDS, chinaDayStart, formatChinaDate, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { tinyPng } from '../apps/server/src/features/basicData/testImages';
import { e2eDataDir } from './fixtures/e2eEnv';
import { chooseDay, chooseOption, chooseVehicle } from './fixtures/formPicks';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * Policy images and fee early warning in both languages: a policy is added, a PNG uploaded to it in the edit form
 * (picture card) and saved, and its thumbnail shows in the row, loaded through the checked file call; with the
 * company's fee reminder 60 days before, a fee ending in 45 days reads "early warning". Screenshots of the form with
 * the image, the list with its thumbnail, the fee list and the fee reminder dialog.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY = 86_400_000;

test.use({ viewport: { width: 1920, height: 1080 } });

let db: Database;
test.beforeAll(() => {
  db = connectDatabase({ dataDir: e2eDataDir() });
});
test.afterAll(async () => {
  await db?.destroy();
});

const dayText = (offset: number) => formatChinaDate(chinaDayStart(Date.now()) + offset * DAY);

/** A vehicle of the demo company the administrator sees (the third or fourth: other specs use the first two). */
async function plateFor(lang: Language): Promise<string> {
  const rows = await db
    .selectFrom('vehicles')
    .select('plate')
    .where('company_id', '=', 1)
    .orderBy('id')
    .limit(4)
    .execute();
  const row = rows[2 + LANGS.indexOf(lang)];
  if (!row) throw new Error('the demo company has too few vehicles');
  return row.plate;
}

for (const lang of LANGS) {
  const words = resources[lang].fleetCost;
  const upkeep = resources[lang].fleetMaintenance;

  test(`policy image uploaded and shown, fee in early warning (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(240_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    const plate = await plateFor(lang);

    await rp.goto('tmsInsurance');
    const policyNo = `IMG-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now() % 100000}`;
    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'insuranceType', words.insurance.types.carrierLiability);
    await rp.fill({ policyNo, insurer: lang === 'zh-CN' ? '平安财险' : 'Ping An', premium: '980' });
    await chooseDay(rp, 'startDay', dayText(-300 - LANGS.indexOf(lang) * 400));
    await chooseDay(rp, 'endDay', dayText(-240 - LANGS.indexOf(lang) * 400));
    await expect(page.getByTestId(TEST_IDS.insuranceImages.field)).toContainText(
      words.insurance.imagesAfterSave,
    );
    await rp.save();

    await rp.openEdit(policyNo);
    const field = page.getByTestId(TEST_IDS.insuranceImages.field);
    const uploaded = page.waitForResponse((r) => r.url().includes('/insurance/image/upload'));
    await field.locator('input[type=file]').setInputFiles({
      name: 'policy.png',
      mimeType: 'image/png',
      buffer: tinyPng(40, 30),
    });
    const answer = (await (await uploaded).json()) as { code: number; message: string };
    expect(answer.message).toBe('');
    await expect(field.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await snap(`insurance-image-form-${lang}`);
    await rp.save();

    const id = await rp.rowId(policyNo);
    const thumb = page.getByTestId(TEST_IDS.insuranceImages.thumbnails(id)).locator('img');
    await expect(thumb).toHaveCount(1);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await snap(`insurance-image-list-${lang}`);

    // The company's fee reminder: 60 days before the expiry.
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('expiry_reminder_settings')
      .where('company_id', '=', 1)
      .where('kind', '=', 'fee')
      .execute();
    await db
      .insertInto('expiry_reminder_settings')
      .values({
        company_id: 1,
        kind: 'fee',
        enabled: 1,
        days_before: '[60]',
        methods: '["message"]',
        contact_ids: JSON.stringify([admin.id]),
        first_reminder_days: 60,
        modified_at: Date.now(),
        modified_by: admin.id,
      })
      .execute();

    await rp.goto('tmsShipTax');
    const remark = `EW-${lang}-${Date.now() % 100000}`;
    await rp.openAdd();
    await chooseVehicle(page, rp, plate);
    await chooseOption(page, rp, 'feeType', upkeep.vehicleFee.types.other);
    await rp.fill({ amount: '120', remark });
    await chooseDay(rp, 'paidDay', dayText(-320));
    await chooseDay(rp, 'startDay', dayText(-320));
    await chooseDay(rp, 'endDay', dayText(45));
    await rp.save();
    const fee = rp.row(remark);
    await expect(fee).toContainText(words.statuses.earlyWarning);
    const feeId = await rp.rowId(remark);
    await expect(page.getByTestId(TEST_IDS.fleetCost.status(feeId))).toHaveAttribute(
      'data-status',
      'earlyWarning',
    );
    await snap(`fee-early-warning-${lang}`);

    await page.getByTestId(TEST_IDS.fleetCost.reminderOpen).click();
    const dialog = page.getByTestId(TEST_IDS.fleetCost.reminderDialog);
    await expect(page.locator('.ant-modal-title', { hasText: upkeep.reminder.titleFee })).toBeVisible();
    await snap(`fee-reminders-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await rp.deleteRow(remark);
    await rp.goto('tmsInsurance');
    await rp.deleteRow(policyNo);
  });
}
