/** Where the replay stands: a WGS-84 position and the heading (degrees, 0 north, clockwise). */
export interface MarkerPosition {
  lon: number;
  lat: number;
  direction: number;
}

/**
 * The moving vehicle of a track replay (also the highlighted point when a table row or chart point is picked).
 * `element` is its DOM node, so a screen can label it (test ids, the time it stands at).
 */
export interface PlaybackMarker {
  readonly element: HTMLElement;
  /** Moves the marker; null hides it. Cheap enough for every animation frame. */
  moveTo(at: MarkerPosition | null): void;
  dispose(): void;
}

/** The marker's look on both maps: a blue arrow in a white ring, turned to the heading. */
export function markerElement(): HTMLElement {
  const el = document.createElement('div');
  el.style.cssText =
    'width:26px;height:26px;border-radius:50%;background:#1677ff;border:3px solid #fff;' +
    'box-shadow:0 1px 6px rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;' +
    'box-sizing:border-box;pointer-events:none;';
  const arrow = document.createElement('div');
  arrow.style.cssText =
    'width:0;height:0;border-left:5px solid transparent;border-right:5px solid transparent;' +
    'border-bottom:10px solid #fff;margin-top:-2px;';
  el.append(arrow);
  return el;
}

export function turn(el: HTMLElement, direction: number): void {
  const arrow = el.firstElementChild as HTMLElement | null;
  if (arrow) arrow.style.transform = `rotate(${direction}deg)`;
}
