import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { displayConfigSchema, LANGUAGES, SESSION, type DisplayConfig } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { DISPLAY_TOKENS_FILE, ensureDisplayTokens } from '../src/kiosk/displayTokenStore';
import { loadKioskConfigs } from '../src/kiosk/loadKioskConfigs';
import { registerKioskDisplays } from '../src/kiosk/registerKioskDisplays';
import { rotateDisplayToken } from '../src/kiosk/rotateDisplayToken';
import { errorText } from './helpers/messages';
import { callJson, countRows, loginAs, startTestApp, TEST_DISPLAY, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function openDisplay(display = TEST_DISPLAY.name, token = TEST_DISPLAY.token) {
  return callJson(t.app, 'kioskSession', { display, token });
}

async function displayToken(): Promise<string> {
  const { body } = await openDisplay();
  expect(body.code).toBe(1);
  return body.result.token;
}

describe('kiosk display sessions', () => {
  it('stores only the hash of a display token', async () => {
    const row = await t.db
      .selectFrom('kiosk_displays')
      .selectAll()
      .where('name', '=', TEST_DISPLAY.name)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(TEST_DISPLAY.token));
    expect(JSON.stringify(row)).not.toContain(TEST_DISPLAY.token);
    const root = await t.db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: 1, department_id: root.id, revoked: 0 });
  });

  it('a display token opens a read-only session that reads kiosk endpoints', async () => {
    const { body } = await openDisplay();
    expect(body).toMatchObject({ code: 1, result: { displayName: TEST_DISPLAY.name } });
    expect(body.result.expiresAt - Date.now()).toBeGreaterThan(SESSION.kioskTtlMs - 60_000);
    const info = await callJson(t.app, 'kioskDisplay', {}, { token: body.result.token });
    const company = await t.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(info.body).toMatchObject({
      code: 1,
      result: { displayName: TEST_DISPLAY.name, companyName: company.name },
    });
    expect(Math.abs(info.body.result.serverTime - Date.now())).toBeLessThan(60_000);
  });

  it.each(['menuTree', 'allMenu', 'loginUserMessage', 'searchResList', 'saveUserFavorite'] as const)(
    'refuses %s (not a kiosk endpoint) with 403',
    async (name) => {
      const token = await displayToken();
      const input =
        name === 'searchResList'
          ? { type: 'vehicleNo', keyword: '沪' }
          : name === 'saveUserFavorite'
            ? ['mileageReport']
            : undefined;
      const favourites = await countRows(t.db, 'user_favorites');
      const res = await callJson(t.app, name, input, { token, lang: 'en-US' });
      expect(res).toEqual({
        status: 403,
        body: { code: 0, message: errorText('en-US', 'kioskReadOnly'), result: null },
      });
      expect(await countRows(t.db, 'user_favorites')).toBe(favourites);
    },
  );

  it('a user session is refused on the display endpoint', async () => {
    const { token } = await loginAs(t.app, 'admin');
    expect((await callJson(t.app, 'kioskDisplay', {}, { token })).status).toBe(403);
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each([
      ['a wrong token', TEST_DISPLAY.name, 'wrong-token-wrong-token-wrong-token'],
      ['an unknown display', 'no-such-display', TEST_DISPLAY.token],
    ])('refuses %s: display not authorised, no session', async (_, display, token) => {
      const sessions = await countRows(t.db, 'sessions');
      const res = await callJson(t.app, 'kioskSession', { display, token }, { lang });
      expect(res).toEqual({
        status: 200,
        body: { code: 0, message: errorText(lang, 'displayNotAuthorised'), result: null },
      });
      expect(await countRows(t.db, 'sessions')).toBe(sessions);
    });
  });

  it('signing out ends a display session', async () => {
    const token = await displayToken();
    expect((await callJson(t.app, 'signOutNoRedirect', undefined, { token })).body.code).toBe(1);
    expect((await callJson(t.app, 'kioskDisplay', {}, { token })).status).toBe(401);
  });

  it('a changed token in the config ends the open sessions and only the new token works', async () => {
    const oldSession = await displayToken();
    const rotated = displayConfigSchema.parse({
      ...TEST_DISPLAY,
      token: 'rotated-token-abcdefghijklmnopqrstuvwxyz',
    });
    await registerKioskDisplays(t.db, [rotated]);
    try {
      expect((await callJson(t.app, 'kioskDisplay', {}, { token: oldSession })).status).toBe(401);
      expect((await openDisplay()).body.code).toBe(0);
      expect((await openDisplay(rotated.name, rotated.token)).body.code).toBe(1);
    } finally {
      await registerKioskDisplays(t.db, [TEST_DISPLAY]);
    }
  });

  it('a display limited to its addresses gets a session only from them, and nothing is written otherwise', async () => {
    const guarded = displayConfigSchema.parse({ ...TEST_DISPLAY, allowFrom: ['10.8.0.0/24'] });
    const openFrom = (remoteAddress: string) =>
      callJson(
        t.app,
        'kioskSession',
        { display: guarded.name, token: guarded.token },
        { remoteAddress, lang: 'en-US' },
      );
    await registerKioskDisplays(t.db, [guarded]);
    try {
      const sessions = await countRows(t.db, 'sessions');
      expect((await openFrom('10.9.0.5')).body).toEqual({
        code: 0,
        message: errorText('en-US', 'displayAddressRefused'),
        result: null,
      });
      expect(await countRows(t.db, 'sessions')).toBe(sessions);
      expect((await openFrom('10.8.0.5')).body.code).toBe(1);
    } finally {
      await registerKioskDisplays(t.db, [TEST_DISPLAY]);
    }
    // Re-registered without a list: the private ranges again.
    expect((await openFrom('10.9.0.5')).body.code).toBe(1);
  });

  it('a display without an address list admits loopback and private addresses and refuses a public one', async () => {
    const openFrom = (remoteAddress: string) =>
      callJson(
        t.app,
        'kioskSession',
        { display: TEST_DISPLAY.name, token: TEST_DISPLAY.token },
        { remoteAddress, lang: 'en-US' },
      );
    const sessions = await countRows(t.db, 'sessions');
    for (const address of ['203.0.113.9', '8.8.8.8', '::ffff:198.51.100.7', '2001:db8::5']) {
      expect((await openFrom(address)).body, address).toEqual({
        code: 0,
        message: errorText('en-US', 'displayAddressRefused'),
        result: null,
      });
    }
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.20.0.9',
      '192.168.1.20',
      'fd12:3456::1',
      'fe80::1',
    ]) {
      expect((await openFrom(address)).body.code, address).toBe(1);
    }
    // An explicit list open to every address opens it (kiosk:check warns about such a file).
    const open = displayConfigSchema.parse({ ...TEST_DISPLAY, allowFrom: ['0.0.0.0/0', '::/0'] });
    await registerKioskDisplays(t.db, [open]);
    try {
      expect((await openFrom('203.0.113.9')).body.code).toBe(1);
    } finally {
      await registerKioskDisplays(t.db, [TEST_DISPLAY]);
    }
  });

  it('a revoked display is refused, including its open sessions, and re-registering does not revive it', async () => {
    const token = await displayToken();
    await t.db
      .updateTable('kiosk_displays')
      .set({ revoked: 1 })
      .where('name', '=', TEST_DISPLAY.name)
      .execute();
    const refused = await openDisplay();
    expect(refused.body).toEqual({
      code: 0,
      message: errorText('zh-CN', 'displayNotAuthorised'),
      result: null,
    });
    expect((await callJson(t.app, 'kioskDisplay', {}, { token })).status).toBe(401);
    await registerKioskDisplays(t.db, [TEST_DISPLAY]);
    expect((await openDisplay()).body.code).toBe(0);
  });

  it('a display limited to a department gets that department', async () => {
    const branch = await t.db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('company_id', '=', 1)
      .where('level', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const config = displayConfigSchema.parse({
      ...TEST_DISPLAY,
      name: 'branch-wall',
      token: 'branch-wall-token-0123456789',
      departmentId: branch.id,
    });
    const result = await registerKioskDisplays(t.db, [config]);
    expect(result.registered).toEqual(['branch-wall']);
    const { body } = await openDisplay(config.name, config.token);
    const info = await callJson(t.app, 'kioskDisplay', {}, { token: body.result.token });
    expect(info.body.result.departmentName).toBe(branch.name);

    const foreign = await t.db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirstOrThrow();
    const elsewhere = displayConfigSchema.parse({
      ...config,
      name: 'foreign-wall',
      token: 'foreign-wall-token-0123456789',
      departmentId: foreign.id,
    });
    expect((await registerKioskDisplays(t.db, [elsewhere])).skipped.map((s) => s.name)).toEqual([
      'foreign-wall',
    ]);
  });
});

describe('generated display tokens', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-kiosk-tokens-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The shipped display, as the server loads it from the repository's kiosk-configs/. */
  function shippedDisplay(): DisplayConfig {
    const folder = path.resolve(import.meta.dirname, '../../../kiosk-configs');
    const config = loadKioskConfigs(folder).configs.find((c) => c.name === 'control-room');
    if (!config) throw new Error('kiosk-configs/control-room.json is missing or invalid');
    return config;
  }

  /** What main.ts does at start: generate what is missing, register with the generated hashes. */
  async function startWith(dataDir: string, config: DisplayConfig) {
    const tokens = ensureDisplayTokens(dataDir, config.token === undefined ? [config.name] : []);
    const registration = await registerKioskDisplays(t.db, [config], {
      generatedTokenHashes: tokens.hashes,
    });
    expect(registration.registered).toEqual([config.name]);
    return tokens.issued;
  }

  it('each installation generates its own token for the shipped display, kept owner-only in its data folder', async () => {
    const config = shippedDisplay();
    expect(config.token).toBeUndefined();
    const [first, second] = [newDataDir(), newDataDir()];
    const issuedFirst = await startWith(first, config);
    const issuedSecond = await startWith(second, config);
    expect(issuedFirst).toHaveLength(1);
    expect(issuedSecond).toHaveLength(1);
    const [tokenA, tokenB] = [issuedFirst[0]?.token ?? '', issuedSecond[0]?.token ?? ''];
    expect(tokenA.length).toBeGreaterThanOrEqual(32);
    expect(tokenA).not.toBe(tokenB);
    // The database now holds the second installation's: only its token opens the display.
    expect((await openDisplay(config.name, tokenB)).body.code).toBe(1);
    expect((await openDisplay(config.name, tokenA)).body.code).toBe(0);
    for (const [dir, token] of [
      [first, tokenA],
      [second, tokenB],
    ] as const) {
      const file = path.join(dir, DISPLAY_TOKENS_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).not.toContain(token);
    }
  });

  it('the generated token survives a restart, and so do its sessions', async () => {
    const config = shippedDisplay();
    const dataDir = newDataDir();
    const [issued] = await startWith(dataDir, config);
    const token = issued?.token ?? '';
    const session = (await openDisplay(config.name, token)).body.result.token as string;
    // The next start finds the token and prints nothing.
    expect(await startWith(dataDir, config)).toEqual([]);
    expect((await openDisplay(config.name, token)).body.code).toBe(1);
    expect((await callJson(t.app, 'kioskDisplay', {}, { token: session })).body.code).toBe(1);
  });

  it('rotating the token refuses the old one and ends its sessions at once, and a restart keeps the new one', async () => {
    const config = shippedDisplay();
    const dataDir = newDataDir();
    const [issued] = await startWith(dataDir, config);
    const oldToken = issued?.token ?? '';
    const oldSession = (await openDisplay(config.name, oldToken)).body.result.token as string;

    const newToken = await rotateDisplayToken(t.db, dataDir, config.name);
    expect(newToken).not.toBe(oldToken);
    expect((await callJson(t.app, 'kioskDisplay', {}, { token: oldSession })).status).toBe(401);
    expect((await openDisplay(config.name, oldToken)).body).toEqual({
      code: 0,
      message: errorText('zh-CN', 'displayNotAuthorised'),
      result: null,
    });
    expect((await openDisplay(config.name, newToken)).body.code).toBe(1);
    expect(await startWith(dataDir, config)).toEqual([]);
    expect((await openDisplay(config.name, newToken)).body.code).toBe(1);
    expect((await openDisplay(config.name, oldToken)).body.code).toBe(0);
  });

  it('a display without a token in its file and none generated is not registered', async () => {
    const config = displayConfigSchema.parse({ ...shippedDisplay(), name: 'tokenless-wall' });
    const result = await registerKioskDisplays(t.db, [config]);
    expect(result.registered).toEqual([]);
    expect(result.skipped.map((s) => s.name)).toEqual(['tokenless-wall']);
  });
});
