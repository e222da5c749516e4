/**
 * The whole vehicle import through our server's endpoints (in process, `inject`, SQLite): a fresh database with the
 * demo seed, the admin signs in, downloads the template, fills `rows` vehicles, posts the file to
 * vehicleInfoImportParse, commits every row with vehicleInfoImportCommit and polls vehicleInfoImportProgress until
 * it is done. Prints parse and commit times and rows per second over both (the target: ≥ 2,000 rows/s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  endpointPath,
  ENDPOINTS,
  TOKEN_HEADER,
  vehicleInfoResource,
  type EndpointName,
} from '@roadwatch/core';
import { buildApp } from '../../apps/server/src/app';
import { connectDatabase } from '../../apps/server/src/db/connect';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { Workbook } from '../../apps/server/src/resources/sheet/excelJs';
import { seedDemo } from '../../apps/server/src/seed/seedDemo';

const CAPTCHA = 'BNCH';
const PASSWORD = 'Bench@Pass2026';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface ThroughServerFigures {
  rows: number;
  parseMs: number;
  commitMs: number;
  imported: number;
  rowsPerSecond: number;
}

export async function benchThroughServer(rows: number): Promise<ThroughServerFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-bench-import-'));
  const db = connectDatabase({ dataDir: dir, sqliteFile: 'bench.db' });
  const missing = path.join(dir, 'no-dist');
  try {
    await migrateToLatest(db);
    await seedDemo(db, { vehicles: 20, days: 1, demoPassword: PASSWORD });
    const app = buildApp({
      db,
      nodeEnv: 'test',
      testCaptcha: CAPTCHA,
      consoleDist: missing,
      kioskDist: missing,
    });
    await app.ready();
    let token = '';
    const call = async (name: EndpointName, input: object) => {
      const e = ENDPOINTS[name];
      const inQuery = e.method === 'GET';
      const res = await app.inject({
        method: e.method,
        url: endpointPath(e),
        headers: token ? { [TOKEN_HEADER]: token } : {},
        ...(inQuery ? { query: input as Record<string, string> } : { payload: input }),
      });
      return res;
    };
    const login = await call('login', {
      userName: 'admin',
      password: PASSWORD,
      captcha: CAPTCHA,
      remember: false,
    });
    token = (login.json() as { result: { token: string } }).result.token;

    const root = await db
      .selectFrom('departments')
      .select('name')
      .where('company_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const template = await call('vehicleInfoImportTemplate', {});
    const book = new Workbook();
    await book.xlsx.load(template.rawPayload as never);
    const sheet = book.worksheets[0]!;
    const column = (field: string) => vehicleInfoResource.sheet!.indexOf(field) + 1;
    for (let i = 0; i < rows; i++) {
      const row = sheet.getRow(i + 2);
      row.getCell(column('plateNumber')).value = `琼${LETTERS[i % 24]}${String(i).padStart(5, '0')}`;
      row.getCell(column('customPlate')).value = `导入${i}`;
      row.getCell(column('department')).value = root.name;
      row.getCell(column('plateColor')).value = '黄色';
      row.getCell(column('vehicleType')).value = 'H22';
      row.getCell(column('brand')).value = '解放';
      row.getCell(column('registrationDate')).value = '2023-01-05';
    }
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');

    let started = performance.now();
    const parsed = (await call('vehicleInfoImportParse', { fileName: 'vehicles.xlsx', content })).json() as {
      message: string;
      result: { importId: string; rows: { rowNo: number; errors: Record<string, string> }[] };
    };
    const parseMs = performance.now() - started;
    if (!parsed.result) throw new Error(`parse refused: ${parsed.message}`);
    const bad = parsed.result.rows.filter((r) => Object.keys(r.errors).length > 0);
    if (bad.length > 0) throw new Error(`rows refused: ${JSON.stringify(bad.slice(0, 3))}`);

    started = performance.now();
    const { importId } = parsed.result;
    await call('vehicleInfoImportCommit', { importId, rows: parsed.result.rows.map((r) => r.rowNo) });
    let imported = 0;
    for (;;) {
      const progress = (await call('vehicleInfoImportProgress', { importId })).json() as {
        result: { state: string; imported: number; failed: unknown[] };
      };
      if (progress.result.state !== 'running') {
        if (progress.result.state !== 'done') throw new Error(`import ended ${progress.result.state}`);
        imported = progress.result.imported;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const commitMs = performance.now() - started;
    await app.close();
    return { rows, parseMs, commitMs, imported, rowsPerSecond: (rows / (parseMs + commitMs)) * 1000 };
  } finally {
    await db.destroy().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
