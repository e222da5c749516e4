import { decode } from 'jpeg-js';

export const MEDIA_MIME = { jpeg: 'image/jpeg' } as const;

/** Largest picture accepted from a terminal (bytes). */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;
/** A dash camera's picture is a few megapixels at most; a header claiming more is refused before decoding. */
const MAX_MEGAPIXELS = 8;

export type JpegCheck = { ok: true; width: number; height: number } | { ok: false; reason: string };

/**
 * Whether the bytes are a JPEG picture: the SOI marker and a successful decode (which also bounds the picture's
 * size and the decoder's memory), so what is stored and later served as image/jpeg really is one.
 */
export function checkJpeg(bytes: Uint8Array): JpegCheck {
  if (bytes.length > MAX_MEDIA_BYTES) return { ok: false, reason: `larger than ${MAX_MEDIA_BYTES} bytes` };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    return { ok: false, reason: 'not a JPEG (no SOI marker)' };
  }
  try {
    const image = decode(bytes, {
      useTArray: true,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 128,
    });
    if (image.width < 1 || image.height < 1) return { ok: false, reason: 'JPEG without pixels' };
    return { ok: true, width: image.width, height: image.height };
  } catch (err) {
    return { ok: false, reason: `JPEG does not decode: ${err instanceof Error ? err.message : String(err)}` };
  }
}
