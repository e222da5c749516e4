import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SlotHidden } from '../../frame/SlotHidden';
import { useStageScale } from '../../layout/useStageScale';
import { trackWebGL } from '../liveGraphics';
import { finishWebGL } from '../softwareWebGL';
import { createWarehouseScene, type SceneProbe, type WarehouseScene } from './warehouseScene';

/**
 * The orbit turns once in three minutes and the halos pulse every 1.6 s: 20 frames a second look as smooth, and
 * leave the wall PC (or a software WebGL renderer) time for the next board being prepared off-screen.
 */
const FRAME_MS = 1000 / 20;
/** On a software rasterizer the view stands still at this point of the orbit (see softwareWebGL.ts). */
const STILL_AT_MS = 0;

/**
 * The three.js warehouse as a React component: one WebGL context while mounted, 20 frames a second at most,
 * no frames while the page is hidden, the context is lost or (after its first frame) its board waits off-screen;
 * everything disposed on unmount. `onDrawn` after the first frame reached the screen. On a software rasterizer
 * (no GPU) it draws only when the probes, the size or the context change: a still view, no orbit or pulse.
 */
export function Warehouse3D({
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
  const sceneRef = useRef<WarehouseScene | null>(null);
  /** The probes drawn, by content: a refresh brings a new array even when no probe changed. */
  const applied = useRef('');
  const redraw = useRef(() => {});
  const latest = useRef(probes);
  const drawn = useRef(onDrawn);
  const offScreen = useRef(false);
  const hidden = useContext(SlotHidden);
  useLayoutEffect(() => {
    latest.current = probes;
    drawn.current = onDrawn;
    offScreen.current = hidden;
  });
  const [lost, setLost] = useState(false);
  const scale = useStageScale();

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const canvas = document.createElement('canvas');
    el.prepend(canvas);
    const scene = createWarehouseScene(canvas);
    trackWebGL(1);
    sceneRef.current = scene;
    scene.setProbes(latest.current);
    applied.current = JSON.stringify(latest.current);
    let dirty = true;
    redraw.current = () => {
      dirty = true;
    };
    let size = '';
    const fit = () => {
      const next = `${el.clientWidth}x${el.clientHeight}`;
      if (next === size) return;
      size = next;
      scene.resize(el.clientWidth, el.clientHeight, (window.devicePixelRatio || 1) * scale);
      dirty = true;
    };
    fit();
    const resize = new ResizeObserver(fit);
    resize.observe(el);

    let frame = 0;
    let last = 0;
    let running = true;
    let reported = false;
    const loop = (t: number) => {
      frame = requestAnimationFrame(loop);
      if (!running || document.hidden) return;
      if (scene.software) {
        if (!dirty) return;
      } else if (t - last < FRAME_MS || (reported && offScreen.current)) {
        // Off-screen (the board is being prepared) one frame is enough to report it drawn.
        return;
      }
      last = t;
      dirty = false;
      scene.render(scene.software ? STILL_AT_MS : t);
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
      dirty = true;
      setLost(false);
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);

    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      scene.dispose();
      canvas.remove();
      sceneRef.current = null;
      redraw.current = () => {};
      trackWebGL(-1);
    };
  }, [scale]);

  useEffect(() => {
    const content = JSON.stringify(probes);
    if (!sceneRef.current || applied.current === content) return;
    sceneRef.current.setProbes(probes);
    applied.current = content;
    redraw.current();
  }, [probes]);

  return (
    <div ref={host} className="bd-three" data-testid={testId}>
      {lost ? <div className="bd-three__overlay">{lostText}</div> : null}
    </div>
  );
}
