import { backoffDelay } from '../api/backoff';

/**
 * The data of one board in the rotation, fetched on its own refresh interval: the last good answer stays until
 * a newer one arrives, whatever happens to the server in between. Pure functions of time (epoch ms).
 */
export interface BoardFeed {
  /** The last good answer, or null before the first one. Held as a plain (untracked) object. */
  data: unknown;
  /** When the last good answer's request started (the data is at least this fresh). */
  receivedAt: number | null;
  /** When the next request is due: the refresh interval after a success, a backoff delay after a failure. */
  nextAt: number;
  /** Failed requests since the last good answer; drives the backoff and the stale banner. */
  failures: number;
  inFlight: boolean;
}

/**
 * The stale banner shows once a refresh has failed, or when an answer is this much later than its interval
 * (a request hanging on a lost network, or a slow one). Within the bound of one refresh interval plus
 * 5 s, with the ticker's 250 ms to spare.
 */
export const STALE_GRACE_MS = 4_000;

export function emptyFeed(): BoardFeed {
  return { data: null, receivedAt: null, nextAt: 0, failures: 0, inFlight: false };
}

export function isFetchDue(feed: BoardFeed, now: number): boolean {
  return !feed.inFlight && now >= feed.nextAt;
}

/** Fresh enough to show on a board that comes on screen without fetching again. */
export function isFresh(feed: BoardFeed, refreshSeconds: number, now: number): boolean {
  return feed.receivedAt !== null && feed.failures === 0 && now - feed.receivedAt < refreshSeconds * 1000;
}

export function feedStarted(feed: BoardFeed): BoardFeed {
  return { ...feed, inFlight: true };
}

export function feedSucceeded(data: unknown, startedAt: number, refreshSeconds: number): BoardFeed {
  return {
    data,
    receivedAt: startedAt,
    nextAt: startedAt + refreshSeconds * 1000,
    failures: 0,
    inFlight: false,
  };
}

/** Retry with jittered backoff (2 s base, 60 s cap): the server that comes back is found within a minute. */
export function feedFailed(feed: BoardFeed, now: number, random: () => number = Math.random): BoardFeed {
  return {
    ...feed,
    nextAt: now + backoffDelay(feed.failures, random),
    failures: feed.failures + 1,
    inFlight: false,
  };
}

export function msToNextFetch(feed: BoardFeed, now: number): number {
  return Math.max(0, feed.nextAt - now);
}

/** Data on screen that is older than it should be: a refresh failed, or is overdue. */
export function isStale(feed: BoardFeed, refreshSeconds: number, now: number): boolean {
  if (feed.receivedAt === null) return false;
  return feed.failures > 0 || now - feed.receivedAt > refreshSeconds * 1000 + STALE_GRACE_MS;
}

/** Age of the data on screen in ms (0 without data). */
export function dataAge(feed: BoardFeed, now: number): number {
  return feed.receivedAt === null ? 0 : Math.max(0, now - feed.receivedAt);
}
