import { rendersWebGLInSoftware } from '../softwareWebGL';
import { LiveWarehouse } from './LiveWarehouse';
import { StillWarehouse } from './StillWarehouse';
import type { SceneProbe } from './warehouseScene';

/**
 * The three.js warehouse with its probes coloured by state: live (orbit, pulsing alarms) on a GPU, a picture on a
 * software rasterizer (stillPicture.ts). Either way the labels are DOM and follow every new reading.
 */
export function Warehouse3D(props: {
  probes: readonly SceneProbe[];
  onDrawn?: () => void;
  lostText: string;
  testId?: string;
}) {
  return rendersWebGLInSoftware() ? <StillWarehouse {...props} /> : <LiveWarehouse {...props} />;
}
