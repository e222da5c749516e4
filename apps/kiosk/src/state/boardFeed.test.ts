import { describe, expect, it } from 'vitest';
import {
  dataAge,
  emptyFeed,
  feedFailed,
  feedStarted,
  feedSucceeded,
  isFetchDue,
  isFresh,
  isStale,
  msToNextFetch,
} from './boardFeed';

const T0 = 1_700_000_000_000;
const half = () => 0.5;

describe('a board feed', () => {
  it('is due at once, then every refresh interval after a good answer', () => {
    let feed = emptyFeed();
    expect(isFetchDue(feed, T0)).toBe(true);
    feed = feedStarted(feed);
    expect(isFetchDue(feed, T0)).toBe(false);
    feed = feedSucceeded({ n: 1 }, T0, 15);
    expect(msToNextFetch(feed, T0 + 1_000)).toBe(14_000);
    expect(isFetchDue(feed, T0 + 14_999)).toBe(false);
    expect(isFetchDue(feed, T0 + 15_000)).toBe(true);
    expect(isFresh(feed, 15, T0 + 14_999)).toBe(true);
    expect(isFresh(feed, 15, T0 + 15_000)).toBe(false);
  });

  it('keeps the last good data through failures and retries with a growing, capped delay', () => {
    let feed = feedSucceeded({ n: 1 }, T0, 5);
    const delays: number[] = [];
    let now = T0 + 5_000;
    for (let i = 0; i < 8; i += 1) {
      feed = feedFailed(feedStarted(feed), now, half);
      delays.push(feed.nextAt - now);
      now = feed.nextAt;
    }
    expect(feed.data).toEqual({ n: 1 });
    expect(delays).toEqual([1_500, 3_000, 6_000, 12_000, 24_000, 45_000, 45_000, 45_000]);
    feed = feedSucceeded({ n: 2 }, now, 5);
    expect(feed.failures).toBe(0);
    expect(feed.nextAt).toBe(now + 5_000);
  });

  it('turns stale when a refresh fails, or when an answer is overdue by more than the grace', () => {
    const good = feedSucceeded({}, T0, 15);
    expect(isStale(emptyFeed(), 15, T0 + 60_000)).toBe(false);
    expect(isStale(good, 15, T0 + 18_999)).toBe(false);
    expect(isStale(good, 15, T0 + 19_001)).toBe(true);
    expect(isStale(feedFailed(good, T0 + 15_000, half), 15, T0 + 15_000)).toBe(true);
    expect(dataAge(good, T0 + 42_000)).toBe(42_000);
  });
});
