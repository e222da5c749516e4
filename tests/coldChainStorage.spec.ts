import { LANG_COOKIE, TEST_IDS, TEMPERATURE_POINT_STATE, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { expect, test } from './fixtures/test';
import { ResourcePage } from './fixtures/ResourcePage';
import { startOwnSiteLogger } from './fixtures/ownSiteLogger';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.warehouse;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

const PROBES = [
  { probeNo: 1, name: 'A1', minC: -25, maxC: -15 },
  { probeNo: 2, name: 'A2', minC: -25, maxC: -15 },
  { probeNo: 3, name: 'B1', minC: -25, maxC: -15 },
  { probeNo: 4, name: 'B2', minC: -25, maxC: -15 },
];

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].warehouse;

  test(`warehouses [${lang}]: a warehouse made on the page, its logger live on the board, an excursion in the alarm summary`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const stamp = String(Date.now()).slice(-7);
    const name = `E2E仓库${index}-${stamp}`;
    const phone = `1990${index}${stamp}`;

    // The list: add a warehouse with four probes bound to a logger number.
    const list = new ResourcePage(page);
    await list.goto('coldChainStorageList');
    await expect(list.title()).toHaveText(words.list.title);
    await list.openAdd();
    await list.fill({ name, address: 'Shanghai Pudong 1', terminalPhone: phone });
    await list.field('longitude').fill('121.6');
    await list.field('latitude').fill('31.1');
    await list.chooseDepartment();
    for (let i = 1; i < PROBES.length; i += 1) await page.getByTestId(ids.addPoint).click();
    for (const [i, p] of PROBES.entries()) {
      const row = page.getByTestId(ids.pointRow(i));
      await expect(row.locator(`#resourceForm_points_${i}_probeNo`)).toHaveValue(String(p.probeNo));
      await row.locator(`#resourceForm_points_${i}_name`).fill(p.name);
      await row.locator(`#resourceForm_points_${i}_minC`).fill(String(p.minC));
      await row.locator(`#resourceForm_points_${i}_maxC`).fill(String(p.maxC));
    }
    // A lower limit not below the upper is refused on the form, with the server's own message.
    await page.locator('#resourceForm_points_0_minC').fill('-15');
    await list.saveRefused();
    await expect(page.getByTestId(ids.pointRow(0))).toContainText(
      resources[lang].validation.alarmMaxAboveMin,
    );
    await page.locator('#resourceForm_points_0_minC').fill('-25');
    await snap(`form-${lang}`);
    await list.save();
    await expect(list.row(name)).toContainText(phone);
    await closeShellPopups(page);
    await snap(`list-${lang}`);

    // Its logger comes online on the gateway and reports −20 °C everywhere (normal).
    const logger = await startOwnSiteLogger(name);
    try {
      logger.hold(-20);
      const points = await logger.db
        .selectFrom('temp_points')
        .select('id')
        .where('site_id', '=', logger.siteId)
        .orderBy('probe_no')
        .execute();
      expect(points).toHaveLength(4);
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

      // The board shows it, then follows the live feed: warning, then alarm, without a reload.
      await page.goto('/storageMonitorBoard');
      const tile = page.getByTestId(ids.boardPoint(first));
      await expect(tile).toContainText('-20.0');
      await expect(tile).toHaveAttribute('data-state', String(TEMPERATURE_POINT_STATE.normal));
      await expect(page.getByTestId(ids.legend)).toContainText(words.states[4]);
      await expect(page.getByTestId(ids.feed)).toHaveAttribute('data-feed', 'open');
      const loads: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') loads.push(r.url());
      });
      logger.hold(-14);
      await expect(tile).toContainText('-14.0');
      await expect(tile).toHaveAttribute('data-state', String(TEMPERATURE_POINT_STATE.warning));
      await expect(tile).toContainText(words.states[1]);
      logger.hold(-8);
      for (const p of points) {
        await expect(page.getByTestId(ids.boardPoint(p.id))).toHaveAttribute(
          'data-state',
          String(TEMPERATURE_POINT_STATE.alarm),
        );
      }
      await expect(tile).toContainText('-8.0');
      expect(loads).toEqual([]);
      await closeShellPopups(page);
      await page.getByTestId(ids.boardSite(logger.siteId)).scrollIntoViewIfNeeded();
      await snap(`board-${lang}`);

      // The excursion opened one high-temperature alarm per probe: the summary counts them and opens them.
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
        .toBe(4);
      await page.goto('/storageAlarmSummary');
      const high = page.getByTestId(ids.alarmCount(logger.siteId, 'high'));
      await expect(high).toHaveText('4');
      await expect(page.getByTestId(ids.alarmCount(logger.siteId, 'total'))).toHaveText('4');
      await closeShellPopups(page);
      await snap(`alarm-summary-${lang}`);
      await high.click();
      const detail = page.getByTestId(ids.alarmDetail);
      await expect(detail.locator('tbody tr.ant-table-row')).toHaveCount(4);
      await expect(detail).toContainText(resources[lang].alarm.temperatureAlarm.high);
      await snap(`alarm-detail-${lang}`);
      await page.keyboard.press('Escape');

      // The online rate lists the warehouse with its points.
      await page.goto('/storageTempOnlineRate');
      const rates = page.getByTestId(ids.onlineRateTable);
      await expect(rates).toContainText(name);
      await expect(rates).toContainText(words.onlineRate.rate);
      await closeShellPopups(page);
      await snap(`online-rate-${lang}`);
    } finally {
      await logger.stop();
    }
  });
}
