import { describe, expect, it } from 'vitest';
import { EVENT_LOOP_STALL_MS, watchEventLoop } from './eventLoopWatch';

describe('event loop watch', () => {
  it('warns with the longest stall when something held the loop past a second, and stays quiet otherwise', async () => {
    const warnings: { stalledMs: number }[] = [];
    let warned: () => void = () => undefined;
    const next = new Promise<void>((resolve) => (warned = resolve));
    const stop = watchEventLoop(
      {
        warn: (obj) => {
          warnings.push(obj as { stalledMs: number });
          warned();
        },
      },
      50,
    );
    // A synchronous piece of work longer than the threshold (what a big SQLite statement does to the server).
    const until = performance.now() + EVENT_LOOP_STALL_MS + 200;
    while (performance.now() < until);
    await next;
    stop();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.stalledMs).toBeGreaterThanOrEqual(EVENT_LOOP_STALL_MS);
  });
});
