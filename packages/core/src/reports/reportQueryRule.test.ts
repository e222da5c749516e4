import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/chinaTime';
import { VMSG } from '../validators/messages';
import { detailQueryIssue, spanDays } from './reportQueryRule';

const now = Date.UTC(2026, 10, 28, 4);
const recent = (days: number) => ({ startTime: now - days * DAY_MS, endTime: now });

describe('detail report query rules', () => {
  it('counts a started day as a whole one', () => {
    expect(spanDays(now, now)).toBe(1);
    expect(spanDays(now - DAY_MS, now)).toBe(1);
    expect(spanDays(now - DAY_MS - 1, now)).toBe(2);
  });

  it('lets 10 days read any number of vehicles', () => {
    expect(detailQueryIssue({ ...recent(10), vehicles: 10_000 }, now)).toBeNull();
  });

  it('allows 31 days for 200 vehicles with 1 to 3 event types, 100 with 4 or 5', () => {
    expect(detailQueryIssue({ ...recent(31), vehicles: 200, eventTypes: 3 }, now)).toBeNull();
    expect(detailQueryIssue({ ...recent(31), vehicles: 201 }, now)).toMatchObject({
      message: VMSG.reportSpanVehicles,
      maximum: 200,
    });
    expect(detailQueryIssue({ ...recent(31), vehicles: 100, eventTypes: 5 }, now)).toBeNull();
    expect(detailQueryIssue({ ...recent(31), vehicles: 101, eventTypes: 4 }, now)).toMatchObject({
      message: VMSG.reportSpanVehicles,
      maximum: 100,
    });
  });

  it('allows up to 61 days for one vehicle and nothing longer', () => {
    expect(detailQueryIssue({ ...recent(61), vehicles: 1 }, now)).toBeNull();
    expect(detailQueryIssue({ ...recent(32), vehicles: 2 }, now)?.message).toBe(VMSG.reportOneVehicle);
    expect(detailQueryIssue({ ...recent(62), vehicles: 1 }, now)).toMatchObject({
      message: VMSG.dateSpanDays,
      maximum: 61,
    });
  });

  it('reads data older than six months for at most 30 vehicles over 10 days', () => {
    const start = Date.UTC(2026, 3, 1);
    const archived = (days: number, vehicles: number) =>
      detailQueryIssue({ startTime: start, endTime: start + days * DAY_MS, vehicles }, now);
    expect(archived(10, 30)).toBeNull();
    expect(archived(11, 1)).toMatchObject({ message: VMSG.reportArchiveDays, maximum: 10 });
    expect(archived(10, 31)).toMatchObject({ message: VMSG.reportArchiveVehicles, maximum: 30 });
  });

  it('refuses a start after the end', () => {
    expect(detailQueryIssue({ startTime: now, endTime: now - 1, vehicles: 1 }, now)?.message).toBe(
      VMSG.dateOrder,
    );
  });
});
