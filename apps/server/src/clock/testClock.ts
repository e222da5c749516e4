/** Longest a test may move the server's clock ahead: a year and a day (a yearly reminder falls due). */
export const TEST_CLOCK_MAX_ADVANCE_MS = 366 * 86_400_000;

/**
 * A server clock a test can move forward: the wall clock plus an offset that only grows. Only a server started with
 * NODE_ENV=test and ROADWATCH_TEST_CLOCK=1 has one (see `testClockEnabled`); everything that reads `deps.now` (the
 * scheduler, the reminder runs, sessions, expiry statuses) then lives in the moved time.
 */
export interface TestClock {
  now(): number;
  /** Moves the clock `ms` ahead (0…TEST_CLOCK_MAX_ADVANCE_MS in total); returns the new time. */
  advance(ms: number): number;
}

export function createTestClock(wall: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => wall() + offset,
    advance(ms) {
      if (!Number.isInteger(ms) || ms < 0 || offset + ms > TEST_CLOCK_MAX_ADVANCE_MS)
        throw new RangeError(`cannot move the test clock by ${ms} ms`);
      offset += ms;
      return wall() + offset;
    },
  };
}

/** The test clock is honoured only in a test server, like the test captcha: a production flag cannot turn it on. */
export function testClockEnabled(nodeEnv: string, flag: boolean): boolean {
  return nodeEnv === 'test' && flag;
}
