import { useEffect, useState, type RefObject } from 'react';

export interface HostSize {
  /** Layout size in design pixels (before the stage's scale transform). */
  width: number;
  height: number;
}

/** The element's layout size, kept current by a ResizeObserver; null until it has been laid out. */
export function useHostSize(host: RefObject<HTMLElement | null>): HostSize | null {
  const [size, setSize] = useState<HostSize | null>(null);
  useEffect(() => {
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
