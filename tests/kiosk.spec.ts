import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LIMITS, TEST_IDS, type OperationBoardData } from '@roadwatch/core';
import { KIOSK_TEST_IDS as ID } from '../apps/kiosk/src/testIds';
import { SCREENSHOT_DIR } from './fixtures/e2eEnv';
import { createKioskServer, type KioskServer } from './fixtures/kioskServer';
import { expect, test } from './fixtures/test';

/**
 * Wall displays against a server of their own (tests/fixtures/kioskServer.ts), which this spec stops and starts.
 * Displays: tests/fixtures/kiosk-configs (e2e-wall: all four boards, 5 s dwell, 5 s refresh; e2e-shots and
 * e2e-shots-en: the same with 60 s dwell, for screenshots, the English one with its safety trend over 13 weeks
 * and its online rate over 30 days; e2e-light; e2e-revoke; e2e-broken; e2e-elsewhere, openable only from
 * 10.255.255.0/24; e2e-live3d: cold chain and supervision with live 3D views; e2e-generated: no token in its
 * file, so the server generates one and prints its address once).
 */
const BOARD_KINDS = ['safety', 'coldChain', 'supervision', 'operation'] as const;
const WALL = 'e2e-wall';
/**
 * Two boards without WebGL and a 60 s dwell, for the tests that watch one board's data: on the shared test
 * machine the WebGL boards draw in software and can hold the page's main thread for many seconds.
 */
const LIGHT = 'e2e-light';

let server: KioskServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await createKioskServer();
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
});

/** Counts frames without a board on screen once one has been (the wall must never go blank). */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { __blankFrames?: number; __noticeFrames?: number };
    w.__blankFrames = 0;
    w.__noticeFrames = 0;
    let seen = false;
    const check = () => {
      const shown = document.querySelector('[data-slot="shown"]');
      if (shown) seen = true;
      else if (seen) w.__blankFrames = (w.__blankFrames ?? 0) + 1;
      if (seen && document.querySelector('[data-testid="kiosk-notice"]'))
        w.__noticeFrames = (w.__noticeFrames ?? 0) + 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function frameCounts(page: Page) {
  return page.evaluate(() => {
    const w = window as Window & { __blankFrames?: number; __noticeFrames?: number };
    return { blank: w.__blankFrames ?? -1, notice: w.__noticeFrames ?? -1 };
  });
}

async function openWall(page: Page, display = WALL): Promise<void> {
  await watchFrames(page);
  await page.goto(`${server.baseUrl}/kiosk/?display=${display}`);
  await expect(page.locator('[data-slot="shown"]')).toBeVisible({ timeout: 30_000 });
}

async function shownIndex(page: Page): Promise<number> {
  return Number(await page.locator('[data-slot="shown"]').getAttribute('data-board-index'));
}

function kioskStats(page: Page) {
  return page.evaluate(() => {
    const stats = (window as Window & { __roadwatchKiosk?: { switches: number; drawFallbacks: number } })
      .__roadwatchKiosk;
    return { switches: stats?.switches ?? -1, drawFallbacks: stats?.drawFallbacks ?? -1 };
  });
}

test('a wall of four boards rotates through all of them, each drawn off-screen before it is shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openWall(page);
  const seen = new Set<number>([await shownIndex(page)]);
  await expect
    .poll(
      async () => {
        seen.add(await shownIndex(page));
        return seen.size;
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(BOARD_KINDS.length);
  // The next board was mounted hidden next to the one on screen at some point of the rotation.
  await expect(page.locator('[data-slot="incoming"]')).toBeAttached({ timeout: 10_000 });
  await expect(page.locator('[data-slot="incoming"]')).toBeHidden();
  expect((await frameCounts(page)).blank).toBe(0);
  const stats = await kioskStats(page);
  expect(stats.switches).toBeGreaterThanOrEqual(BOARD_KINDS.length);
  expect(stats.drawFallbacks).toBe(0);
  // At most the board on screen and the next one are mounted.
  expect(await page.getByTestId(ID.boardSlot).count()).toBeLessThanOrEqual(2);
});

test('a display without a token in its file opens from the address the server printed once, and keeps its token', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const display = 'e2e-generated';
  const printed = server
    .log()
    .split('\n')
    .filter((line) => line.includes(`"display":"${display}"`) && line.includes('#token='))
    .map((line) => (JSON.parse(line) as { url: string }).url);
  // Printed at the first start only.
  expect(printed).toHaveLength(1);
  const url = new URL(printed[0] ?? '');
  expect(`${url.origin}${url.pathname}${url.search}`).toBe(`${server.baseUrl}/kiosk/?display=${display}`);
  // The config the server hands out carries no token.
  const served = (await (
    await page.request.get(`${server.baseUrl}/kiosk/configs/${display}.json`)
  ).json()) as {
    token?: string;
  };
  expect(served.token).toBeUndefined();

  await page.goto(url.href);
  const shown = page.locator('[data-slot="shown"]');
  await expect(shown).toBeVisible({ timeout: 30_000 });
  // The token leaves the address bar (no screenshot or history entry shows it), and a reload needs no token.
  expect(page.url()).toBe(`${server.baseUrl}/kiosk/?display=${display}`);
  await page.reload();
  await expect(shown).toBeVisible({ timeout: 30_000 });

  // A browser that was never given the address is not let in, and is told where the address comes from.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`${server.baseUrl}/kiosk/?display=${display}`);
  await expect(other.getByTestId(ID.notice)).toContainText('Display not authorised');
  await expect(other.getByTestId(ID.notice)).toContainText('npm run kiosk:token');
  await expect(other.locator('[data-slot="shown"]')).toHaveCount(0);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await other.screenshot({ path: path.join(SCREENSHOT_DIR, 'kiosk--en-US--no-token.png') });
  await stranger.close();
});

test('the countdowns tick, the data refreshes, space pauses and the arrows move between boards', async ({
  page,
}) => {
  // Generous limits: on the shared 2-core test machine a board with WebGL drawn in software can hold the page's
  // main thread for seconds.
  test.setTimeout(180_000);
  await openWall(page);
  const updated = page.getByTestId(ID.updated);
  await expect(updated).toHaveText(/更新于 \d\d:\d\d:\d\d/);
  const firstUpdate = await updated.textContent();
  const refresh = page.getByTestId(ID.nextRefresh);
  const firstCountdown = await refresh.textContent();
  await expect(refresh).not.toHaveText(firstCountdown ?? '', { timeout: 30_000 });
  await expect(updated).not.toHaveText(firstUpdate ?? '', { timeout: 30_000 });

  await page.keyboard.press('Space');
  const nextBoard = page.getByTestId(ID.nextBoard);
  await expect(nextBoard).toHaveText('轮播已暂停');
  await expect(nextBoard).toHaveAttribute('data-paused', 'true');
  const pausedAt = await shownIndex(page);
  // Longer than a dwell passes on the clock; the board stays, and its data keeps refreshing.
  const clock = page.getByTestId(ID.clock);
  const clockAtPause = (await clock.textContent()) ?? '';
  const pausedUpdate = (await updated.textContent()) ?? '';
  await expect
    .poll(async () => secondsBetween(clockAtPause, (await clock.textContent()) ?? ''), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(7);
  expect(await shownIndex(page)).toBe(pausedAt);
  await expect(updated).not.toHaveText(pausedUpdate, { timeout: 30_000 });

  // An arrow mounts the board off-screen and swaps it in once drawn (a WebGL board takes a few seconds here).
  const moved = { timeout: 30_000 };
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownIndex(page), moved).toBe((pausedAt + 1) % BOARD_KINDS.length);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => shownIndex(page), moved).toBe(pausedAt);
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => shownIndex(page), moved)
    .toBe((pausedAt + BOARD_KINDS.length - 1) % BOARD_KINDS.length);
  await expect(nextBoard).toHaveText('轮播已暂停');
  await page.keyboard.press('Space');
  await expect(nextBoard).toHaveText(/\d+秒后切换/);
});

function secondsBetween(a: string, b: string): number {
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return (seconds(b) - seconds(a) + 86_400) % 86_400;
}

test('with the server down the data stays under a stale banner without a reload, and comes back with it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWall(page, LIGHT);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    (window as Window & { __samePage?: boolean }).__samePage = true;
  });
  const updated = page.getByTestId(ID.updated);
  await expect(updated).toHaveText(/\d\d:\d\d:\d\d/);
  const stale = page.getByTestId(ID.stale);
  await expect(stale).toBeHidden();
  const shown = page.locator('[data-slot="shown"]');
  const shownText = ((await shown.textContent()) ?? '').slice(0, 60);

  await server.stop();
  const stoppedAt = Date.now();
  // Within one refresh interval (5 s) plus 5 s.
  await expect(stale).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - stoppedAt).toBeLessThanOrEqual(10_000);
  await expect(stale).toHaveText(/数据已 \d+ 秒 未更新/);
  // The board keeps its last good data; the wall is never blank nor a notice.
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(shownText);
  const staleUpdate = (await updated.textContent()) ?? '';
  expect(staleUpdate).toMatch(/\d\d:\d\d:\d\d/);

  await server.start();
  const restartedAt = Date.now();
  // Backoff is capped at 60 s: recovery within the cap plus 5 s.
  await expect(stale).toBeHidden({ timeout: 65_000 });
  expect(Date.now() - restartedAt).toBeLessThanOrEqual(65_000);
  await expect(updated).toHaveText(/\d\d:\d\d:\d\d/);
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  expect(navigations).toBe(0);
  const counts = await frameCounts(page);
  expect(counts.blank).toBe(0);
  expect(counts.notice).toBe(0);
});

test('an expired display session is renewed silently', async ({ page }) => {
  test.setTimeout(90_000);
  await openWall(page, LIGHT);
  const updated = page.getByTestId(ID.updated);
  await expect(updated).toHaveText(/\d\d:\d\d:\d\d/);
  const displayId = `(SELECT id FROM kiosk_displays WHERE name = '${LIGHT}')`;
  const live = () =>
    server.count(
      `SELECT COUNT(*) FROM sessions WHERE kiosk_display_id = ${displayId} AND expires_at > ?`,
      Date.now(),
    );
  expect(live()).toBeGreaterThan(0);
  server.sql(`UPDATE sessions SET expires_at = 1 WHERE kiosk_display_id = ${displayId}`);
  expect(live()).toBe(0);
  const before = (await updated.textContent()) ?? '';
  // The next refresh gets a 401, trades the display token for a new session and retries: no notice, no login.
  await expect.poll(live, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(updated).not.toHaveText(before, { timeout: 15_000 });
  await expect(page.getByTestId(ID.stale)).toBeHidden();
  expect(page.url()).toContain(`/kiosk/?display=${LIGHT}`);
  expect((await frameCounts(page)).notice).toBe(0);
});

test('a revoked display token shows "display not authorised" with the display name', async ({ page }) => {
  test.setTimeout(60_000);
  await openWall(page, 'e2e-revoke');
  server.sql(`UPDATE kiosk_displays SET revoked = 1 WHERE name = 'e2e-revoke'`);
  try {
    await expect(page.getByTestId(ID.noticeTitle)).toHaveText('大屏未授权', { timeout: 20_000 });
    await expect(page.getByTestId(ID.notice)).toContainText('显示屏“e2e-revoke”的令牌无效或已被吊销');
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
  } finally {
    server.sql(`UPDATE kiosk_displays SET revoked = 0 WHERE name = 'e2e-revoke'`);
  }
});

test('a display limited to other addresses shows where it may be opened, and never its boards', async ({
  page,
}) => {
  const configAnswers: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/kiosk/configs/')) configAnswers.push(res.status());
  });
  await page.goto(`${server.baseUrl}/kiosk/?display=e2e-elsewhere`);
  // The page's language is the config's, which the display never received: the default, Chinese.
  await expect(page.getByTestId(ID.noticeTitle)).toHaveText('此处不能打开这块大屏');
  await expect(page.getByTestId(ID.notice)).toContainText('“e2e-elsewhere”');
  await expect(page.getByTestId(ID.notice)).toContainText('allowFrom');
  expect(configAnswers).toContain(403);
  await expect(page.locator('[data-slot="shown"]')).toHaveCount(0);
});

test('a broken display config names its bad field', async ({ page }) => {
  await page.goto(`${server.baseUrl}/kiosk/?display=e2e-broken`);
  await expect(page.getByTestId(ID.noticeTitle)).toHaveText('Display configuration error');
  await expect(page.getByTestId(ID.configIssue)).toHaveText([
    'boards[1].refreshSeconds: must be one of 5, 15, or 30',
  ]);
});

test('charts draw at real pixels at 100 %, 125 % and 150 % OS scaling', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [width, height, scale] of [
    [1920, 1080, 1],
    [1536, 864, 1.25],
    [1280, 720, 1.5],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
    const page = await context.newPage();
    await openWall(page);
    await page.keyboard.press('Space');
    for (let i = 0; i < BOARD_KINDS.length; i += 1) {
      const canvases = await page.locator('[data-slot="shown"] canvas').evaluateAll((elements) =>
        elements
          .map((element) => {
            const canvas = element as HTMLCanvasElement;
            const rect = canvas.getBoundingClientRect();
            return { backing: canvas.width, css: rect.width, dpr: window.devicePixelRatio };
          })
          .filter((c) => c.css > 0),
      );
      for (const canvas of canvases)
        expect(
          Math.abs(canvas.backing - canvas.css * canvas.dpr),
          JSON.stringify(canvas),
        ).toBeLessThanOrEqual(2);
      const before = await shownIndex(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownIndex(page), { timeout: 30_000 }).not.toBe(before);
    }
    // The 1920×1080 design fills the screen.
    const stage = await page.getByTestId(ID.stage).boundingBox();
    expect(Math.abs((stage?.width ?? 0) - width)).toBeLessThanOrEqual(8);
    await context.close();
  }
});

test("a display's boards show the windows its config names", async ({ page }) => {
  test.setTimeout(60_000);
  // e2e-shots-en: the safety trend over 13 weeks, the cold-chain online rate over 30 days.
  await openWall(page, 'e2e-shots-en');
  await page.keyboard.press('Space');
  const shown = page.locator('[data-slot="shown"]');
  await expect(shown).toHaveAttribute('data-board-index', String(BOARD_KINDS.indexOf('safety')));
  await expect(shown).toContainText('Last 13 weeks');
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('data-board-index', String(BOARD_KINDS.indexOf('coldChain')), {
    timeout: 30_000,
  });
  await expect(shown).toContainText('Online rate (30 days)');
});

test("the 3D views: the warehouse shows each probe's reading without covering another, the provinces are ranked by name", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // English display, 60 s dwell: the arrows alone move it.
  await openWall(page, 'e2e-shots-en');
  await page.keyboard.press('Space');
  const showBoard = async (index: number) => {
    while ((await shownIndex(page)) !== index) {
      const before = await shownIndex(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownIndex(page), { timeout: 30_000 }).not.toBe(before);
    }
  };

  await showBoard(BOARD_KINDS.indexOf('coldChain'));
  const warehouse = page.locator(`[data-slot="shown"] [data-testid="${TEST_IDS.boards.warehouse3d}"]`);
  const labels = warehouse.locator('.bd-three__label');
  await expect(labels.first()).toBeAttached();
  const texts = await labels.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/-?\d+\.\d℃$|—$/);
  const shown = await labels.evaluateAll((elements) =>
    elements
      .filter((e) => getComputedStyle(e).visibility !== 'hidden' && getComputedStyle(e).display !== 'none')
      .map((e) => e.getBoundingClientRect())
      .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const [i, a] of shown.entries())
    for (const b of shown.slice(i + 1))
      expect(
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        `labels overlap: ${JSON.stringify([a, b])}`,
      ).toBe(true);
  // The view itself is drawn: its canvas has opaque pixels.
  const drawnPixels = await warehouse
    .locator('canvas')
    .first()
    .evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext('2d');
      ctx?.drawImage(c, 0, 0);
      const data = ctx?.getImageData(0, 0, copy.width, copy.height).data ?? new Uint8ClampedArray();
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) opaque += 1;
      return opaque / (copy.width * copy.height);
    });
  expect(drawnPixels).toBeGreaterThan(0.1);

  await showBoard(BOARD_KINDS.indexOf('supervision'));
  const ranking = page.locator(
    `[data-slot="shown"] [data-testid="${TEST_IDS.boards.province3d}"] .bd-province-rank__item`,
  );
  await expect(ranking.first()).toBeVisible();
  const names = await ranking.locator('.bd-province-rank__name').allTextContents();
  // English names of the seeded fleet's provinces, largest first.
  expect(names.every((n) => /^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(n))).toBe(true);
  const counts = (await ranking.locator('.bd-province-rank__value').allTextContents()).map(Number);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
});

test('live 3D views: a lost WebGL context shows a notice and comes back, or the board is mounted afresh', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // render3d "live": the views a GPU wall PC runs (orbit, live province chart), here on the software rasterizer.
  await openWall(page, 'e2e-live3d');
  await page.keyboard.press('Space');
  const warehouse = page.locator(`[data-slot="shown"] [data-testid="${TEST_IDS.boards.warehouse3d}"]`);
  const canvas = warehouse.locator('canvas');
  await expect(canvas).toHaveCount(1);
  // A WebGL canvas on the page (a picture would be a 2D one), its labels following the orbit.
  expect(await canvas.evaluate((c) => (c as HTMLCanvasElement).getContext('2d') === null)).toBe(true);
  await expect(warehouse.locator('.bd-three__label').first()).toBeAttached();

  const loseContext = (restoreAfter: boolean) =>
    canvas.evaluate((c, restore) => {
      const el = c as HTMLCanvasElement;
      const gl = el.getContext('webgl2') ?? el.getContext('webgl');
      const ext = gl?.getExtension('WEBGL_lose_context');
      if (!ext) throw new Error('no WEBGL_lose_context');
      ext.loseContext();
      if (restore) (window as Window & { __restore?: () => void }).__restore = () => ext.restoreContext();
    }, restoreAfter);
  const overlay = warehouse.locator('.bd-three__overlay');

  // Lost, then restored by the browser (a GPU reset): the notice shows, then the view resumes in place.
  await loseContext(true);
  await expect(overlay).toHaveText('Restoring the 3D view…');
  await page.evaluate(() => (window as Window & { __restore?: () => void }).__restore?.());
  await expect(overlay).toBeHidden();
  const recoveries = () =>
    page.evaluate(
      () =>
        (window as Window & { __roadwatchKiosk?: { contextRecoveries: number } }).__roadwatchKiosk
          ?.contextRecoveries,
    );
  expect(await recoveries()).toBe(0);

  // Lost for good: after a few seconds the board is mounted afresh with a new context.
  await loseContext(false);
  await expect(overlay).toBeVisible();
  await expect.poll(recoveries, { timeout: 15_000 }).toBe(1);
  await expect(overlay).toBeHidden();
  expect(await canvas.evaluate((c) => (c as HTMLCanvasElement).getContext('webgl2')?.isContextLost())).toBe(
    false,
  );

  // The province view, live as well; never more than two WebGL contexts alive.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-slot="shown"]')).toHaveAttribute('data-board-index', '1', {
    timeout: 30_000,
  });
  const live = await page.evaluate(
    () =>
      (window as Window & { __roadwatchLiveGraphics?: () => { webgl: number } }).__roadwatchLiveGraphics?.()
        .webgl,
  );
  expect(live).toBeGreaterThanOrEqual(1);
  expect(live).toBeLessThanOrEqual(2);
  const provinceCanvases = page.locator(
    `[data-slot="shown"] [data-testid="${TEST_IDS.boards.province3d}"] canvas`,
  );
  const kinds = await provinceCanvases.evaluateAll((list) =>
    list.map((c) => ((c as HTMLCanvasElement).getContext('2d') === null ? 'webgl' : '2d')),
  );
  expect(kinds).toContain('webgl');
});

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

test('a full rotation in both languages: whole plates, the date apart from its weekday, no 3D shader errors, the first day of history counted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const [display, language, datePattern] of [
    ['e2e-shots', 'zh-CN', /^\d{4}\/\d{2}\/\d{2} 周[一二三四五六日]$/],
    ['e2e-shots-en', 'en-US', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2}\/\d{2}\/\d{4}$/],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: language });
    const page = await context.newPage();
    // echarts-gl and its shader library (claygl) report a missing shader through the console.
    const shaderMessages: string[] = [];
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        /ecgl|shader|claygl|not existed/i.test(message.text())
      )
        shaderMessages.push(message.text());
    });
    const operationAnswers: OperationBoardData[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/board/operation')) return;
      void response
        .json()
        .then((body: { code: number; result: OperationBoardData }) => {
          if (body.code === 1) operationAnswers.push(body.result);
        })
        .catch(() => undefined);
    });
    await openWall(page, display);
    await expect(page.locator('.clock__date')).toHaveText(datePattern);
    let plates = 0;
    for (let i = 0; i < BOARD_KINDS.length; i += 1) {
      const index = await shownIndex(page);
      await expect(page.getByTestId(ID.updated)).toHaveText(/\d\d:\d\d:\d\d/);
      const cells = page.locator('[data-slot="shown"] td.bd-plate');
      const cut = await cells.evaluateAll((list) =>
        list.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
      expect(cut, `${language} ${BOARD_KINDS[index]}: plates cut short`).toEqual([]);
      plates += await cells.count();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownIndex(page), { timeout: 30_000 }).toBe((index + 1) % BOARD_KINDS.length);
    }
    // The risky-vehicle and mileage tables had plates to check.
    expect(plates).toBeGreaterThan(0);
    expect(shaderMessages).toEqual([]);

    // The operation board's daily series on the first day of history: that day counts from each vehicle's first
    // reading (odometers only grow, so a vehicle's km that day = its highest minus its lowest reading before the
    // next midnight), not a false 0.
    await expect.poll(() => operationAnswers.length).toBeGreaterThan(0);
    const answer = operationAnswers.at(-1) as OperationBoardData;
    const firstPoint = server.count(
      'select min(t.gps_time) from track_points t join vehicles v on v.id = t.vehicle_id where v.company_id = 1',
    );
    const firstDay = Math.floor((firstPoint + CHINA_OFFSET_MS) / DAY_MS);
    const nextMidnight = (firstDay + 1) * DAY_MS - CHINA_OFFSET_MS;
    const label = new Date(firstDay * DAY_MS).toISOString().slice(0, 10);
    const perVehicle = `select max(t.mileage_km) - min(t.mileage_km) as km from track_points t
      join vehicles v on v.id = t.vehicle_id where v.company_id = 1 and t.gps_time < ? group by t.vehicle_id`;
    const used = server.count(
      `select count(*) from (${perVehicle}) where km > ?`,
      nextMidnight,
      LIMITS.usedVehicleDailyKm,
    );
    const km = server.count(`select coalesce(sum(km), 0) from (${perVehicle})`, nextMidnight);
    const usedThatDay = answer.utilisation.daily.find((d) => d.date === label);
    const kmThatDay = answer.mileage.daily.find((d) => d.date === label);
    expect(usedThatDay, `the first day of history (${label}) is in the series`).toBeDefined();
    expect(km).toBeGreaterThan(0);
    expect(usedThatDay?.used).toBe(used);
    expect(kmThatDay?.km).toBeCloseTo(km, 0);
    await context.close();
  }
});

test('screenshots of every board at 1920×1080 and 3840×2160 in zh-CN and en-US', async ({ browser }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [display, language] of [
    // 60 s dwell: the arrows alone move these displays during the test.
    ['e2e-shots', 'zh-CN'],
    ['e2e-shots-en', 'en-US'],
  ] as const) {
    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, locale: language });
      const page = await context.newPage();
      await openWall(page, display);
      for (let i = 0; i < BOARD_KINDS.length; i += 1) {
        const index = await shownIndex(page);
        await expect(page.getByTestId(ID.updated)).toHaveText(/\d\d:\d\d:\d\d/);
        const file = `kiosk--${language}--${width}x${height}--${index + 1}-${BOARD_KINDS[index]}.png`;
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => shownIndex(page), { timeout: 30_000 }).toBe((index + 1) % BOARD_KINDS.length);
      }
      await context.close();
    }
  }
});
