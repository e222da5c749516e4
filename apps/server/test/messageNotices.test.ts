import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

async function messages(lang: 'zh-CN' | 'en-US') {
  const { body } = await callJson(
    t.app,
    'fetchMessageList',
    { curPage: 1, pageSize: 50 },
    { token: admin, lang },
  );
  expect(body.code).toBe(1);
  return body.result.data;
}

describe('platform notices in the reader’s language', () => {
  it('renders the over-temperature reminder in English for an en-US reader, keeping the plate as entered', async () => {
    const en = resources['en-US'].notices.coldChainOverTemp;
    const english = (await messages('en-US')).find((m) => m.title === en.title);
    expect(english?.msgContent).toBe(
      'The reefer of 沪A·D3821 has been above 8 °C for 10 minutes in a row. Please contact the driver.',
    );
    const zh = resources['zh-CN'].notices.coldChainOverTemp;
    const chinese = (await messages('zh-CN')).find((m) => m.messageId === english?.messageId);
    expect(chinese).toMatchObject({
      title: zh.title,
      msgContent: '沪A·D3821 冷藏厢温度连续10分钟高于8℃，请及时联系司机处理。',
    });
  });

  it('shows the summary popover’s messages in the reader’s language too', async () => {
    const { body } = await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: admin, lang: 'en-US' });
    const titles = body.result.messageList.map((m) => m.title);
    expect(titles).toContain(resources['en-US'].notices.coldChainOverTemp.title);
    expect(titles.some((title) => /[\u4e00-\u9fff]/.test(title))).toBe(false);
  });

  it('shows a message without a key as it was stored, in every language', async () => {
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const inserted = await t.db
      .insertInto('messages')
      .values({
        company_id: user.company_id,
        user_id: user.id,
        source: 1,
        msg_type: 'notice',
        title: '上级平台通知',
        content: '请各企业于本月底前完成车辆年审。',
        business_url: '',
        pub_time: Date.now(),
        read_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const row = (await messages(lang)).find((m) => m.messageId === String(inserted.id));
      expect(row).toMatchObject({ title: '上级平台通知', msgContent: '请各企业于本月底前完成车辆年审。' });
    }
  });
});
