import { DAY_MS, VMSG } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { eventQueryIssue, lastSevenDays } from './eventReportQuery';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const days = (n: number) => ({ startTime: NOW - n * DAY_MS, endTime: NOW });

describe('eventQueryIssue', () => {
  it('passes the default week for any fleet', () => {
    expect(eventQueryIssue('detail', lastSevenDays(NOW), 5_000, undefined, NOW)).toBeNull();
  });

  it('counts every vehicle the caller sees when none is chosen', () => {
    expect(eventQueryIssue('detail', days(20), 250, undefined, NOW)).toMatchObject({
      message: VMSG.reportSpanVehicles,
      maximum: 200,
    });
    expect(eventQueryIssue('detail', { ...days(20), vehicleIds: [1, 2] }, 250, undefined, NOW)).toBeNull();
  });

  it('allows one vehicle up to 61 days and a summary up to 12 months', () => {
    expect(eventQueryIssue('detail', { ...days(40), vehicleIds: [1, 2] }, 2, undefined, NOW)).toMatchObject({
      message: VMSG.reportOneVehicle,
    });
    expect(eventQueryIssue('summary', days(300), 250, undefined, NOW)).toBeNull();
    expect(eventQueryIssue('summary', days(400), 250, undefined, NOW)).toMatchObject({
      message: VMSG.dateSpanMonths,
    });
  });
});
