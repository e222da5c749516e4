import { useStill3D } from '../useStill3D';
import { LiveWarehouse } from './LiveWarehouse';
import { StillWarehouse } from './StillWarehouse';
import type { SceneProbe } from './warehouseScene';

/**
 * The three.js warehouse with its probes coloured by state: live (orbit, pulsing alarms) on a GPU, a picture on a
 * software rasterizer (stillPicture.ts); the display's `render3d` may choose either. Either way the labels are DOM and follow every new reading.
 */
export function Warehouse3D(props: {
  probes: readonly SceneProbe[];
  onDrawn?: () => void;
  lostText: string;
  testId?: string;
}) {
  return useStill3D() ? <StillWarehouse {...props} /> : <LiveWarehouse {...props} />;
}
