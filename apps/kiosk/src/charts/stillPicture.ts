/**
 * 3D views as pictures on a software rasterizer (softwareWebGL.ts). There a WebGL canvas on the page is read back
 * on the page's main thread whenever the compositor shows it, and the first time a board prepared off-screen
 * comes into view that costs one long task after the swap. So there a 3D view renders into a canvas that is not
 * on the page, copies the result into a plain 2D canvas that is, and keeps the picture (one per view, by its
 * content, size and pixel ratio): a board that comes round again with the same content shows the picture
 * without creating a WebGL context at all. On a GPU the views stay live (warehouse3d orbits).
 */
const pictures = new Map<string, { key: string; picture: HTMLCanvasElement }>();

/** The kept picture of `view` when it was drawn for `key`, else null. */
export function keptPicture(view: string, key: string): HTMLCanvasElement | null {
  const kept = pictures.get(view);
  return kept?.key === key ? kept.picture : null;
}

/** Keeps a copy of `source` (a renderer's canvas, gone with its renderer) as the picture of `view`. */
export function keepPicture(view: string, key: string, source: HTMLCanvasElement): HTMLCanvasElement {
  const picture = pictures.get(view)?.picture ?? document.createElement('canvas');
  paintPicture(picture, source);
  pictures.set(view, { key, picture });
  return picture;
}

/** Draws `picture` into `target` at the picture's own pixel size. */
export function paintPicture(target: HTMLCanvasElement, picture: HTMLCanvasElement): void {
  if (target.width !== picture.width) target.width = picture.width;
  if (target.height !== picture.height) target.height = picture.height;
  const ctx = target.getContext('2d');
  if (!ctx) return;
  ctx.clearRect(0, 0, target.width, target.height);
  ctx.drawImage(picture, 0, 0);
}
