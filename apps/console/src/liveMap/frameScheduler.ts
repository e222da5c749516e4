/**
 * Runs `draw` at most once per animation frame however often `request` is called: calls between two frames fold
 * into one, and a frame that is still drawing never has another queued behind it.
 */
export function frameScheduler(
  draw: () => void,
  raf: (cb: () => void) => number = (cb) => requestAnimationFrame(cb),
  cancel: (id: number) => void = (id) => cancelAnimationFrame(id),
): { request(): void; dispose(): void } {
  let pending: number | null = null;
  return {
    request() {
      if (pending !== null) return;
      pending = raf(() => {
        pending = null;
        draw();
      });
    },
    dispose() {
      if (pending !== null) cancel(pending);
      pending = null;
    },
  };
}
