import { LIMITS } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inScope } from '../src/scope/inScope';
import { authenticate } from '../src/auth/authenticate';
import { callJson } from './helpers/testApp';
import { startVoiceFixture, type VoiceFixture } from './helpers/voiceFixture';

let f: VoiceFixture;

beforeAll(async () => {
  f = await startVoiceFixture();
});

afterAll(async () => {
  await f?.close();
});

const text = (vehicleId: number, message: string, target: 'text' | 'lcd' = 'text', token = f.tokens.admin) =>
  callJson(f.app, 'monitorTextMessage', { vehicleId, target, text: message }, { token });

describe('live map directives (monitor/instruction)', () => {
  it('delivers a text message to the simulated terminal with quotes and angle brackets replaced by spaces', async () => {
    const v = f.simVehicle(0);
    const before = f.sim.receivedTexts(v.phone).length;
    const res = await text(v.vehicleId, '请到"<3号>"仓库\'卸货\'');
    expect(res.body).toMatchObject({ code: 1, result: { text: '请到  3号  仓库 卸货' } });
    const got = f.sim.receivedTexts(v.phone);
    expect(got.length).toBe(before + 1);
    expect(got.at(-1)).toMatchObject({ text: '请到  3号  仓库 卸货', tts: true });
  });

  it('sends an LCD message for display only (not read aloud)', async () => {
    const v = f.simVehicle(1);
    const res = await text(v.vehicleId, '前方施工 绕行', 'lcd');
    expect(res.body.code).toBe(1);
    expect(f.sim.receivedTexts(v.phone).at(-1)).toMatchObject({ text: '前方施工 绕行', tts: false });
  });

  it('locates a vehicle now with the position its terminal answers', async () => {
    const v = f.simVehicle(2);
    const res = await callJson(f.app, 'monitorLocate', { vehicleId: v.vehicleId }, { token: f.tokens.admin });
    expect(res.body.code).toBe(1);
    const r = res.body.result!;
    expect(r.lon).toBeGreaterThan(73);
    expect(r.lat).toBeGreaterThan(18);
    expect(r.placeName).not.toBe('');
  });

  it('answers a translated "offline" when the terminal is not connected, in either language', async () => {
    const zh = await text(f.manual.vehicleId, '请减速');
    expect(zh.body).toEqual({ code: 0, message: '车辆终端不在线，指令未下发', result: null });
    const en = await callJson(
      f.app,
      'monitorLocate',
      { vehicleId: f.manual.vehicleId },
      { token: f.tokens.admin, lang: 'en-US' },
    );
    expect(en.body).toEqual({
      code: 0,
      message: 'The vehicle terminal is offline; the command was not sent',
      result: null,
    });
  });

  it('answers "no answer" when the terminal stays silent', async () => {
    const t = await f.connectManual();
    try {
      const res = await text(f.manual.vehicleId, '请减速');
      expect(res.body).toMatchObject({ code: 0, message: '终端未应答，请稍后重试' });
    } finally {
      await t.close();
    }
  }, 30_000);

  it('refuses an empty or too long text (nothing sent) and text made only of quotes', async () => {
    const v = f.simVehicle(0);
    const before = f.sim.receivedTexts(v.phone).length;
    for (const bad of ['', '"\'<>', 'x'.repeat(LIMITS.genericTextMax)]) {
      const res = await text(v.vehicleId, bad);
      expect(res.status).toBe(400);
    }
    expect(f.sim.receivedTexts(v.phone).length).toBe(before);
  });

  it('needs the page action: the viewer may locate but not send text', async () => {
    const viewerAuth = await authenticate(f.db, f.tokens.viewer, Date.now());
    if (viewerAuth?.kind !== 'user') throw new Error('viewer not signed in');
    const own = await f.db
      .selectFrom('vehicles')
      .select('id')
      .where(inScope(viewerAuth, 'vehicles'))
      .executeTakeFirstOrThrow();
    const refused = await text(own.id, 'hello', 'text', f.tokens.viewer);
    expect(refused.status).toBe(403);
    const card = await callJson(f.app, 'monitorData', { vehicleId: own.id }, { token: f.tokens.viewer });
    expect(card.body.code).toBe(1);
  });

  it("keeps another branch's and another company's vehicles out (not found, nothing sent)", async () => {
    const v = f.simVehicle(0);
    const before = f.sim.receivedTexts(v.phone).length;
    const other = await text(v.vehicleId, 'hello', 'text', f.tokens.otherAdmin);
    expect(other.body).toMatchObject({ code: 0 });
    const viewerCard = await callJson(
      f.app,
      'monitorData',
      { vehicleId: v.vehicleId },
      { token: f.tokens.viewer },
    );
    const viewerAuth = await authenticate(f.db, f.tokens.viewer, Date.now());
    if (viewerAuth?.kind !== 'user') throw new Error('viewer not signed in');
    const inViewer = await f.db
      .selectFrom('vehicles')
      .select('id')
      .where('id', '=', v.vehicleId)
      .where(inScope(viewerAuth, 'vehicles'))
      .executeTakeFirst();
    if (!inViewer) expect(viewerCard.body).toMatchObject({ code: 0 });
    expect(f.sim.receivedTexts(v.phone).length).toBe(before);
  });
});

describe('the vehicle card (monitor/monitorData)', () => {
  it('reads the latest stored state, the driver and the place', async () => {
    const v = f.simVehicle(0);
    const res = await callJson(f.app, 'monitorData', { vehicleId: v.vehicleId }, { token: f.tokens.admin });
    expect(res.body.code).toBe(1);
    const card = res.body.result!;
    const state = await f.db
      .selectFrom('vehicle_states')
      .select(['speed_kmh', 'gps_time'])
      .where('vehicle_id', '=', v.vehicleId)
      .executeTakeFirstOrThrow();
    expect(card.online).toBe(1);
    expect(typeof card.placeName).toBe('string');
    expect(card.placeName.length).toBeGreaterThan(0);
    // The state may move on between the two reads; the card never shows a fix older than the one read before it.
    expect(card.gpsTime ?? 0).toBeLessThanOrEqual(state.gps_time ?? 0);
    expect(card.operationState).toBeGreaterThanOrEqual(1);
  });
});
