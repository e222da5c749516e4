import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SlotHidden } from '../../frame/SlotHidden';
import { useStageScale } from '../../layout/useStageScale';
import { trackWebGL } from '../liveGraphics';
import { finishWebGL } from '../softwareWebGL';
import { useWarehouseScene } from './useWarehouseScene';
import { createWarehouseRenderer, type SceneProbe } from './warehouseScene';

/**
 * The orbit turns once in three minutes and the halos pulse every 1.6 s: 20 frames a second look as smooth, and
 * leave the wall PC time for the next board being prepared off-screen.
 */
const FRAME_MS = 1000 / 20;

/**
 * The warehouse drawn live on a GPU: one WebGL context while mounted, 20 frames a second at most, no frames while
 * the page is hidden, the context is lost or (after its first frame) its board waits off-screen. `onDrawn` once
 * the first frame reached the screen.
 */
export function LiveWarehouse({
  probes,
  onDrawn,
  lostText,
  testId,
}: {
  probes: readonly SceneProbe[];
  onDrawn?: () => void;
  lostText: string;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const drawn = useRef(onDrawn);
  const offScreen = useRef(false);
  const hidden = useContext(SlotHidden);
  useLayoutEffect(() => {
    drawn.current = onDrawn;
    offScreen.current = hidden;
  });
  const [lost, setLost] = useState(false);
  const view = useWarehouseScene(host, probes);
  const scene = view?.scene;
  const size = view?.size;
  const scale = useStageScale();
  const live = useRef<ReturnType<typeof createWarehouseRenderer>['renderer'] | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el || !scene) return undefined;
    const canvas = document.createElement('canvas');
    el.prepend(canvas);
    const { renderer, release } = createWarehouseRenderer(canvas);
    renderer.setPixelRatio((window.devicePixelRatio || 1) * scale);
    live.current = renderer;
    trackWebGL(1);

    let frame = 0;
    let last = 0;
    let running = true;
    let reported = false;
    const loop = (t: number) => {
      frame = requestAnimationFrame(loop);
      // Off-screen (the board is being prepared) one frame is enough to report it drawn.
      if (!running || document.hidden || t - last < FRAME_MS || (reported && offScreen.current)) return;
      last = t;
      scene.pose(t);
      scene.draw(renderer);
      scene.placeLabels();
      if (!reported) {
        reported = true;
        finishWebGL(el);
        // The frame is on screen at the next animation frame.
        requestAnimationFrame(() => drawn.current?.());
      }
    };
    frame = requestAnimationFrame(loop);

    const onLost = (e: Event) => {
      e.preventDefault(); // allows the browser to restore the context
      running = false;
      setLost(true);
    };
    const onRestored = () => {
      // three.js re-creates its GL state and re-uploads buffers and textures on the next render.
      running = true;
      setLost(false);
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);

    return () => {
      live.current = null;
      cancelAnimationFrame(frame);
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      release();
      canvas.remove();
      trackWebGL(-1);
    };
  }, [scene, scale]);

  useEffect(() => {
    if (size) live.current?.setSize(size.width, size.height, false);
  }, [size, scene, scale]);

  return (
    <div ref={host} className="bd-three" data-testid={testId}>
      {lost ? <div className="bd-three__overlay">{lostText}</div> : null}
    </div>
  );
}
