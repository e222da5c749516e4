/**
 * npm run bench:track
 *
 * Starts OUR server on a throwaway SQLite database (a small demo seed, no simulator), stores a 100,000-point track
 * (one point every 5 s, just under six days, speeds through every band) for a new vehicle, signs in as the demo
 * administrator in headless /usr/bin/chromium and opens the track playback page as the alarm dialog does
 * (`?vid&bTime&eTime`). Reads the page's performance marks: `track:loaded` (every page of 8,000 points received)
 * and `track:drawn` (the line, charts and tables on screen), both from the start of the navigation. Target:
 * drawn in under 3 s.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectDatabase } from '../../apps/server/src/db/connect';
import { TEST_IDS } from '../../packages/core/src/testIds';
import { launchChromium, signInAsAdmin, startBenchServer } from './lib/consoleBench';

const POINTS = 100_000;
const STEP_MS = 5000;
export const TRACK_TARGET_MS = 3000;

export interface TrackLoadFigures {
  points: number;
  /** Navigation start → every point received. */
  loadMs: number;
  /** Navigation start → the track drawn (map line, charts, tables). */
  drawMs: number;
}

/** A drive through town and out on the highway: speed rises and falls through every band, with stops. */
function speedAt(i: number): number {
  const phase = i % 720;
  if (phase < 24) return 0;
  return Math.round(Math.abs(Math.sin(i / 90)) * 110);
}

async function storeTrack(dataDir: string, start: number): Promise<number> {
  const db = connectDatabase({ dataDir });
  try {
    const admin = await db
      .selectFrom('users')
      .select(['company_id', 'department_id'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const vehicle = await db
      .insertInto('vehicles')
      .values({
        company_id: admin.company_id,
        department_id: admin.department_id,
        plate: '沪B·BENCH1',
        terminal_phone: '013900008801',
        created_at: start - 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vehicleId = Number(vehicle.id);
    let lon = 121.2;
    let lat = 31.0;
    let mileage = 10_000;
    const rows = Array.from({ length: POINTS }, (_, i) => {
      const speed = speedAt(i);
      const km = (speed * STEP_MS) / 3_600_000;
      const heading = (i / 2000) * Math.PI;
      lon += (Math.cos(heading) * km) / 95;
      lat += (Math.sin(heading) * km) / 111;
      mileage += km;
      return {
        vehicle_id: vehicleId,
        gps_time: start + i * STEP_MS,
        lon: Math.round(lon * 1e6) / 1e6,
        lat: Math.round(lat * 1e6) / 1e6,
        speed_kmh: speed,
        direction: Math.round((((90 - (heading * 180) / Math.PI) % 360) + 360) % 360),
        mileage_km: Math.round(mileage * 10) / 10,
        acc: speed > 0 ? 1 : 0,
      };
    });
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < rows.length; i += 2000)
        await tx
          .insertInto('track_points')
          .values(rows.slice(i, i + 2000))
          .execute();
    });
    return vehicleId;
  } finally {
    await db.destroy();
  }
}

export async function benchTrackLoad(): Promise<TrackLoadFigures> {
  const bench = await startBenchServer('track', { vehicles: 20, timeoutMs: 300_000 });
  const { server, dataDir } = bench;
  try {
    const start = Date.now() - 8 * 86_400_000;
    const vehicleId = await storeTrack(dataDir, start);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await signInAsAdmin(page, server.baseUrl);
      const query = new URLSearchParams({
        vid: String(vehicleId),
        bTime: String(start),
        eTime: String(start + POINTS * STEP_MS),
      });
      await page.goto(`${server.baseUrl}/trackPlayback?${query.toString()}`);
      await page.waitForFunction(() => performance.getEntriesByName('track:drawn').length > 0, null, {
        timeout: 120_000,
      });
      // A string, not a function: tsx would wrap named helpers in an `__name` call the page does not know.
      const marks = (await page.evaluate(`(() => ({
        loadMs: performance.getEntriesByName('track:loaded')[0]?.startTime ?? 0,
        drawMs: performance.getEntriesByName('track:drawn')[0]?.startTime ?? 0,
        rows: Number(document.querySelector('[data-testid="${TEST_IDS.trajectory.table('points')}"]')?.getAttribute('data-rows') ?? 0),
      }))()`)) as { loadMs: number; drawMs: number; rows: number };
      await page.screenshot({ path: path.join(os.tmpdir(), 'bench-track-load.png') });
      // BENCH_TRACK_DETAIL=1: the page's marks and every API call (start, first byte, end in ms; kB), to see where
      // the time goes.
      if (process.env.BENCH_TRACK_DETAIL)
        console.log(
          await page.evaluate(
            `performance.getEntriesByType('mark').map((m) => m.name + ' ' + Math.round(m.startTime)).join('\\n') + '\\n' + performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => [e.name.split('/api/')[1], Math.round(e.requestStart), Math.round(e.responseStart), Math.round(e.responseEnd), Math.round(e.encodedBodySize / 1024)].join(' ')).join('\\n')`,
          ),
        );
      return { points: marks.rows, loadMs: Math.round(marks.loadMs), drawMs: Math.round(marks.drawMs) };
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchTrackLoad();
  console.log(`\nTrack playback, ${figures.points} points (headless Chromium, 1600×1000):`);
  console.log(`  navigation → every page of 8,000 received   ${figures.loadMs} ms`);
  console.log(
    `  navigation → track drawn                    ${figures.drawMs} ms (target < ${TRACK_TARGET_MS} ms: ${figures.drawMs < TRACK_TARGET_MS ? 'met' : 'MISSED'})`,
  );
}
