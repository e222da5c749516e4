import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf, glyphPixel } from './bitmapFont';
import { drawCameraFrame, encodeCameraFrame } from './cameraFrame';

const input = {
  width: 320,
  height: 180,
  plate: '沪A12345',
  timeText: '2026-11-27 10:00:05',
  channel: 1,
  seed: 3,
};

// jpeg-js sets its encoder up on every call (tens of ms, far more on a loaded machine).
describe('camera frames', { timeout: 30_000 }, () => {
  it('encode to a JPEG that decodes to the asked size', () => {
    const jpeg = encodeCameraFrame(input);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const image = decode(jpeg, { useTArray: true });
    expect([image.width, image.height]).toEqual([320, 180]);
    const large = decode(encodeCameraFrame({ ...input, width: 640, height: 360 }), { useTArray: true });
    expect([large.width, large.height]).toEqual([640, 360]);
  });

  it('burn the timestamp in: white font pixels where the glyphs are lit', () => {
    const frame = drawCameraFrame(input);
    // scale 1 at 180 px high: the first character '2' starts at (4, 3).
    const glyph = glyphOf('2');
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        const i = ((3 + row) * frame.width + 4 + column) * 4;
        expect(frame.data[i]).toBe(glyphPixel(glyph, column, row) ? 255 : 0);
      }
    }
  });

  it('draw a box for a character outside the font (the plate’s province)', () => {
    expect(glyphOf('沪')).toEqual([0x1f, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1f]);
    expect(glyphOf('a')).toEqual(glyphOf('A'));
  });

  it('differ between pictures', () => {
    expect(encodeCameraFrame(input)).not.toEqual(encodeCameraFrame({ ...input, seed: 4 }));
  });
});
