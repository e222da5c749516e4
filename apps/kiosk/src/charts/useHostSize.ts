import { useLayoutEffect, useState, type RefObject } from 'react';

export interface HostSize {
  /** Layout size in design pixels (before the stage's scale transform). */
  width: number;
  height: number;
}

/**
 * The element's layout size, kept current by a ResizeObserver; null until it has been laid out. Measured first in a
 * layout effect, so a chart that waits for its size draws in the same commit instead of a frame later.
 */
export function useHostSize(host: RefObject<HTMLElement | null>): HostSize | null {
  const [size, setSize] = useState<HostSize | null>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const measure = () =>
      setSize((current) =>
        current?.width === el.clientWidth && current.height === el.clientHeight
          ? current
          : { width: el.clientWidth, height: el.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [host]);
  return size;
}
