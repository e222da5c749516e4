import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageInfo } from './imageInfo';
import { tinyBmp, tinyJpeg, tinyPng } from './testImages';

describe('imageInfo', () => {
  it('reads the size of a PNG, a JPEG and a BMP from their content', () => {
    expect(imageInfo(tinyPng(3, 2))).toEqual({ mime: 'image/png', extension: 'png', width: 3, height: 2 });
    expect(imageInfo(tinyJpeg(640, 480))).toEqual({
      mime: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 480,
    });
    expect(imageInfo(tinyBmp(4, 5))).toEqual({ mime: 'image/bmp', extension: 'bmp', width: 4, height: 5 });
  });

  it('refuses text, a GIF and a renamed executable', () => {
    expect(imageInfo(Buffer.from('hello, this is not an image at all'))).toBeNull();
    expect(imageInfo(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeNull();
    expect(imageInfo(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))).toBeNull();
  });

  it('refuses a truncated PNG, a PNG with a broken header checksum and one of zero width', () => {
    const png = tinyPng(3, 2);
    expect(imageInfo(png.subarray(0, png.length - 12))).toBeNull();
    const broken = Buffer.from(png);
    broken[16] = 0xff;
    expect(imageInfo(broken)).toBeNull();
    const zero = Buffer.from(png);
    zero.writeUInt32BE(0, 16);
    zero.writeUInt32BE(crc32(zero.subarray(12, 29)), 29);
    expect(imageInfo(zero)).toBeNull();
  });

  it('refuses a JPEG cut before its frame header, and a BMP whose size field exceeds the bytes', () => {
    expect(imageInfo(tinyJpeg(10, 10).subarray(0, 8))).toBeNull();
    const bmp = Buffer.from(tinyBmp(2, 2));
    bmp.writeUInt32LE(bmp.length + 100, 2);
    expect(imageInfo(bmp)).toBeNull();
  });
});
