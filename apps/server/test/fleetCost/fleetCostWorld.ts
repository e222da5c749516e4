import { expect } from 'vitest';
import { call, type TestApp } from '../helpers/testApp';

/** 2026-11-27 10:00 in Beijing: the clock every fleet cost test starts from. */
export const NOW = Date.parse('2026-11-27T10:00:00+08:00');
export const DAY = 86_400_000;
/** Midnight (China) of the day `offset` days from NOW's day. */
export const day = (offset: number) => Date.parse('2026-11-27T00:00:00+08:00') + offset * DAY;

export interface ApiAnswer {
  status: number;
  code: number;
  message: string;
  result: never;
}

export function apiOf(t: TestApp) {
  return async (token: string, name: string, input: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') => {
    const res = await call(t.app, name as never, input, { token, lang });
    return { status: res.statusCode, ...(res.json() as Omit<ApiAnswer, 'status'>) } as ApiAnswer;
  };
}

/** The first vehicles of a company, by id. */
export async function vehiclesOf(t: TestApp, companyId: number, count = 3): Promise<number[]> {
  const rows = await t.db
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .limit(count)
    .execute();
  expect(rows.length).toBe(count);
  return rows.map((r) => r.id);
}

/** Rows of a table in all companies (a refused save must leave it as it was). */
export async function rowCount(
  t: TestApp,
  table: 'insurance_policies' | 'vehicle_certificates' | RecordTable,
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type RecordTable = 'trailers' | 'gas_cards' | 'refuels' | 'vehicle_use_records' | 'reimbursements';
