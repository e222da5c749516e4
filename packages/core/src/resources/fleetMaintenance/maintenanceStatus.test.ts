import { describe, expect, it } from 'vitest';
import {
  deriveMaintenanceStatus,
  nextDueDay,
  type MaintenanceFacts,
  type MaintenanceStatus,
} from './maintenanceStatus';
import { deriveTyreStatus, tyreRemainingKm, type TyreStatus } from './tyreStatus';

// 2026-11-27 10:00 China time.
const NOW = Date.parse('2026-11-27T10:00:00+08:00');
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

describe('deriveMaintenanceStatus', () => {
  const base: MaintenanceFacts = {
    endDay: day('2026-10-01'),
    dueDay: null,
    dueKm: null,
    odometerKm: null,
    superseded: false,
  };
  const cases: [
    string,
    Partial<typeof base> & { dueDay?: number | null; dueKm?: number | null; odometerKm?: number | null },
    MaintenanceStatus,
  ][] = [
    ['an older record', { superseded: true, endDay: day('2026-12-01') }, 'historical'],
    ['ending today', { endDay: day('2026-11-27') }, 'underMaintenance'],
    ['due in 31 days', { dueDay: day('2026-12-28') }, 'available'],
    ['due in 30 days', { dueDay: day('2026-12-27') }, 'aboutToExpire'],
    ['due today', { dueDay: day('2026-11-27') }, 'aboutToExpire'],
    ['due yesterday', { dueDay: day('2026-11-26') }, 'expired'],
    ['1001 km left', { dueKm: 20_000, odometerKm: 18_999 }, 'available'],
    ['1000 km left', { dueKm: 20_000, odometerKm: 19_000 }, 'aboutToExpire'],
    ['at the due mileage', { dueKm: 20_000, odometerKm: 20_000 }, 'expired'],
    ['due km but no odometer', { dueKm: 20_000 }, 'available'],
    ['far by time, past by km', { dueDay: day('2027-06-01'), dueKm: 20_000, odometerKm: 21_000 }, 'expired'],
  ];
  it.each(cases)('%s', (_why, facts, status) => {
    expect(deriveMaintenanceStatus({ ...base, ...facts }, NOW)).toBe(status);
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(nextDueDay(day('2026-08-31'), 'month', 3)).toBe(day('2026-11-30'));
    expect(nextDueDay(day('2026-01-31'), 'month', 1)).toBe(day('2026-02-28'));
    expect(nextDueDay(day('2026-11-15'), 'month', 2)).toBe(day('2027-01-15'));
    expect(nextDueDay(day('2026-11-27'), 'day', 40)).toBe(day('2027-01-06'));
  });
});

describe('deriveTyreStatus', () => {
  const cases: [string, number | null, boolean, number, TyreStatus][] = [
    // [why, odometer, discarded, remaining, status] for a tyre changed at 10,000 km, limit 50,000, reminder 2,000
    ['never reported', null, false, 50_000, 'normal'],
    ['2,001 km left', 57_999, false, 2_001, 'normal'],
    ['2,000 km left', 58_000, false, 2_000, 'changeReminder'],
    ['past its limit', 61_000, false, -1_000, 'changeReminder'],
    ['discarded', 20_000, true, 40_000, 'discarded'],
  ];
  it.each(cases)('%s', (_why, odometerKm, discarded, remaining, status) => {
    const facts = { limitKm: 50_000, reminderKm: 2_000, mileageAtChangeKm: 10_000, odometerKm, discarded };
    expect(tyreRemainingKm(facts)).toBe(remaining);
    expect(deriveTyreStatus(facts)).toBe(status);
  });
});
