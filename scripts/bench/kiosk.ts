/**
 * npm run bench:kiosk [-- --rotations 500] [--profile page.cpuprofile]
 *
 * Starts OUR server (apps/server, seeded temp database, a bench display with all four boards, 5 s dwell and
 * refresh), opens /kiosk/?display=bench-wall at 1920×1080 in headless /usr/bin/chromium and rotates the boards
 * at least 500 times: mostly with the arrow key (each time the next board is mounted off-screen, fetched if
 * stale, drawn and swapped in), and every 50th by its own dwell (preloaded board swapped in on time). Prints JS
 * heap after 10 rotations and at the end (after a forced GC), live ECharts instances, WebGL contexts, the longest
 * task outside transitions, board switch times and blank frames, and exits non-zero when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { WEB_APPS, buildApp } from '../lib/build.mjs';
import { freePort } from '../lib/ports.mjs';
import { spawnServer, stopServer, waitForHealth } from '../lib/server.mjs';
import { CHROMIUM_PATH } from '../lib/system.mjs';

const TARGETS = { heapRatio: 1.1, webglContexts: 2, switchMs: 1_000, longTaskMs: 200 } as const;
const DISPLAY = 'bench-wall';
const NATURAL_EVERY = 50;

const { values } = parseArgs({
  options: { rotations: { type: 'string', default: '500' }, profile: { type: 'string' } },
});
const ROTATIONS = Math.max(20, Number(values.rotations));

const BENCH_CONFIG = {
  name: DISPLAY,
  title: 'Benchmark wall',
  token: 'bench-wall-token-0b7e4c19a2d85f63',
  language: 'zh-CN',
  boards: (['safety', 'coldChain', 'supervision', 'operation'] as const).map((kind) => ({
    kind,
    dwellSeconds: 5,
    refreshSeconds: 5,
  })),
};

interface PageProbe {
  webglCreated: number;
  webglAlive: number;
  webglPeak: number;
  echarts: number;
  echartsPeak: number;
  blankFrames: number;
  longestOutside: number;
  longestInside: number;
  longestStartup: number;
  outsideOver200: number;
  worstOutside: { start: number; duration: number; afterTransition: number | null; board: number }[];
  switches: number;
  lastSwitchMs: number;
  drawFallbacks: number;
  /** Config index of the board on screen. */
  shownIndex: number;
}

/** Instruments the page before the kiosk runs: WebGL contexts, long tasks, blank frames, ECharts instances. */
function instrument(): void {
  interface Stats {
    switches: number;
    lastSwitchMs: number;
    drawFallbacks: number;
    transitions: [number, number][];
    transitionSince: number | null;
  }
  const w = window as unknown as Window & {
    __roadwatchKiosk?: Stats;
    __bench: { probe: () => unknown; measureStart: () => void; measureEnd: () => void };
  };
  const contexts: { gl: WeakRef<WebGLRenderingContext> }[] = [];
  let created = 0;
  let webglPeak = 0;
  let echartsPeak = 0;
  let blankFrames = 0;
  let longestOutside = 0;
  let longestInside = 0;
  let longestStartup = 0;
  let outsideOver200 = 0;
  const worstOutside: { start: number; duration: number; afterTransition: number | null; board: number }[] =
    [];

  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    type: string,
    ...rest: unknown[]
  ) {
    const context = (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    if (context && /webgl/.test(type) && !contexts.some((c) => c.gl.deref() === context)) {
      created += 1;
      contexts.push({ gl: new WeakRef(context as WebGLRenderingContext) });
    }
    return context;
  } as typeof HTMLCanvasElement.prototype.getContext;

  /**
   * Contexts not given back yet, on the page or not (the 3D views on a software rasterizer draw off the page):
   * one whose canvas is gone but not yet collected still holds its GPU resources, so it counts too.
   */
  function webglAlive(): number {
    for (let i = contexts.length - 1; i >= 0; i -= 1) {
      const gl = contexts[i]?.gl.deref();
      if (!gl || gl.isContextLost()) contexts.splice(i, 1);
    }
    return contexts.length;
  }

  /** Page load and the first board are start-up, not rotation; they are reported on their own. */
  const measuring: [number, number][] = [];
  function phaseOf(start: number, end: number): 'startup' | 'measurement' | 'transition' | 'outside' {
    const stats = w.__roadwatchKiosk;
    if (!stats || stats.switches === 0) return 'startup';
    // The bench's own forced GCs (heap readings) block the page too; they are not the kiosk's tasks.
    if (measuring.some(([from, to]) => start < to && end > from)) return 'measurement';
    if (stats.transitionSince !== null && end >= stats.transitionSince) return 'transition';
    return stats.transitions.some(([from, to]) => start < to && end > from) ? 'transition' : 'outside';
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const phase = phaseOf(entry.startTime, entry.startTime + entry.duration);
      if (phase === 'measurement') continue;
      if (phase === 'startup') longestStartup = Math.max(longestStartup, entry.duration);
      else if (phase === 'transition') longestInside = Math.max(longestInside, entry.duration);
      else {
        longestOutside = Math.max(longestOutside, entry.duration);
        if (entry.duration > 200) outsideOver200 += 1;
        const stats = w.__roadwatchKiosk;
        const lastEnd = stats?.transitions.at(-1)?.[1];
        worstOutside.push({
          start: Math.round(entry.startTime),
          duration: Math.round(entry.duration),
          // Where it fell: ms after the last transition ended, and the board on screen.
          afterTransition: lastEnd === undefined ? null : Math.round(entry.startTime - lastEnd),
          board: Number(document.querySelector<HTMLElement>('[data-slot="shown"]')?.dataset.boardIndex ?? -1),
        });
        worstOutside.sort((a, b) => b.duration - a.duration);
        worstOutside.length = Math.min(worstOutside.length, 5);
      }
    }
  }).observe({ type: 'longtask', buffered: true });

  let seen = false;
  const frame = () => {
    if (document.querySelector('[data-slot="shown"]')) seen = true;
    else if (seen) blankFrames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  w.__bench = {
    measureStart: () => {
      measuring.push([performance.now(), Number.POSITIVE_INFINITY]);
      if (measuring.length > 50) measuring.shift();
    },
    measureEnd: () => {
      const last = measuring.at(-1);
      if (last) last[1] = performance.now() + 50;
    },
    probe: () => {
      const alive = webglAlive();
      webglPeak = Math.max(webglPeak, alive);
      // The boards' own count (charts/liveGraphics.ts) when present, else the instances ECharts marks in the DOM.
      const graphics = (window as unknown as { __roadwatchLiveGraphics?: () => { echarts: number } })
        .__roadwatchLiveGraphics;
      const echarts = graphics?.().echarts ?? document.querySelectorAll('[_echarts_instance_]').length;
      echartsPeak = Math.max(echartsPeak, echarts);
      const stats = w.__roadwatchKiosk;
      return {
        webglCreated: created,
        webglAlive: alive,
        webglPeak,
        echarts,
        echartsPeak,
        blankFrames,
        longestOutside,
        longestInside,
        longestStartup,
        outsideOver200,
        worstOutside,
        switches: stats?.switches ?? 0,
        lastSwitchMs: stats?.lastSwitchMs ?? 0,
        drawFallbacks: stats?.drawFallbacks ?? 0,
        shownIndex: Number(
          document.querySelector<HTMLElement>('[data-slot="shown"]')?.dataset.boardIndex ?? -1,
        ),
      };
    },
  };
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { probe: () => PageProbe } }).__bench.probe());

type BenchWindow = Window & { __bench: { measureStart: () => void; measureEnd: () => void } };

/** JS heap after forced GCs; the GC pauses are marked so they do not count as the kiosk's long tasks. */
async function heapAfterGc(page: Page, cdp: CDPSession): Promise<number> {
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.measureStart());
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.measureEnd());
  return usedSize;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const kiosk = WEB_APPS.find((app) => app.dir === 'apps/kiosk');
  if (!kiosk || !(await buildApp(kiosk))) throw new Error('the kiosk does not build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadwatch-bench-kiosk-'));
  const configDir = path.join(dataDir, 'kiosk-configs');
  fs.mkdirSync(configDir);
  fs.writeFileSync(path.join(configDir, `${DISPLAY}.json`), JSON.stringify(BENCH_CONFIG, null, 2));
  // A private copy of the kiosk build: a rebuild of apps/kiosk/dist during the run (another build, a test run)
  // would otherwise be picked up by the display as a new server build and reload it between boards.
  const kioskDist = path.join(dataDir, 'kiosk-dist');
  fs.cpSync(path.join(kiosk.dir, 'dist'), kioskDist, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const [port, gatewayPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ROADWATCH_DATA_DIR: dataDir,
    ROADWATCH_KIOSK_CONFIG_DIR: configDir,
    ROADWATCH_KIOSK_DIST: kioskDist,
    ROADWATCH_SEED_VEHICLES: process.env.BENCH_KIOSK_VEHICLES ?? '60',
    ROADWATCH_SEED_DAYS: '2',
    // The simulated fleet would compete with the browser for the two cores; the boards read the seeded data.
    ROADWATCH_SIMULATOR: process.env.BENCH_KIOSK_SIMULATOR ?? '0',
    JT808_PORT: String(gatewayPort),
    // Any free port for the JT/T 1078 media server: its default (7809) belongs to the shared e2e server.
    JT1078_PORT: '0',
  };
  delete env.DATABASE_URL;
  delete env.ROADWATCH_NO_SEED;
  console.log(`[bench:kiosk] starting the server (seeding ${env.ROADWATCH_SEED_VEHICLES} vehicles) …`);
  const server = spawnServer({ env, port, logFile });
  const browser = await (async () => {
    await waitForHealth(server, { timeoutMs: 300_000 });
    return chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        // Same as the e2e runs: no GPU here, WebGL runs in software. (ANGLE's SwiftShader/Vulkan backend,
        // --use-angle=swiftshader, compiles echarts-gl's shaders a hundred times slower.)
        '--disable-gpu',
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
        '--no-first-run',
      ],
    });
  })().catch(async (error: unknown) => {
    await stopServer(server);
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    throw error;
  });

  const started = Date.now();
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // tsx keeps function names with an `__name` helper the page does not have; give it a no-op one.
    await page.addInitScript({ content: `var __name = (f) => f; (${instrument.toString()})();` });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.baseUrl}/kiosk/?display=${DISPLAY}`);
    await page.waitForSelector('[data-slot="shown"]', { timeout: 60_000 });

    const arrowSwitches: number[] = [];
    const dwellSwitches: number[] = [];
    const switchesByBoard = new Map<string, number[]>();
    // --profile <file>: a CPU profile of the page over the whole run (open it in Chromium's DevTools).
    if (values.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    let heapAt10 = 0;
    let worst: PageProbe = await probe(page);
    for (let rotation = 1; rotation <= ROTATIONS; rotation += 1) {
      const before = (await probe(page)).switches;
      const natural = rotation % NATURAL_EVERY === 0;
      if (!natural) await page.keyboard.press('ArrowRight');
      await page
        .waitForFunction(
          (n) =>
            ((window as unknown as { __roadwatchKiosk?: { switches: number } }).__roadwatchKiosk?.switches ??
              0) > n,
          before,
          { timeout: 30_000, polling: 'raf' },
        )
        .catch((error: unknown) => {
          throw new Error(`rotation ${rotation} did not complete: ${String(error)}`, { cause: error });
        });
      const now = await probe(page);
      (natural ? dwellSwitches : arrowSwitches).push(now.lastSwitchMs);
      const kind = BENCH_CONFIG.boards[now.shownIndex]?.kind ?? 'unknown';
      const perKind = switchesByBoard.get(kind) ?? [];
      perKind.push(now.lastSwitchMs);
      switchesByBoard.set(kind, perKind);
      worst = now;
      if (now.webglAlive > TARGETS.webglContexts || now.echarts > worst.echartsPeak)
        console.log(`[bench:kiosk] rotation ${rotation}: ${now.webglAlive} WebGL, ${now.echarts} ECharts`);
      if (rotation === 10) heapAt10 = await heapAfterGc(page, cdp);
      if (rotation % 50 === 0)
        console.log(
          `[bench:kiosk] ${rotation} rotations, ${Math.round((Date.now() - started) / 1000)} s, heap ${mb(await heapAfterGc(page, cdp))} (after 10: ${mb(heapAt10)}), ECharts ${now.echarts} (max ${now.echartsPeak}), WebGL ${now.webglAlive} (max ${now.webglPeak}), longest task outside transitions ${now.longestOutside} ms, blank frames ${now.blankFrames}`,
        );
    }
    if (values.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(values.profile, JSON.stringify(profile));
      console.log(`[bench:kiosk] CPU profile written to ${values.profile}`);
    }
    const heapEnd = await heapAfterGc(page, cdp);
    const final = await probe(page);
    const arrows = [...arrowSwitches].sort((a, b) => a - b);
    const dwells = [...dwellSwitches].sort((a, b) => a - b);
    const ratio = heapEnd / heapAt10;
    const maxSwitch = Math.max(arrows.at(-1) ?? 0, dwells.at(-1) ?? 0);

    const checks: [string, boolean][] = [
      [`final heap ≤ ${TARGETS.heapRatio} × heap after 10 rotations`, ratio <= TARGETS.heapRatio],
      [`WebGL contexts ≤ ${TARGETS.webglContexts}`, final.webglPeak <= TARGETS.webglContexts],
      [`switch < ${TARGETS.switchMs} ms`, maxSwitch < TARGETS.switchMs],
      ['no blank frame', final.blankFrames === 0],
      [`no task > ${TARGETS.longTaskMs} ms outside transitions`, final.longestOutside <= TARGETS.longTaskMs],
    ];
    const lines = [
      `rotations                      ${ROTATIONS} (${arrows.length} by arrow key, ${dwells.length} by dwell) in ${Math.round((Date.now() - started) / 1000)} s`,
      `JS heap after 10 rotations     ${mb(heapAt10)}`,
      `JS heap at the end             ${mb(heapEnd)}  (ratio ${ratio.toFixed(3)})`,
      `ECharts instances              ${final.echarts} now, ${final.echartsPeak} at most (board on screen + preloaded)`,
      `WebGL contexts                 ${final.webglAlive} now, ${final.webglPeak} at most alive, ${final.webglCreated} created in all`,
      `longest task outside trans.    ${final.longestOutside} ms (${final.outsideOver200} over 200 ms; worst ${JSON.stringify(final.worstOutside)})`,
      `longest task in transitions    ${final.longestInside} ms (start-up, before the first board: ${final.longestStartup} ms)`,
      `switch, arrow key (cold)       p50 ${Math.round(percentile(arrows, 50))} ms, p95 ${Math.round(percentile(arrows, 95))} ms, max ${Math.round(arrows.at(-1) ?? 0)} ms`,
      `switch, dwell (preloaded)      p50 ${Math.round(percentile(dwells, 50))} ms, max ${Math.round(dwells.at(-1) ?? 0)} ms`,
      ...[...switchesByBoard].map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const first = Math.round(list[0] ?? 0);
        return `  to ${kind.padEnd(27)} p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms (first ${first} ms)`;
      }),
      `blank frames                   ${final.blankFrames}`,
      `boards swapped in by fallback  ${final.drawFallbacks} (no onDrawn within the limit)`,
    ];
    console.log(`\n[bench:kiosk] results\n${lines.map((l) => `  ${l}`).join('\n')}`);
    for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
