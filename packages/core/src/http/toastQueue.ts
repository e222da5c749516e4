import { LIMITS } from '../constants';

export type ToastListener = (current: string | null) => void;

export interface ToastQueue {
  /** Queue a message; a message already showing or waiting is not queued twice. */
  push(text: string): void;
  /** The message on screen now, or null. */
  current(): string | null;
  /** Called with the new current message (or null) whenever it changes; returns an unsubscribe function. */
  subscribe(listener: ToastListener): () => void;
  /** Drop everything (e.g. on sign-out). */
  clear(): void;
}

/**
 * Toasts show one at a time for 2.5 s (seed 000 §7, seed 001 §7). The queue owns the timing so that any
 * renderer (antd `message` in the console shell, plain DOM elsewhere) only mirrors `current`.
 */
export function createToastQueue(durationMs: number = LIMITS.toastMs): ToastQueue {
  let showing: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting: string[] = [];
  const listeners = new Set<ToastListener>();

  const emit = () => {
    for (const listener of listeners) listener(showing);
  };

  const showNext = () => {
    showing = waiting.shift() ?? null;
    timer = showing === null ? undefined : setTimeout(showNext, durationMs);
    emit();
  };

  return {
    push(text) {
      if (text === '' || text === showing || waiting.includes(text)) return;
      waiting.push(text);
      if (showing === null) showNext();
    },
    current: () => showing,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting.length = 0;
      if (showing !== null) {
        showing = null;
        emit();
      }
    },
  };
}
