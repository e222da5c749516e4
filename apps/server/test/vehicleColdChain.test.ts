import { encodeTemperatureItem, type AdditionalItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleTerminalIdentity } from '../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from './helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Vehicle cold chain on both databases: a refrigerated truck's terminal reports once a minute for 30 minutes
 * through the real pipeline (probe item, rear-door status bit, the cooler's run signal on item 0x25), then the
 * switch rows, the dynamics with their GSP samples and the over-temperature figures are checked against the hand
 * calculation below. Code-tracing settings: validation, masking, scope.
 *
 * Minute by minute (both probes range 2…8 °C):
 * - probe 1 reads 5.0, except minutes 10–14: 9.0, 10.5, 11.0, 9.5, 8.5 (too warm);
 * - probe 2 reads 4.0, except minutes 20–22: 1.5, 0.5, 1.8 (too cold);
 * - the rear door is open in the reports of minutes 3, 4 and 5; the cooler is stopped in minutes 8–11.
 */
let t: TestApp;
let admin = '';
let other = '';
let vehicleId = 0;
let companyId = 0;
const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);
const at = (minute: number) => T0 + minute * MINUTE;
const RANGE = { startTime: at(0), endTime: at(30) };

const probe1 = (m: number) => ({ 10: 9.0, 11: 10.5, 12: 11.0, 13: 9.5, 14: 8.5 })[m] ?? 5.0;
const probe2 = (m: number) => ({ 20: 1.5, 21: 0.5, 22: 1.8 })[m] ?? 4.0;
const doorOpen = (m: number) => m >= 3 && m <= 5;
const coolerRuns = (m: number) => !(m >= 8 && m <= 11);

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  companyId = me.company_id;
  const [v] = await t.db
    .insertInto('vehicles')
    .values({
      company_id: companyId,
      department_id: me.department_id,
      plate: '苏A7C041',
      terminal_phone: '13977704101',
      terminal_model: 'RW-SIM-REEFER',
      protocol_version: 2019,
      refrigerated: 1,
      speed_limit_kmh: 80,
      created_at: T0,
    })
    .returning('id')
    .execute();
  vehicleId = v!.id;
  for (const probe of [1, 2])
    await t.db
      .insertInto('temp_points')
      .values({
        company_id: companyId,
        department_id: me.department_id,
        vehicle_id: vehicleId,
        probe_no: probe,
        name: `Probe ${probe}`,
        min_c: 2,
        max_c: 8,
      })
      .execute();
  const identity: VehicleTerminalIdentity = {
    vehicleId,
    companyId,
    departmentId: me.department_id,
    plate: '苏A7C041',
    phone: '13977704101',
    terminalModel: 'RW-SIM-REEFER',
    protocolVersion: 2019,
  };
  const h = startPipeline(t.db);
  h.clock.now = at(0);
  for (let m = 0; m <= 30; m += 1) {
    const items: AdditionalItem[] = [
      encodeTemperatureItem('RW-SIM-REEFER', [
        { probe: 1, temperatureC: probe1(m) },
        { probe: 2, temperatureC: probe2(m) },
      ]),
      { itemId: 0x25, type: 'vehicleSignals', signalFlags: coolerRuns(m) ? 1 << 9 : 0 },
    ];
    h.pipeline.locations(
      identity,
      [
        report({
          time: at(m),
          speedKmh: 40,
          longitude: 118.7969 + m * 0.001,
          status: { door3Open: doorOpen(m) },
          items,
        }),
      ],
      at(m),
    );
    await h.advance(MINUTE);
  }
  await h.pipeline.close();
}, 120_000);
afterAll(() => t.close());

describe('door and cooler switches', () => {
  it('are stored only when they change, in the pipeline batch', async () => {
    const rows = await t.db
      .selectFrom('vehicle_switch_events')
      .select(['kind', 'time', 'active'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('kind')
      .orderBy('time')
      .execute();
    // 31 reports: the first sight writes both states, then one row per change (door 3 and 6, cooler 8 and 12).
    expect(rows.map((r) => [r.kind, Number(r.time), Number(r.active)])).toEqual([
      ['cooler', at(0), 1],
      ['cooler', at(8), 0],
      ['cooler', at(12), 1],
      ['door', at(0), 0],
      ['door', at(3), 1],
      ['door', at(6), 0],
    ]);
  });

  it('fill the track playback door and cooler tables', async () => {
    const doors = await callJson(
      t.app,
      'trajectoryTable',
      { vehicleId, ...RANGE, table: 'doorOpens' },
      { token: admin },
    );
    // door, open, close, seconds: open 3 → 6 minutes = 180 s.
    expect(doors.body.result!.rows).toEqual(
      [['Cargo door', at(3), at(6), 180]].map((r) => [expect.any(String), ...r.slice(1)]),
    );
    const coolers = await callJson(
      t.app,
      'trajectoryTable',
      { vehicleId, ...RANGE, table: 'coolers' },
      { token: admin },
    );
    // running 0 → 8 (480 s), stopped 8 → 12 (240 s), running 12 → the range's end, 30 (1080 s, still going).
    expect(coolers.body.result!.rows.map((r) => r.slice(1))).toEqual([
      [at(0), at(8), 480],
      [at(8), at(12), 240],
      [at(12), null, 1080],
    ]);
  });
});

describe('cold-chain dynamics', () => {
  it('samples the readings at the GSP intervals: 5 minutes, 2 while out of range', async () => {
    const { body } = await callJson(t.app, 'coldChainDynamic', { vehicleId, ...RANGE }, { token: admin });
    expect(body.code).toBe(1);
    const answer = body.result!;
    expect(answer.probes.map((p) => [p.name, p.minC, p.maxC])).toEqual([
      ['Probe 1', 2, 8],
      ['Probe 2', 2, 8],
    ]);
    expect(answer.series[0]).toHaveLength(31);
    expect(answer.doorOpen).toEqual([{ start: at(3), end: at(6) }]);
    expect(answer.coolerOff).toEqual([{ start: at(8), end: at(12) }]);
    // 0 in → 5 in → 10 (9.0) out → 12 (11.0) out → 14 (8.5) out → 16 in → 21 (0.5) out → 23 in → 28 in → 33 > 30.
    expect(answer.samples.map((s) => (s.time - T0) / MINUTE)).toEqual([0, 5, 10, 12, 14, 16, 21, 23, 28]);
    expect(answer.samples.map((s) => s.values)).toEqual([
      [5, 4],
      [5, 4],
      [9, 4],
      [11, 4],
      [8.5, 4],
      [5, 4],
      [5, 0.5],
      [5, 4],
      [5, 4],
    ]);
    expect(answer.samples.map((s) => s.outOfRange)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    // Door open at minute 5 only (open 3 → 6); cooler stopped at 10 (8 → 12), running again at 12.
    expect(answer.samples.map((s) => s.door)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(answer.samples.map((s) => s.cooler)).toEqual([1, 1, 0, 1, 1, 1, 1, 1, 1]);
    expect(answer.samples[2]).toMatchObject({ speedKmh: 40, lat: 32.0603 });
    expect(answer.samples[2]!.lon).toBeCloseTo(118.8069, 6);
  });

  it("refuses a vehicle outside the caller's scope and a range over 7 days", async () => {
    const foreign = await callJson(t.app, 'coldChainDynamic', { vehicleId, ...RANGE }, { token: other });
    expect(foreign.body.code).toBe(0);
    const long = await callJson(
      t.app,
      'coldChainDynamic',
      { vehicleId, startTime: at(0), endTime: at(0) + 8 * 86_400_000 },
      { token: admin },
    );
    expect(long.body.code).toBe(0);
  });

  it('exports the samples as an .xlsx', async () => {
    const res = await call(t.app, 'exportColdChainDynamic', { vehicleId, ...RANGE }, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('over-temperature summary and detail', () => {
  it('counts excursions, time out of range and the worst value by side', async () => {
    const { body } = await callJson(t.app, 'overTempSummary', RANGE, { token: admin });
    const row = body.result!.find((r) => r.vehicleId === vehicleId);
    // Too warm: first out-of-range reading 10, last before it came back 14 → 4 min = 240 s, peak 11.0.
    // Too cold: 20 → 22 = 120 s, lowest 0.5. Total 2 excursions, 360 s.
    expect(row).toMatchObject({
      plate: '苏A7C041',
      high: { count: 1, durationS: 240, worstC: 11 },
      low: { count: 1, durationS: 120, worstC: 0.5 },
      count: 2,
      durationS: 360,
    });
    const foreign = await callJson(t.app, 'overTempSummary', RANGE, { token: other });
    expect(foreign.body.result!.some((r) => r.vehicleId === vehicleId)).toBe(false);
  });

  it('lists each excursion with its point, peak and where it began', async () => {
    const { body } = await callJson(t.app, 'overTempDetail', { vehicleId, ...RANGE }, { token: admin });
    expect(body.result!.map((r) => [r.pointName, r.side, r.begin, r.end, r.durationS, r.peakC])).toEqual([
      ['Probe 1', 'high', at(10), at(14), 240, 11],
      ['Probe 2', 'low', at(20), at(22), 120, 0.5],
    ]);
    expect(body.result![0]!.lon).toBeCloseTo(118.8069, 6);
    expect(body.result![0]!.place).not.toBe('');
  });
});

describe('code-tracing setting', () => {
  const form = {
    enabled: true,
    platformUrl: 'https://trace.example.com/api',
    enterpriseCode: 'E320100001',
    appKey: 'rw-app-01',
    vehicleIds: [] as number[],
    warehouseIds: [] as number[],
    uploadIntervalMin: 5,
  };

  it('needs a secret the first time, then answers it only masked', async () => {
    const none = await callJson(t.app, 'codeTracingSettingSave', form, { token: admin });
    expect(none.body.code).toBe(0);
    expect(none.body.message).toBe('首次保存请填写应用密钥');
    const saved = await callJson(
      t.app,
      'codeTracingSettingSave',
      { ...form, appSecret: 'S3cret-abcd-9876', vehicleIds: [vehicleId] },
      { token: admin },
    );
    expect(saved.body.result).toMatchObject({
      enabled: true,
      appSecretMasked: '••••••9876',
      vehicleIds: [vehicleId],
    });
    const stored = await t.db
      .selectFrom('code_tracing_settings')
      .select('app_secret_sealed')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(stored.app_secret_sealed).not.toContain('S3cret');
    // An empty secret keeps the stored one.
    const again = await callJson(
      t.app,
      'codeTracingSettingSave',
      { ...form, appSecret: '' },
      { token: admin },
    );
    expect(again.body.result).toMatchObject({ appSecretMasked: '••••••9876', vehicleIds: [] });
    const read = await callJson(t.app, 'codeTracingSettingGet', {}, { token: admin });
    expect(read.body.result).toMatchObject({ platformUrl: form.platformUrl, uploadIntervalMin: 5 });
  });

  it("refuses bad fields and another company's vehicle, writing nothing", async () => {
    for (const bad of [
      { ...form, platformUrl: 'ftp://trace.example.com' },
      { ...form, uploadIntervalMin: 7 },
      { ...form, appSecret: 'short' },
      { ...form, enterpriseCode: '' },
    ]) {
      const { body } = await callJson(t.app, 'codeTracingSettingSave', bad, { token: admin });
      expect(body.code).toBe(0);
    }
    const foreign = await callJson(
      t.app,
      'codeTracingSettingSave',
      { ...form, vehicleIds: [vehicleId] },
      { token: other },
    );
    expect(foreign.body.code).toBe(0);
    const theirs = await callJson(t.app, 'codeTracingSettingGet', {}, { token: other });
    expect(theirs.body.result).toMatchObject({ enabled: false, appSecretMasked: '' });
    const read = await callJson(t.app, 'codeTracingSettingGet', {}, { token: admin });
    expect(read.body.result).toMatchObject({ enterpriseCode: 'E320100001', uploadIntervalMin: 5 });
  });
});
