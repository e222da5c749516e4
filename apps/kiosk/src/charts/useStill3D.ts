import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';
import { rendersWebGLInSoftware } from './softwareWebGL';

/**
 * Whether the 3D views show as pictures (stillPicture.ts) or live: the display's `render3d`, and with `auto` live
 * only where WebGL is not drawn in software. `live` suits a wall PC whose GPU is reported under a software name;
 * `still` one that should spend nothing on animation.
 */
export function useStill3D(): boolean {
  const mode = useSnapshot(kioskState).config?.render3d ?? 'auto';
  return mode === 'still' || (mode === 'auto' && rendersWebGLInSoftware());
}
