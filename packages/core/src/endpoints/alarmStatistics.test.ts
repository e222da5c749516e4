import { describe, expect, it } from 'vitest';
import { keyPaths, resources } from '../i18n';
import { chinaTodayRange, DAY_MS } from '../time/chinaTime';
import { alarmStatSummaryRequest } from './alarmStatistics';

const words = (lang: 'zh-CN' | 'en-US') => resources[lang].alarmStatistics;
const valueAt = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);

describe('alarm statistics words', () => {
  it('has every word in both languages: Chinese in zh-CN, plain English in en-US', () => {
    const zh = words('zh-CN');
    const en = words('en-US');
    expect(keyPaths(en)).toEqual(keyPaths(zh));
    for (const key of keyPaths(zh)) {
      expect(String(valueAt(zh, key)), key).toMatch(/[\u4e00-\u9fff]/);
      expect(String(valueAt(en, key)), key).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});

describe('alarm statistics range', () => {
  const { bTime } = chinaTodayRange(Date.UTC(2026, 10, 1));
  const days = (n: number) => ({ bTime, eTime: bTime + n * DAY_MS - 1 });

  it('accepts 31 whole China days and refuses 32, naming the end', () => {
    expect(alarmStatSummaryRequest.safeParse(days(31)).success).toBe(true);
    const wide = alarmStatSummaryRequest.safeParse(days(32));
    expect(wide.success).toBe(false);
    expect(wide.error?.issues[0]?.path).toEqual(['eTime']);
  });

  it('refuses an end before the start, naming the end', () => {
    const reversed = alarmStatSummaryRequest.safeParse({ bTime, eTime: bTime - 1 });
    expect(reversed.error?.issues[0]?.path).toEqual(['eTime']);
  });
});
