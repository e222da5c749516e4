/** Every board is designed for 1920×1080; the stage scales that design to the screen. */
export const DESIGN = { width: 1920, height: 1080 } as const;

export interface StageFit {
  /** CSS scale from design pixels to CSS pixels. Charts multiply by devicePixelRatio to draw at real pixels. */
  scale: number;
  /** Letterbox offsets in CSS pixels that centre the design when the screen's aspect ratio differs. */
  offsetX: number;
  offsetY: number;
}

export function fitToViewport(width: number, height: number): StageFit {
  if (width <= 0 || height <= 0) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = Math.min(width / DESIGN.width, height / DESIGN.height);
  return {
    scale,
    offsetX: Math.round((width - DESIGN.width * scale) / 2),
    offsetY: Math.round((height - DESIGN.height * scale) / 2),
  };
}
