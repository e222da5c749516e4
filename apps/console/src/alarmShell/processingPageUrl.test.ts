import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../routes/menuRoute';
import { processingPageUrl } from './processingPageUrl';

const route = { path: '/alarms/vehicle', meta: { menuKey: 'vehicleAlarmProcessing' } } as MenuRoute;

describe('processingPageUrl', () => {
  it('opens the route of the menu with bTime and eTime at the start and end of today in China', () => {
    // 23:30 UTC is already the next morning in China.
    const now = Date.parse('2026-11-21T23:30:00Z');
    const url = new URL(processingPageUrl([route], 'vehicleAlarmProcessing', now), 'http://x');
    expect(url.pathname).toBe('/alarms/vehicle');
    expect(Number(url.searchParams.get('bTime'))).toBe(Date.parse('2026-11-22T00:00:00+08:00'));
    expect(Number(url.searchParams.get('eTime'))).toBe(Date.parse('2026-11-23T00:00:00+08:00') - 1);
  });

  it('falls back to /<menuKey> and keeps extra query values', () => {
    const url = new URL(
      processingPageUrl([], 'equipAbnormalHandle', Date.now(), { alarmGuid: 'g-1' }),
      'http://x',
    );
    expect(url.pathname).toBe('/equipAbnormalHandle');
    expect(url.searchParams.get('alarmGuid')).toBe('g-1');
  });
});
