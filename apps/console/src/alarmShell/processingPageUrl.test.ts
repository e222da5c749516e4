import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../routes/menuRoute';
import { processingPageUrl, todayRange } from './processingPageUrl';

const route = { path: '/alarms/vehicle', meta: { menuKey: 'vehicleAlarmProcessing' } } as MenuRoute;

describe('processingPageUrl', () => {
  it('opens the route of the menu with bTime and eTime at the start and end of today', () => {
    const now = new Date(2026, 10, 22, 15, 30).getTime();
    const url = new URL(processingPageUrl([route], 'vehicleAlarmProcessing', now), 'http://x');
    expect(url.pathname).toBe('/alarms/vehicle');
    expect(Number(url.searchParams.get('bTime'))).toBe(new Date(2026, 10, 22).getTime());
    expect(Number(url.searchParams.get('eTime'))).toBe(new Date(2026, 10, 23).getTime() - 1);
  });

  it('falls back to /<menuKey> and keeps extra query values', () => {
    const url = new URL(
      processingPageUrl([], 'equipAbnormalHandle', Date.now(), { alarmGuid: 'g-1' }),
      'http://x',
    );
    expect(url.pathname).toBe('/equipAbnormalHandle');
    expect(url.searchParams.get('alarmGuid')).toBe('g-1');
  });

  it('spans a whole day', () => {
    const { bTime, eTime } = todayRange(new Date(2026, 0, 1, 0, 0, 1).getTime());
    expect(eTime - bTime).toBe(86_400_000 - 1);
  });
});
