import { LANG_COOKIE, TEST_IDS, TEMPERATURE_POINT_STATE, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { expect, test } from './fixtures/test';
import { ResourcePage } from './fixtures/ResourcePage';
import { startOwnSiteLogger } from './fixtures/ownSiteLogger';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.store;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

const FREEZERS = [
  { probeNo: 1, name: 'F1', minC: -25, maxC: -15 },
  { probeNo: 2, name: 'F2', minC: -25, maxC: -15 },
];

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].store;

  test(`stores [${lang}]: a store with two freezers on its logger, live on the monitor, an excursion summarised, the binding in the history`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const stamp = String(Date.now()).slice(-7);
    const name = `E2E门店${index}-${stamp}`;
    const phone = `1980${index}${stamp}`;

    // The store list: a store bound to a logger number.
    const list = new ResourcePage(page);
    await list.goto('coldChainStoreList');
    await list.openAdd();
    await list.fill({ name, address: 'Shanghai Huangpu 1', terminalPhone: phone });
    await list.field('longitude').fill('121.48');
    await list.field('latitude').fill('31.23');
    await list.chooseDepartment();
    await snap(`store-form-${lang}`);
    await list.save();
    await expect(list.row(name)).toContainText(phone);
    await closeShellPopups(page);
    await snap(`store-list-${lang}`);

    // Freezers: two on the store's probes; a lower limit not below the upper is refused with the server's words.
    const freezers = new ResourcePage(page);
    await freezers.goto('storeFreezer');
    await expect(freezers.title()).toHaveText(words.freezer.title);
    for (const f of FREEZERS) {
      await freezers.openAdd();
      await freezers.pickField('siteId', name);
      await freezers.field('probeNo').fill(String(f.probeNo));
      await freezers.fill({ name: f.name, minC: String(f.maxC), maxC: String(f.maxC) });
      await freezers.saveRefused();
      await expect(freezers.fieldError('maxC')).toContainText(resources[lang].validation.alarmMaxAboveMin);
      await freezers.field('minC').fill(String(f.minC));
      if (f.probeNo === 2) await snap(`freezer-form-${lang}`);
      await freezers.save();
    }
    await expect(freezers.rows().filter({ hasText: name })).toHaveCount(2);
    await closeShellPopups(page);
    await snap(`freezers-${lang}`);

    const logger = await startOwnSiteLogger(name);
    try {
      logger.hold(-20);
      const points = await logger.db
        .selectFrom('temp_points')
        .select('id')
        .where('site_id', '=', logger.siteId)
        .orderBy('probe_no')
        .execute();
      expect(points).toHaveLength(2);
      const first = points[0]!.id;
      await expect
        .poll(
          async () =>
            (
              await logger.db
                .selectFrom('temp_readings')
                .select('value_c')
                .where('point_id', '=', first)
                .orderBy('time', 'desc')
                .executeTakeFirst()
            )?.value_c,
          { message: 'the logger’s reading is stored', timeout: 30_000, intervals: [250] },
        )
        .toBe(-20);

      // The monitor shows the live value, then follows the feed into an alarm without a reload.
      await page.goto('/storeMonitor');
      const tile = page.getByTestId(ids.boardPoint(first));
      await expect(tile).toContainText('-20.0');
      await expect(tile).toHaveAttribute('data-state', String(TEMPERATURE_POINT_STATE.normal));
      await expect(page.getByTestId(ids.feed)).toHaveAttribute('data-feed', 'open');
      logger.hold(-8);
      for (const p of points)
        await expect(page.getByTestId(ids.boardPoint(p.id))).toHaveAttribute(
          'data-state',
          String(TEMPERATURE_POINT_STATE.alarm),
        );
      await expect(tile).toContainText('-8.0');
      await closeShellPopups(page);
      await page.getByTestId(ids.boardSite(logger.siteId)).scrollIntoViewIfNeeded();
      await snap(`monitor-${lang}`);

      // One high-temperature alarm per freezer: the warning summary counts them and opens them in a drawer.
      await expect
        .poll(
          async () =>
            (
              await logger.db
                .selectFrom('alarms')
                .select('guid')
                .where('site_id', '=', logger.siteId)
                .execute()
            ).length,
          { message: 'the alarms are stored', timeout: 30_000, intervals: [250] },
        )
        .toBe(2);
      await page.goto('/storeWarningSummary');
      const high = page.getByTestId(ids.alarmCount(logger.siteId, 'high'));
      await expect(high).toHaveText('2');
      await expect(page.getByTestId(ids.alarmCount(logger.siteId, 'total'))).toHaveText('2');
      await closeShellPopups(page);
      await snap(`warning-summary-${lang}`);
      await high.click();
      const detail = page.getByTestId(ids.alarmDetail);
      await expect(detail.locator('tbody tr.ant-table-row')).toHaveCount(2);
      await expect(detail).toContainText(resources[lang].alarm.temperatureAlarm.high);
      await snap(`warning-detail-${lang}`);
      await page.keyboard.press('Escape');

      // The store is on the alarm map while its alarms are open, and its dashboard card counts them.
      await page.goto('/storeAlarmMap');
      const item = page.getByTestId(ids.alarmMapItem(logger.siteId));
      await expect(item).toContainText(name);
      await expect(item).toContainText('F1');
      await item.click();
      await closeShellPopups(page);
      await snap(`alarm-map-${lang}`);

      await page.goto('/storeDashboard');
      const card = page.getByTestId(ids.dashboardCard(logger.siteId));
      await expect(card).toContainText(name);
      await expect(card).toContainText('-8.0');
      await expect(card.locator('.ant-statistic-content-value').nth(2)).toHaveText('2');
      await card.scrollIntoViewIfNeeded();
      await closeShellPopups(page);
      await snap(`dashboard-${lang}`);

      // The history shows the logger bound when the store was saved.
      await page.goto('/storeEquipmentHistory');
      const history = page.getByTestId(ids.historyTable);
      const row = history.locator('tbody tr.ant-table-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(phone);
      await expect(row).toContainText(words.history.current);
      await closeShellPopups(page);
      await snap(`history-${lang}`);
    } finally {
      await logger.stop();
    }
  });
}
