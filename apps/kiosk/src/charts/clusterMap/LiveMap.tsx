import { useMemo } from 'react';
import { EChart } from '../EChart';
import { clusterPoints, type LocatedVehicles } from './clusterPoints';
import { liveMapOption } from './liveMapOption';

/**
 * All located vehicles on the offline China map (canvas, no WebGL), clustered above 200. Recomputed only when
 * the located vehicles change (every refresh), never per frame.
 */
export function LiveMap({
  located,
  widthPx,
  colorOf,
  urgency,
  language,
  onDrawn,
  testId,
}: {
  located: LocatedVehicles;
  /** The map's width in design pixels (for the cluster zoom). */
  widthPx: number;
  colorOf: (state: number) => string;
  urgency: (state: number) => number;
  /** Of the province names. */
  language: string;
  onDrawn?: () => void;
  testId?: string;
}) {
  const option = useMemo(() => {
    const view = clusterPoints(located, widthPx, urgency);
    return liveMapOption(view, colorOf, language);
    // colorOf/urgency are module-level functions at the call site: stable, so only new data re-clusters.
  }, [located, widthPx, colorOf, urgency, language]);
  return <EChart option={option} onDrawn={onDrawn} testId={testId} />;
}
