import type { GeoRect } from '@roadwatch/map';

/** echarts-gl's default `aspectScale` of a geo3D map (a degree of longitude is drawn this much of a latitude's). */
const ASPECT_SCALE = 0.75;
/** Room around the map and over the tallest bar's label. */
const MARGIN = 1.12;

export interface ProvinceViewFit {
  /** Height of the orthographic view, in geo3D units. */
  orthographicSize: number;
  /** The point looked at: raised so that the map with its bars sits in the middle of the view. */
  center: [number, number, number];
}

/**
 * An orthographic camera `elevationDeg` above a geo3D map `boxWidth` wide (its depth follows the map's aspect,
 * as echarts-gl lays it out) with bars up to `boxHeight`, so that the whole map and its tallest bars fit a view
 * of `viewAspect` (width / height) whatever the shape of the fleet's region, to the right of the view's left
 * `leftShare` (kept for a ranking).
 */
export function fitProvinceView(
  rect: GeoRect,
  viewAspect: number,
  box: { width: number; height: number },
  elevationDeg: number,
  leftShare = 0,
): ProvinceViewFit {
  const elevation = (elevationDeg * Math.PI) / 180;
  const depth = box.width / ((rect.width / Math.max(rect.height, 1e-6)) * ASPECT_SCALE);
  // On screen the floor spans its depth foreshortened; bars standing on its far edge rise above it.
  const tall = depth * Math.sin(elevation) + box.height * Math.cos(elevation);
  const free = Math.max(viewAspect * (1 - leftShare), 1e-6);
  const orthographicSize = Math.max(tall, box.width / free) * MARGIN;
  return {
    orthographicSize,
    center: [
      // Looking left of the map's middle moves the map right, into the middle of the free part.
      -(leftShare / 2) * orthographicSize * viewAspect,
      // Raising the target by h moves the picture down by h·cos(elevation): half the bars' rise centres it.
      box.height / 2,
      0,
    ],
  };
}
