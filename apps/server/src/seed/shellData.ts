import type { NoticeKey, NoticeParams } from '@roadwatch/core';
import type { Insertable } from 'kysely';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema.gen';
import { noticeColumns } from '../features/message/platformNotice';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface MessageTemplate {
  source: number;
  msgType: 'system' | 'alarm' | 'task' | 'notice';
  /** The platform's own notices: stored by key and parameters, rendered in the reader's language. */
  key: NoticeKey;
  params?: NoticeParams;
  businessUrl: string;
  /** How long before `now` it was published. */
  agoMs: number;
  read: boolean;
}

// Sources 8, 22 and 23 go to the floating message box; the others to the popover list (seed 000 §2.5).
const MESSAGES: readonly MessageTemplate[] = [
  {
    source: 8,
    msgType: 'alarm',
    key: 'coldChainOverTemp',
    params: { plate: '沪A·D3821', minutes: 10, limit: 8 },
    businessUrl: '/vehicleAlarmProcessing',
    agoMs: 3 * MINUTE_MS,
    read: false,
  },
  {
    source: 22,
    msgType: 'task',
    key: 'waybillLate',
    params: { orderNo: 'YD20261122000031', minutes: 30 },
    businessUrl: '/tmsOrderList',
    agoMs: 12 * MINUTE_MS,
    read: false,
  },
  {
    source: 23,
    msgType: 'notice',
    key: 'certificatesExpiring',
    params: { count: 3, days: 30 },
    businessUrl: '/tmsVehicleInfo',
    agoMs: 40 * MINUTE_MS,
    read: false,
  },
  {
    source: 1,
    msgType: 'system',
    key: 'systemUpgrade',
    params: { from: '02:00', to: '04:00' },
    businessUrl: '',
    agoMs: 2 * HOUR_MS,
    read: false,
  },
  {
    source: 5,
    msgType: 'notice',
    key: 'monthlySafetyReport',
    businessUrl: '/mileageReport',
    agoMs: 5 * HOUR_MS,
    read: false,
  },
  {
    source: 3,
    msgType: 'task',
    key: 'equipmentInspection',
    params: { count: 5 },
    businessUrl: '/equipAbnormalHandle',
    agoMs: 26 * HOUR_MS,
    read: true,
  },
  {
    source: 1,
    msgType: 'system',
    key: 'welcome',
    businessUrl: '',
    agoMs: 72 * HOUR_MS,
    read: true,
  },
];

interface SentryTemplate {
  platId: string;
  platName: string;
  content: string;
  agoMs: number;
  /** Answered already (older checks). */
  answered: boolean;
}

// The history of duty checks: answered or missed. Live checks come from the upper platform while the server runs
// (features/sentry/demoDutyChecks.ts), so a seed never leaves a box that expires minutes after start-up.
const SENTRY: readonly SentryTemplate[] = [
  {
    platId: 'GOV-SH-01',
    platName: '上海市道路运输监管平台',
    content: '查岗：请回复当前在岗值班人员姓名。',
    agoMs: 20 * MINUTE_MS,
    answered: true,
  },
  {
    platId: 'GOV-SH-01',
    platName: '上海市道路运输监管平台',
    content: '查岗：请报告当前在线车辆数。',
    agoMs: 25 * MINUTE_MS,
    answered: true,
  },
  {
    platId: 'GOV-SH-01',
    platName: '上海市道路运输监管平台',
    content: '查岗：请确认监控值守情况。',
    agoMs: 30 * MINUTE_MS,
    answered: false,
  },
  {
    platId: 'GOV-JS-02',
    platName: '江苏省道路运输监管平台',
    content: '查岗：请回复值班电话。',
    agoMs: 3 * HOUR_MS,
    answered: true,
  },
];

export interface ShellDataCounts {
  messages: number;
  sentry_messages: number;
}

/**
 * Messages for every user (from several sources, including the floating-box sources 8, 22 and 23) and duty checks
 * for every company, some still answerable at `now`. Written after the main seed (ids come from the sequences).
 */
export async function seedShellData(db: Database, now: number): Promise<ShellDataCounts> {
  const users = await db.selectFrom('users').select(['id', 'company_id']).orderBy('id').execute();
  const companies = await db.selectFrom('companies').select('id').orderBy('id').execute();
  const messages: Insertable<DB['messages']>[] = users.flatMap((u) =>
    MESSAGES.map((m) => ({
      company_id: u.company_id,
      user_id: u.id,
      source: m.source,
      msg_type: m.msgType,
      ...noticeColumns(m.key, m.params),
      business_url: m.businessUrl,
      pub_time: now - m.agoMs,
      read_at: m.read ? now - m.agoMs + MINUTE_MS : null,
    })),
  );
  const firstUser = new Map<number, number>();
  for (const u of users) if (!firstUser.has(u.company_id)) firstUser.set(u.company_id, u.id);
  const sentry: Insertable<DB['sentry_messages']>[] = companies.flatMap((c) =>
    SENTRY.map((s, i) => {
      const insertTime = now - s.agoMs;
      return {
        msg_id: `SM-${c.id}-${insertTime}-${i}`,
        company_id: c.id,
        plat_id: s.platId,
        plat_name: s.platName,
        content: s.content,
        insert_time: insertTime,
        answer: s.answered ? '值班人员在岗' : null,
        answered_by: s.answered ? (firstUser.get(c.id) ?? null) : null,
        answered_at: s.answered ? insertTime + MINUTE_MS : null,
      };
    }),
  );
  if (messages.length > 0) await db.insertInto('messages').values(messages).execute();
  if (sentry.length > 0) await db.insertInto('sentry_messages').values(sentry).execute();
  return { messages: messages.length, sentry_messages: sentry.length };
}
