/**
 * npm run bench:vehicleTree [-- --vehicles 10000 --runs 5]
 *
 * Starts OUR server on a throwaway SQLite database seeded with `--vehicles` vehicles (one day of history, no
 * simulator), signs in as the demo administrator in headless /usr/bin/chromium and opens the vehicle page, whose
 * left panel is the VehicleTree of every picker. Per run (a fresh page load) it reads the tree's performance marks:
 * first paint after navigation, the tree call (time and size), data → first rows on screen; then a search that
 * matches a few hundred plates and opening the largest department. Prints the medians.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { TEST_IDS } from '../../packages/core/src/testIds';
import { launchChromium, signInAsAdmin, startBenchServer } from './lib/consoleBench';

const { values } = parseArgs({
  options: { vehicles: { type: 'string', default: '10000' }, runs: { type: 'string', default: '5' } },
});
const VEHICLES = Number(values.vehicles);
const RUNS = Math.max(1, Number(values.runs));
const ids = TEST_IDS.vehicleTree;

interface RunFigures {
  firstPaintMs: number;
  callMs: number;
  callKb: number;
  dataToPaintMs: number;
  vehicles: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measureLoad(page: Page, url: string): Promise<RunFigures> {
  await page.goto(url);
  await page
    .waitForFunction(() => performance.getEntriesByName('vehicleTree:paint').length > 0, null, {
      timeout: 120_000,
    })
    .catch(async (error: unknown) => {
      const shot = path.join(os.tmpdir(), 'bench-vehicle-tree-timeout.png');
      await page.screenshot({ path: shot });
      throw new Error(`the tree did not paint at ${page.url()} (screenshot ${shot})`, { cause: error });
    });
  // A string, not a function: tsx would wrap named helpers in an `__name` call the page does not know.
  return page.evaluate(`(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? 0;
    const call = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/monitor/tree'));
    const root = document.querySelector('[data-testid="${ids.root}"]');
    return {
      firstPaintMs: mark('vehicleTree:paint'),
      callMs: call ? call.responseEnd - call.requestStart : 0,
      callKb: call ? call.encodedBodySize / 1024 : 0,
      dataToPaintMs: mark('vehicleTree:paint') - mark('vehicleTree:data'),
      vehicles: Number(root?.getAttribute('data-count') ?? 0),
    };
  })()`);
}

/** Milliseconds from an action in the page until `done` holds on the next frame. */
async function timeUntil(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<unknown>,
): Promise<number> {
  const started = await page.evaluate(() => performance.now());
  await act();
  await done();
  return (
    (await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
    )) - started
  );
}

async function main(): Promise<void> {
  console.log(`[bench:vehicleTree] starting the server (seeding ${VEHICLES} vehicles, one day) …`);
  const seedStarted = Date.now();
  const bench = await startBenchServer('tree', { vehicles: VEHICLES, timeoutMs: 900_000 });
  const { server } = bench;
  try {
    console.log(
      `[bench:vehicleTree] seeded and listening after ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await signInAsAdmin(page, server.baseUrl);
      const url = `${server.baseUrl}/tmsVehicleInfo`;
      // The first load warms the browser's cache of the console's scripts, as a user's second visit would be.
      await measureLoad(page, url);
      const runs: RunFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureLoad(page, url));

      const search = page.getByTestId(ids.search).locator('input');
      const searchMs = await timeUntil(
        page,
        () => search.fill('8'),
        () => page.locator(`[data-testid="${ids.row}"][data-kind="vehicle"]`).first().waitFor(),
      );
      const matched = await page.evaluate(() => document.querySelectorAll('mark').length);
      await search.fill('');
      const openMs = await timeUntil(
        page,
        () =>
          page
            .locator(`[data-testid="${ids.row}"][aria-level="2"] [data-testid="${ids.toggle}"]`)
            .first()
            .click(),
        () => page.locator(`[data-testid="${ids.row}"][aria-level="3"]`).first().waitFor(),
      );
      const rowsInDom = await page.locator(`[data-testid="${ids.row}"]`).count();

      const pick = (k: keyof RunFigures) => median(runs.map((r) => r[k]));
      console.log(
        `\nVehicle tree, ${pick('vehicles')} vehicles (median of ${RUNS} page loads, 1920×1080, headless Chromium):`,
      );
      console.log(`  first paint of the tree after navigation  ${pick('firstPaintMs').toFixed(0)} ms`);
      console.log(
        `  tree call (monitor/tree)                 ${pick('callMs').toFixed(0)} ms, ${pick('callKb').toFixed(0)} kB`,
      );
      console.log(`  data received → first rows on screen     ${pick('dataToPaintMs').toFixed(0)} ms`);
      console.log(
        `  search "8" → matches shown              ${searchMs.toFixed(0)} ms (${matched} marked in view)`,
      );
      console.log(`  open a department                        ${openMs.toFixed(0)} ms`);
      console.log(`  rows in the DOM                          ${rowsInDom} (virtualised)`);
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.error(bench.logTail());
    throw error;
  } finally {
    await bench.stop();
  }
}

await main();
