import { MESSAGE_TYPES } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformAddresses } from '../src/features/menu/platformHosts';
import { callJson, loginAs, startAppOn, startTestApp, TEST_CAPTCHA, type TestApp } from './helpers/testApp';

const PLATFORM = {
  hosts: {
    webgis: 'https://gis.example.cn',
    proWebgis: 'https://pro.example.cn',
    tms: 'https://tms.example.cn',
  },
  appDownloadUrl: 'https://app.example.cn/roadwatch.apk',
};

let t: TestApp;
let viewer: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ config: { platform: PLATFORM } });
  viewer = (await loginAs(t.app, 'viewer')).token;
  admin = (await loginAs(t.app, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('platform hosts (configuration)', () => {
  it('reads the hosts and the app address from the environment, without trailing slashes', () => {
    const read = loadPlatformAddresses({
      ROADWATCH_HOST_WEBGIS: 'https://gis.example.cn/',
      ROADWATCH_HOST_PRO_WEBGIS: ' https://pro.example.cn ',
      ROADWATCH_APP_DOWNLOAD_URL: 'https://app.example.cn/a.apk',
    });
    expect(read).toEqual({
      hosts: { webgis: 'https://gis.example.cn', proWebgis: 'https://pro.example.cn', tms: '' },
      appDownloadUrl: 'https://app.example.cn/a.apk',
    });
  });

  it('refuses a host that is not an absolute http(s) address', () => {
    expect(() => loadPlatformAddresses({ ROADWATCH_HOST_TMS: 'tms.example.cn' })).toThrow(
      /ROADWATCH_HOST_TMS/,
    );
    expect(() => loadPlatformAddresses({ ROADWATCH_HOST_WEBGIS: 'ftp://gis.example.cn' })).toThrow(
      /ROADWATCH_HOST_WEBGIS/,
    );
  });

  it('gives the configured hosts and app address with the common settings', async () => {
    const { body } = await callJson(t.app, 'fetchCommonSetting', {}, { token: viewer });
    expect(body.code).toBe(1);
    expect(body.result.hosts).toEqual(PLATFORM.hosts);
    expect(body.result.appDownloadUrl).toBe(PLATFORM.appDownloadUrl);
  });

  it('means the console itself when nothing is configured', async () => {
    const app = await startAppOn(t.db, { testCaptcha: TEST_CAPTCHA });
    try {
      const token = (await loginAs(app, 'viewer')).token;
      const { body } = await callJson(app, 'fetchCommonSetting', {}, { token });
      expect(body.result.hosts).toEqual({ webgis: '', proWebgis: '', tms: '' });
      expect(body.result.appDownloadUrl).toBe('');
    } finally {
      await app.close();
    }
  });

  it('names for each search result the host key its page lives on', async () => {
    const { body } = await callJson(
      t.app,
      'searchResList',
      { type: 'vehicleNo', keyword: '沪', pageSize: 3 },
      { token: admin },
    );
    expect(body.code).toBe(1);
    expect(body.result.length).toBeGreaterThan(0);
    for (const item of body.result) {
      expect(item.host).toBe('proWebgis');
      expect(item.url).toBe(`/proVehicleMonitor?vehicleId=${item.id}`);
    }
  });
});

describe('message centre list', () => {
  it('filters by type and counts the unread messages of every type', async () => {
    const all = (await callJson(t.app, 'fetchMessageList', { curPage: 1, pageSize: 100 }, { token: admin }))
      .body.result;
    expect(all.unreadCount).toBe(all.data.filter((m) => !m.read).length);
    for (const type of MESSAGE_TYPES) {
      const { body } = await callJson(
        t.app,
        'fetchMessageList',
        { curPage: 1, pageSize: 100, msgType: type },
        { token: admin },
      );
      expect(body.code).toBe(1);
      expect(body.result.data.every((m) => m.msgType === type)).toBe(true);
      expect(body.result.totalRecords).toBe(all.data.filter((m) => m.msgType === type).length);
      expect(body.result.unreadCount).toBe(all.unreadCount);
    }
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await callJson(
      t.app,
      'fetchMessageList',
      { curPage: 1, pageSize: 10, msgType: 'spam' },
      { token: admin, lang: 'en-US' },
    );
    expect(body.code).toBe(0);
    expect(status).toBe(400);
    expect(body.message).toContain('msgType');
  });

  it('shows each user only their own messages, and marking one read changes only that one', async () => {
    const mine = (
      await callJson(
        t.app,
        'fetchMessageList',
        { curPage: 1, pageSize: 100, unreadOnly: true },
        { token: viewer },
      )
    ).body.result;
    const target = mine.data[0];
    if (!target) throw new Error('the viewer has no unread message');
    const otherAdmin = (await loginAs(t.app, 'other_admin')).token;
    expect(
      (await callJson(t.app, 'readMessage', { messageId: target.messageId }, { token: otherAdmin })).body
        .code,
    ).toBe(0);
    expect(
      (await callJson(t.app, 'readMessage', { messageId: target.messageId }, { token: viewer })).body.code,
    ).toBe(1);
    const row = await t.db
      .selectFrom('messages')
      .select('read_at')
      .where('id', '=', Number(target.messageId))
      .executeTakeFirstOrThrow();
    expect(row.read_at).not.toBeNull();
    const after = (
      await callJson(t.app, 'fetchMessageList', { curPage: 1, pageSize: 100 }, { token: viewer })
    ).body.result;
    expect(after.unreadCount).toBe(mine.totalRecords - 1);
    const adminIds = new Set(
      (
        await callJson(t.app, 'fetchMessageList', { curPage: 1, pageSize: 100 }, { token: admin })
      ).body.result.data.map((m) => m.messageId),
    );
    expect(after.data.some((m) => adminIds.has(m.messageId))).toBe(false);
  });
});

describe('user dropdown menus', () => {
  it('titles the language page differently from the language switch in both languages', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const user = (await callJson(t.app, 'loginUserMessage', {}, { token: admin, lang })).body.result;
      const titles = user.userMenuList.map((m) => m.title);
      expect(titles).toContain(lang === 'en-US' ? 'Language settings' : '语言设置');
      expect(titles).not.toContain(lang === 'en-US' ? 'Language' : '语言');
    }
  });
});
