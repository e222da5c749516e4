import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStageScale } from '../../layout/useStageScale';
import { trackWebGL } from '../liveGraphics';
import { keepPicture, keptPicture, paintPicture } from '../stillPicture';
import { useWarehouseScene } from './useWarehouseScene';
import { createWarehouseRenderer, probesPictureKey, type SceneProbe } from './warehouseScene';

/** The point of the orbit a still view is seen from. */
const STILL_AT_MS = 0;

/**
 * The warehouse as a picture, for a software rasterizer (stillPicture.ts): the scene is drawn by a renderer on a
 * canvas off the page and copied into the one on it, only when the probes' positions or colours, the size or
 * the pixel ratio differ from the kept picture. New readings change the DOM labels only. The renderer is created
 * when a picture is needed and kept while mounted.
 */
export function StillWarehouse({
  probes,
  onDrawn,
  testId,
}: {
  probes: readonly SceneProbe[];
  onDrawn?: () => void;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(onDrawn);
  useLayoutEffect(() => {
    drawn.current = onDrawn;
  });
  const view = useWarehouseScene(host, probes);
  const scale = useStageScale();
  const gl = useRef<ReturnType<typeof createWarehouseRenderer> | null>(null);

  useEffect(
    () => () => {
      gl.current?.release();
      if (gl.current) trackWebGL(-1);
      gl.current = null;
    },
    [],
  );

  const pictureKey = probesPictureKey(probes);
  useEffect(() => {
    const canvas = target.current;
    if (!view || !canvas || view.size.width === 0 || view.size.height === 0) return;
    const { scene, size } = view;
    const pixelRatio = (window.devicePixelRatio || 1) * scale;
    const key = `${pictureKey}|${size.width}x${size.height}@${pixelRatio}`;
    scene.pose(STILL_AT_MS);
    let picture = keptPicture('warehouse3d', key);
    if (!picture) {
      if (!gl.current) {
        const offPage = document.createElement('canvas');
        const created = createWarehouseRenderer(offPage);
        // A lost context is dropped; the next picture needed creates a new one.
        offPage.addEventListener('webglcontextlost', () => {
          if (gl.current !== created) return;
          gl.current = null;
          created.renderer.dispose();
          trackWebGL(-1);
        });
        gl.current = created;
        trackWebGL(1);
      }
      const { renderer } = gl.current;
      renderer.setPixelRatio(pixelRatio);
      renderer.setSize(size.width, size.height, false);
      scene.draw(renderer);
      // Copied in the same task as the draw: the drawing buffer is still there.
      picture = keepPicture('warehouse3d', key, renderer.domElement);
    }
    paintPicture(canvas, picture);
    drawn.current?.();
  }, [view, scale, pictureKey]);

  // Labels follow every new reading (and the scene's rebuild), without a new picture.
  useEffect(() => {
    if (!view) return;
    view.scene.pose(STILL_AT_MS);
    view.scene.placeLabels();
  }, [view, probes]);

  return (
    <div ref={host} className="bd-three" data-testid={testId}>
      <canvas ref={target} />
    </div>
  );
}
