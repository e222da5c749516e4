import { encode } from 'jpeg-js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf, glyphPixel } from './bitmapFont';

export interface FrameInput {
  width: number;
  height: number;
  /** Burnt in at the bottom left, e.g. "沪A12345" (the province character becomes a box). */
  plate: string;
  /** Burnt in at the top left, e.g. "2026-11-27 10:00:05". */
  timeText: string;
  channel: number;
  /** Varies the scene between pictures (the lead car's place). */
  seed: number;
}

type Rgb = readonly [number, number, number];

class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy += 1)
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx += 1) this.set(xx, yy, color);
  }

  /** Text in the bitmap font, `scale` pixels per font pixel, on a dark band so it stays readable. */
  text(x: number, y: number, text: string, scale: number, color: Rgb): void {
    const chars = [...text];
    const advance = (GLYPH_WIDTH + 1) * scale;
    this.rect(x - scale, y - scale, chars.length * advance + scale, (GLYPH_HEIGHT + 2) * scale, [0, 0, 0]);
    chars.forEach((char, i) => {
      const glyph = glyphOf(char);
      for (let row = 0; row < GLYPH_HEIGHT; row += 1)
        for (let column = 0; column < GLYPH_WIDTH; column += 1)
          if (glyphPixel(glyph, column, row))
            this.rect(x + i * advance + column * scale, y + row * scale, scale, scale, color);
    });
  }
}

/** The RGBA pixels of one dash-camera frame: sky and road gradients, lane marks, a lead car, time and plate. */
export function drawCameraFrame(input: FrameInput): { width: number; height: number; data: Buffer } {
  const { width, height } = input;
  const canvas = new Canvas(width, height);
  const horizon = Math.round(height * 0.45);
  for (let y = 0; y < height; y += 1) {
    const sky = y < horizon;
    const t = sky ? y / horizon : (y - horizon) / (height - horizon);
    const color: Rgb = sky
      ? [Math.round(90 + 100 * t), Math.round(150 + 70 * t), 235]
      : [Math.round(70 + 30 * t), Math.round(74 + 30 * t), Math.round(80 + 30 * t)];
    canvas.rect(0, y, width, 1, color);
  }
  // Lane lines converge on the horizon's middle.
  const centre = width / 2;
  for (let y = horizon; y < height; y += 1) {
    const spread = ((y - horizon) / (height - horizon)) * width * 0.55;
    canvas.rect(Math.round(centre - spread), y, 2, 1, [240, 200, 60]);
    canvas.rect(Math.round(centre + spread), y, 2, 1, [240, 240, 240]);
    if (Math.floor((y - horizon) / 8) % 2 === 0) canvas.rect(Math.round(centre), y, 2, 1, [240, 240, 240]);
  }
  const carW = Math.round(width * 0.16);
  const carX = Math.round(centre - carW / 2 + ((input.seed * 37) % 60) - 30);
  const carY = Math.round(horizon + (height - horizon) * 0.25);
  canvas.rect(carX, carY, carW, Math.round(carW * 0.6), [45, 58, 79]);
  canvas.rect(carX + 4, carY + 4, carW - 8, Math.round(carW * 0.2), [126, 147, 173]);
  canvas.rect(carX + 3, carY + Math.round(carW * 0.45), 6, 3, [255, 77, 79]);
  canvas.rect(carX + carW - 9, carY + Math.round(carW * 0.45), 6, 3, [255, 77, 79]);
  const scale = Math.max(1, Math.floor(height / 120));
  canvas.text(4 * scale, 3 * scale, input.timeText, scale, [255, 255, 255]);
  canvas.text(
    4 * scale,
    height - (GLYPH_HEIGHT + 3) * scale,
    `${input.plate} CH${input.channel}`,
    scale,
    [255, 255, 255],
  );
  return { width, height, data: canvas.data };
}

/** The frame as a baseline JPEG (quality 1–100); encoded on demand only: a 320×180 frame costs a few ms. */
export function encodeCameraFrame(input: FrameInput, quality = 70): Uint8Array {
  const frame = drawCameraFrame(input);
  return new Uint8Array(encode(frame, quality).data);
}
