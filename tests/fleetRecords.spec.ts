import { LANG_COOKIE, TEST_IDS, chinaDayStart, formatChinaDate, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * Fleet records in both languages, one sign-in each: a trailer, a fuel card and a reimbursement are added, edited
 * and deleted through the kit's page object; the card is stopped after its confirmation and reads "stopped"; the
 * reimbursement's total is worked out in the form and in the list. Screenshots of every page and form, in
 * test-results/fleetRecords/.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.fleetRecords;
const SHOTS = new URL('../test-results/fleetRecords/', import.meta.url).pathname;

test.use({ viewport: { width: 1600, height: 1200 } });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

async function chooseOption(page: Page, rp: ResourcePage, field: string, option: string): Promise<void> {
  await rp.field(field).click();
  await page.locator(SETTLED_SELECT_LIST).getByTitle(option, { exact: true }).click();
}

async function chooseDay(rp: ResourcePage, field: string, text: string): Promise<void> {
  await rp.field(field).click();
  await rp.field(field).fill(text);
  await rp.field(field).press('Enter');
}

async function closeForm(rp: ResourcePage): Promise<void> {
  await rp.formDialog().locator('.ant-modal-close').click();
  await expect(rp.formDialog()).toBeHidden();
}

for (const lang of LANGS) {
  const words = resources[lang].fleetRecords;
  const tag = `${lang === 'zh-CN' ? 'ZH' : 'EN'}${Date.now() % 10000}`;

  test(`fleet records: trailers, fuel cards and reimbursements (${lang})`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    test.setTimeout(240_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);

    // Trailers: an owner phone with a letter is refused by the form, then the trailer is saved, edited, deleted.
    await rp.goto('tmsTrailer');
    await expect(rp.root()).toContainText(words.trailer.title);
    const plate = `沪E${String(Date.now() % 10000).padStart(4, '0')}挂`;
    await rp.openAdd();
    await rp.fill({ plateNumber: plate, ownerPhone: '1381234567a', model: 'ZJV9400' });
    await rp.chooseDepartment();
    await chooseOption(page, rp, 'useCategory', words.trailer.uses.longHaul);
    await rp.saveRefused();
    await expect(rp.fieldError('ownerPhone')).toHaveText(resources[lang].validation.phoneDigits);
    await rp.fill({ ownerPhone: '13812345678' });
    await expect(rp.fieldError('ownerPhone')).toHaveCount(0);
    await shot(page, `trailer-form-${lang}`);
    await rp.save();
    await expect(rp.row(plate)).toContainText(words.trailer.uses.longHaul);
    await rp.openEdit(plate);
    await chooseOption(page, rp, 'useCategory', words.trailer.uses.shortBarge);
    await rp.save();
    await expect(rp.row(plate)).toContainText(words.trailer.uses.shortBarge);
    await shot(page, `trailer-list-${lang}`);
    await rp.deleteRow(plate);
    await expect(rp.row(plate)).toHaveCount(0);

    // Fuel cards: added, edited, stopped after the confirmation (once), deleted.
    await rp.goto('tmsGasCard');
    await expect(rp.root()).toContainText(words.gasCard.title);
    const cardNo = `GC-${tag}`;
    await rp.openAdd();
    await rp.fill({ sellingCompany: lang === 'zh-CN' ? '中国石化' : 'Sinopec', cardNo });
    await chooseOption(page, rp, 'cardType', words.gasCard.types.master);
    await rp.chooseDepartment();
    await shot(page, `gasCard-form-${lang}`);
    await rp.save();
    await rp.openEdit(cardNo);
    await rp.fill({ cardholder: lang === 'zh-CN' ? '李四' : 'Li Si' });
    await rp.save();
    await expect(rp.row(cardNo)).toContainText(lang === 'zh-CN' ? '李四' : 'Li Si');
    const cardId = await rp.rowId(cardNo);
    await expect(page.getByTestId(ids.cardStatus(cardId))).toHaveAttribute('data-status', 'normal');
    await rp.grid().locator(`.ag-row[row-id="${cardId}"] .ag-selection-checkbox input`).check();
    await page.getByTestId(ids.stop).click();
    await expect(rp.confirmDialog()).toContainText(cardNo);
    await shot(page, `gasCard-stop-${lang}`);
    await rp.confirm();
    await expect(page.getByTestId(ids.cardStatus(cardId))).toHaveAttribute('data-status', 'disabled');
    await expect(rp.row(cardNo)).toContainText(words.gasCard.statuses.disabled);
    await shot(page, `gasCard-list-${lang}`);
    await rp.deleteRow(cardNo);
    await expect(rp.row(cardNo)).toHaveCount(0);

    // Refuelling and use records: their lists and forms.
    for (const [route, name] of [
      ['tmsRefuel', 'refuel'],
      ['tmsUseRecord', 'useRecord'],
    ] as const) {
      await rp.goto(route);
      await expect(rp.root()).toContainText(words[name].title);
      await shot(page, `${name}-list-${lang}`);
      await rp.openAdd();
      await shot(page, `${name}-form-${lang}`);
      await closeForm(rp);
    }

    // Reimbursements: the total follows the amounts; tomorrow is refused by the form.
    await rp.goto('tmsReimbursement');
    await expect(rp.root()).toContainText(words.reimbursement.title);
    const number = `BX-${tag}`;
    await rp.openAdd();
    await rp.fill({
      reimbursementNo: number,
      applicant: '张三',
      approver: '李四',
      fuel: '100.5',
      tolls: '20',
    });
    await rp.chooseDepartment();
    await chooseDay(rp, 'day', formatChinaDate(chinaDayStart(Date.now()) + 86_400_000));
    await rp.saveRefused();
    await expect(rp.fieldError('day')).toHaveText(resources[lang].validation.notInFuture);
    await chooseDay(rp, 'day', formatChinaDate(Date.now()));
    await expect(page.getByTestId(ids.reimbursementTotal)).toHaveText('120.50');
    await shot(page, `reimbursement-form-${lang}`);
    await rp.save();
    await expect(rp.row(number)).toContainText('120.50');
    await rp.openEdit(number);
    await rp.fill({ parking: '9.5' });
    await rp.save();
    await expect(rp.row(number)).toContainText('130.00');
    await shot(page, `reimbursement-list-${lang}`);
    await rp.deleteRow(number);
    await expect(rp.row(number)).toHaveCount(0);
  });
}
