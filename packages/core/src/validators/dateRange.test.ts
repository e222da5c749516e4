import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMonths, checkDateRange, dateRangeSchema, epochMs, refineDateRange } from './dateRange';
import { VMSG } from './messages';

const day = 86_400_000;
const start = Date.UTC(2026, 0, 31, 8, 0, 0);

describe('date range', () => {
  it('accepts a start equal to the end', () => {
    expect(checkDateRange(start, start, { maxDays: 1 })).toBeNull();
  });

  it('requires both a start and an end', () => {
    expect(checkDateRange(null, start)).toEqual({ message: VMSG.dateRequired, path: 'startTime' });
    expect(checkDateRange(start, undefined)).toEqual({ message: VMSG.dateRequired, path: 'endTime' });
  });

  it('rejects a start after the end', () => {
    expect(checkDateRange(start + 1, start)?.message).toBe(VMSG.dateOrder);
  });

  it('allows exactly the maximum span and rejects one millisecond more, naming the limit', () => {
    expect(checkDateRange(start, start + 30 * day, { maxDays: 30 })).toBeNull();
    expect(checkDateRange(start, start + 30 * day + 1, { maxDays: 30 })).toEqual({
      message: VMSG.dateSpanDays,
      path: 'endTime',
      maximum: 30,
    });
  });

  it('counts month limits in calendar months, clamping to the end of shorter months', () => {
    expect(new Date(addMonths(start, 1)).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(new Date(addMonths(start, 12)).toISOString()).toBe('2027-01-31T08:00:00.000Z');
    expect(checkDateRange(start, addMonths(start, 12), { maxMonths: 12 })).toBeNull();
    expect(checkDateRange(start, addMonths(start, 12) + 1, { maxMonths: 12 })?.message).toBe(
      VMSG.dateSpanMonths,
    );
  });

  it('the schema reports the span limit as the issue maximum for translation', () => {
    const issue = dateRangeSchema({ maxDays: 10 }).safeParse({ startTime: start, endTime: start + 11 * day })
      .error?.issues[0];
    expect(issue).toMatchObject({ message: VMSG.dateSpanDays, maximum: 10, path: ['endTime'] });
  });

  it('refines any query that has startTime and endTime', () => {
    const query = z
      .strictObject({ vehicleId: z.number(), startTime: epochMs, endTime: epochMs })
      .superRefine(refineDateRange({ maxDays: 10 }));
    expect(query.safeParse({ vehicleId: 1, startTime: start, endTime: start + day }).success).toBe(true);
    expect(
      query.safeParse({ vehicleId: 1, startTime: start + day, endTime: start }).error?.issues[0]?.message,
    ).toBe(VMSG.dateOrder);
    expect(query.safeParse({ vehicleId: 1, startTime: 1.5, endTime: start }).success).toBe(false);
  });
});
