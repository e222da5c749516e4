import { describe, expect, it } from 'vitest';
import { fitToViewport } from './fitToViewport';

describe('fitting the 1920×1080 design to the screen', () => {
  it('fills a 1080p screen as designed and a 4K screen at twice the size', () => {
    expect(fitToViewport(1920, 1080)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(fitToViewport(3840, 2160)).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
  });

  it('fits a 1080p screen at 125% and 150% OS scaling without cropping', () => {
    expect(fitToViewport(1536, 864).scale).toBeCloseTo(0.8);
    expect(fitToViewport(1280, 720).scale).toBeCloseTo(2 / 3);
  });

  it('letterboxes a screen of another aspect ratio, centred', () => {
    expect(fitToViewport(1920, 1200)).toEqual({ scale: 1, offsetX: 0, offsetY: 60 });
    expect(fitToViewport(2560, 1080)).toEqual({ scale: 1, offsetX: 320, offsetY: 0 });
  });
});
