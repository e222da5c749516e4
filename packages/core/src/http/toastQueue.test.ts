import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createToastQueue', () => {
  it('shows one message at a time for 2.5 s each', () => {
    const queue = createToastQueue();
    const seen: (string | null)[] = [];
    queue.subscribe((current) => seen.push(current));

    queue.push('first');
    queue.push('second');
    expect(queue.current()).toBe('first');

    vi.advanceTimersByTime(2_499);
    expect(queue.current()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBe('second');
    vi.advanceTimersByTime(2_500);
    expect(queue.current()).toBeNull();
    expect(seen).toEqual(['first', 'second', null]);
  });

  it('does not repeat a message that is already showing or waiting', () => {
    const queue = createToastQueue();
    const seen: (string | null)[] = [];
    queue.subscribe((current) => seen.push(current));
    queue.push('offline');
    queue.push('offline');
    queue.push('slow');
    queue.push('slow');
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(['offline', 'slow', null]);
  });

  it('drops everything on clear and stops notifying after unsubscribe', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.push('a');
    queue.push('b');
    queue.clear();
    expect(queue.current()).toBeNull();
    unsubscribe();
    queue.push('c');
    expect(listener.mock.calls).toEqual([['a'], [null]]);
  });
});
