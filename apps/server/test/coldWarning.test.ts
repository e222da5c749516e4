import { ALARM_FIRST_TYPE, type ColdWarningRow } from '@roadwatch/core';
import { encodeTemperatureItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteTerminalIdentity } from '../src/pipeline/terminalSink';
import { MINUTE, T0, report, startPipeline } from './helpers/pipelineFixture';
import { Workbook } from '../src/resources/sheet/excelJs';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Early warnings end to end on the server: rules made through the API reach the pipeline with the site's
 * settings; a store logger whose point ramps toward its upper limit gets one sentinel warning and one store
 * reminder before its alarm, at the hand-computed times; the lists show the measured lead; another company sees
 * none of it.
 */
let t: TestApp;
let admin = '';
let other = '';
let company = { id: 0, departmentId: 0 };
let phoneNo = 0;

async function addSite(
  kind: 'store' | 'warehouse',
): Promise<{ identity: SiteTerminalIdentity; pointId: number }> {
  phoneNo += 1;
  const phone = `14677${String(phoneNo).padStart(6, '0')}`;
  const site = await t.db
    .insertInto('sites')
    .values({
      company_id: company.id,
      department_id: company.departmentId,
      kind,
      name: `预警测试${kind === 'store' ? '门店' : '仓库'}${phoneNo}`,
      lon: 118.8,
      lat: 32.06,
      terminal_phone: phone,
      terminal_model: 'TL-1613',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const point = await t.db
    .insertInto('temp_points')
    .values({
      company_id: company.id,
      department_id: company.departmentId,
      site_id: site.id,
      probe_no: 1,
      name: '冷柜探头1',
      min_c: 0,
      max_c: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    identity: {
      siteId: site.id,
      siteName: 'x',
      companyId: company.id,
      departmentId: company.departmentId,
      phone,
      terminalModel: 'TL-1613',
      protocolVersion: 2013,
    },
    pointId: point.id,
  };
}

const rule = (body: Record<string, unknown>) => ({
  name: '冷柜预警',
  windowMinutes: 10,
  horizonMinutes: 10,
  marginC: 5,
  warnHigh: true,
  warnLow: false,
  enabled: true,
  departmentId: company.departmentId,
  ...body,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const user = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  company = { id: user.company_id, departmentId: user.department_id };
});
afterAll(async () => {
  await t?.close();
});

describe('cold-chain early warning', () => {
  it('warns before a store point ramping at 0.5 °C a minute crosses 8 °C, and lists the measured lead', async () => {
    const { identity, pointId } = await addSite('store');
    const sentinel = await callJson(t.app, 'sentinelRuleAdd', rule({ siteId: identity.siteId }), {
      token: admin,
    });
    expect(sentinel.body.message).toBe('');
    const prediction = await callJson(
      t.app,
      'storePredictionAdd',
      rule({ name: '门店预测', siteId: identity.siteId, pointId }),
      { token: admin },
    );
    expect(prediction.body.message).toBe('');
    const sentinelId = sentinel.body.result!.id;

    const h = startPipeline(t.db);
    // Minute k reads k / 2 °C. Hand calculation: 4 readings and within 5 °C of 8 °C first at minute 6 (3 °C); the
    // line then reaches 8 °C in (8 − 3) / 0.5 = 10 min, inside the 10-minute horizon: warned at 6, predicted 16.
    // The first reading above 8 °C is minute 17 (8.5 °C): a lead of 11 min. The alarm (beyond 8 + 2 °C) opens at
    // minute 21 (10.5 °C).
    for (let k = 0; k <= 22; k += 1) {
      const at = T0 + k * MINUTE;
      h.pipeline.locations(
        identity,
        [
          report({
            time: at,
            items: [encodeTemperatureItem('TL-1613', [{ probe: 1, temperatureC: k / 2 }])],
          }),
        ],
        at,
      );
      if (k === 0) await h.pipeline.flush();
    }
    await h.pipeline.flush();
    await h.pipeline.close();

    const listed = await callJson(
      t.app,
      'sentinelWarningList',
      { ruleId: sentinelId, curPage: 1, pageSize: 20 },
      { token: admin },
    );
    expect(listed.body.result?.totalRecords).toBe(1);
    const warning = listed.body.result!.data[0] as ColdWarningRow;
    expect(warning).toMatchObject({
      kind: 'sentinel',
      siteId: identity.siteId,
      pointId,
      side: 'high',
      limitC: 8,
      valueC: 3,
      warnedAt: T0 + 6 * MINUTE,
      predictedAt: T0 + 16 * MINUTE,
      crossedAt: T0 + 17 * MINUTE,
      leadMs: 11 * MINUTE,
      endReason: 'crossed',
    });
    expect(warning.slopeCPerMin).toBeCloseTo(0.5, 3);

    const alarm = await t.db
      .selectFrom('alarms')
      .select('begin_time')
      .where('site_id', '=', identity.siteId)
      .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
      .executeTakeFirstOrThrow();
    expect(Number(alarm.begin_time)).toBe(T0 + 21 * MINUTE);
    expect(Number(alarm.begin_time)).toBeGreaterThan(warning.warnedAt);

    const warningEvents = h.events.flatMap((e) => (e.type === 'coldWarning' ? [e.warning] : []));
    expect(warningEvents.map((w) => [w.kind, w.endReason])).toEqual([
      ['sentinel', null],
      ['storePrediction', null],
      ['sentinel', 'crossed'],
      ['storePrediction', 'crossed'],
    ]);

    const reminders = await callJson(
      t.app,
      'storePredictionReminders',
      { unacknowledged: true, curPage: 1, pageSize: 20 },
      { token: admin },
    );
    const reminder = reminders.body.result!.data.find((r) => r.siteId === identity.siteId);
    expect(reminder).toMatchObject({
      kind: 'storePrediction',
      warnedAt: T0 + 6 * MINUTE,
      acknowledgedAt: null,
    });
    const ack = await callJson(
      t.app,
      'storePredictionAcknowledge',
      { ids: [reminder!.id] },
      { token: admin },
    );
    expect(ack.body.result).toEqual({ changed: 1 });
    const again = await callJson(
      t.app,
      'storePredictionAcknowledge',
      { ids: [reminder!.id] },
      { token: admin },
    );
    expect(again.body.result).toEqual({ changed: 0 });

    // Another company sees neither the rule's warnings nor can it acknowledge the reminder.
    const theirs = await callJson(
      t.app,
      'sentinelWarningList',
      { curPage: 1, pageSize: 20 },
      { token: other },
    );
    expect(theirs.body.result?.data.some((w) => w.siteId === identity.siteId)).toBe(false);
    const theirAck = await callJson(
      t.app,
      'storePredictionAcknowledge',
      { ids: [reminder!.id] },
      { token: other },
    );
    expect(theirAck.body.result).toEqual({ changed: 0 });
  });

  it('exports the warnings list as the page filters it, newest first across read steps, and only in scope', async () => {
    const { identity, pointId } = await addSite('warehouse');
    const made = await callJson(
      t.app,
      'sentinelRuleAdd',
      rule({ name: '导出预警', siteId: identity.siteId }),
      {
        token: admin,
      },
    );
    const ruleId = made.body.result!.id;
    // 1,203 warnings of one rule: more than two of the export's read steps (500 rows), two at the same time.
    const base = T0 + 100 * MINUTE;
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      company_id: company.id,
      department_id: company.departmentId,
      guid: `export-${i}`,
      kind: 'sentinel',
      rule_id: ruleId,
      site_id: identity.siteId,
      point_id: pointId,
      side: i % 2 === 0 ? 'high' : 'low',
      limit_c: 8,
      value_c: 6,
      slope_c_per_min: 0.25,
      warned_at: base + Math.min(i, 1_201) * MINUTE,
      predicted_at: base + i * MINUTE + 8 * MINUTE,
      crossed_at: i === 1_202 ? base + 1_201 * MINUTE + 90_000 : null,
      ended_at: i === 1_202 ? base + 1_201 * MINUTE + 90_000 : null,
      end_reason: i === 1_202 ? 'crossed' : null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('cold_warnings')
        .values(rows.slice(i, i + 200))
        .execute();

    const res = await call(t.app, 'sentinelWarningExport', { ruleId }, { token: admin, lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 1_203);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Warned at', 'Rule', 'Site', 'Point']);
    // Newest first, the tie broken by id: the crossed one (inserted last) before its twin.
    const top = sheet.getRow(2).values as unknown[];
    expect(top.slice(2, 5)).toEqual(['导出预警', expect.stringContaining('预警测试仓库'), '冷柜探头1']);
    expect(top.slice(10, 13)).toEqual([expect.any(String), '1.5 min', 'Crossed']);
    expect((sheet.getRow(3).values as unknown[])[12]).toBe('Open');
    const warnedColumn = sheet.getColumn(1).values.slice(2) as string[];
    expect([...warnedColumn].sort().reverse()).toEqual(warnedColumn);

    // The store prediction reminders carry who acknowledged them; another company has nothing to export.
    const reminders = await call(t.app, 'storePredictionExport', {}, { token: admin });
    expect(reminders.statusCode).toBe(200);
    const theirs = await callJson(t.app, 'sentinelWarningExport', { ruleId }, { token: other });
    expect(theirs.body.code).toBe(0);
    const bad = await call(t.app, 'sentinelWarningExport', { ruleId: 'one' }, { token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a store prediction on a warehouse and a point of another site, writing nothing', async () => {
    const warehouse = await addSite('warehouse');
    const store = await addSite('store');
    const before = await t.db
      .selectFrom('cold_warning_rules')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const onWarehouse = await callJson(
      t.app,
      'storePredictionAdd',
      rule({ siteId: warehouse.identity.siteId }),
      {
        token: admin,
      },
    );
    expect(onWarehouse.body.code).toBe(0);
    expect(onWarehouse.body.message).toMatch(/门店/);
    const wrongPoint = await callJson(
      t.app,
      'sentinelRuleAdd',
      rule({ siteId: store.identity.siteId, pointId: warehouse.pointId }),
      { token: admin },
    );
    expect(wrongPoint.body.code).toBe(0);
    const theirSite = await callJson(t.app, 'sentinelRuleAdd', rule({ siteId: store.identity.siteId }), {
      token: other,
    });
    expect(theirSite.body.code).toBe(0);
    const after = await t.db
      .selectFrom('cold_warning_rules')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("lists a view's own kind only: a sentinel rule is not a store prediction", async () => {
    const store = await addSite('store');
    const added = await callJson(
      t.app,
      'sentinelRuleAdd',
      rule({ name: '只属哨兵', siteId: store.identity.siteId }),
      {
        token: admin,
      },
    );
    const id = added.body.result!.id;
    const sentinels = await callJson(
      t.app,
      'sentinelRuleList',
      { curPage: 1, pageSize: 100 },
      { token: admin },
    );
    expect(sentinels.body.result?.data.some((r) => r.id === id)).toBe(true);
    const predictions = await callJson(
      t.app,
      'storePredictionList',
      { curPage: 1, pageSize: 100 },
      { token: admin },
    );
    expect(predictions.body.result?.data.some((r) => r.id === id)).toBe(false);
    const wrongView = await callJson(t.app, 'storePredictionDelete', { ids: [id] }, { token: admin });
    expect(wrongView.body.code).toBe(0);

    // The forms' choices: stores only for a prediction, both kinds for a sentinel, each with its points.
    const storeTargets = await callJson(t.app, 'storePredictionTargets', {}, { token: admin });
    expect(storeTargets.body.result?.every((s) => s.kind === 'store')).toBe(true);
    const sentinelTargets = await callJson(t.app, 'sentinelWarningTargets', {}, { token: admin });
    const kinds = new Set(sentinelTargets.body.result?.map((s) => s.kind));
    expect(kinds).toEqual(new Set(['store', 'warehouse']));
    expect(sentinelTargets.body.result?.find((s) => s.id === store.identity.siteId)?.points).toEqual([
      { id: store.pointId, name: '冷柜探头1', minC: 0, maxC: 8 },
    ]);
  });
});
