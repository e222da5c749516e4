import { useMemo, useRef } from 'react';
import { EChart } from '../EChart';
import '../echartsGl';
import { StillEChart } from '../StillEChart';
import { useHostSize } from '../useHostSize';
import { useStill3D } from '../useStill3D';
import {
  barColor,
  PROVINCE_CENTRES,
  province3dOption,
  RANKING_SHARE,
  type ProvinceBar,
} from './province3dOption';

export type { ProvinceBar } from './province3dOption';

/** Provinces named in the ranking beside the map. */
const RANKED = 6;

/**
 * Vehicles (or alarms) per province as echarts-gl 3D bars standing on a 3D map of the fleet's provinces, with
 * the largest ranked by name at the left (eastern provinces are too close together for labels on the bars).
 * One WebGL context; no auto-rotation, so the GPU is idle between refreshes. On a software rasterizer (or with
 * the display's `render3d: still`) the map is shown as a picture (stillPicture.ts).
 */
export function Province3D({
  bars,
  seriesName,
  onDrawn,
  testId,
}: {
  bars: readonly ProvinceBar[];
  seriesName: string;
  onDrawn?: () => void;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const size = useHostSize(host);
  const still = useStill3D();
  // Rounded, so a pixel of layout jitter does not rebuild the scene.
  const viewAspect = size && size.height > 0 ? Math.round((size.width / size.height) * 20) / 20 : null;
  // A refresh brings a new array even when no count changed; an unchanged view must not rebuild its 3D scene
  // (echarts-gl re-triangulates the map and rebuilds the bars on every setOption).
  const content = JSON.stringify(bars);
  const option = useMemo(
    () =>
      viewAspect === null
        ? null
        : province3dOption(JSON.parse(content) as ProvinceBar[], seriesName, viewAspect),
    [content, seriesName, viewAspect],
  );
  const max = Math.max(1, ...bars.map((b) => b.value));
  const ranked = bars
    .filter((b) => PROVINCE_CENTRES.has(b.name) && b.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, RANKED);

  const chart = !option ? null : still ? (
    <StillEChart
      view="province3d"
      option={option}
      contentKey={`${seriesName}|${viewAspect}|${content}`}
      onDrawn={onDrawn}
    />
  ) : (
    <EChart option={option} onDrawn={onDrawn} webgl />
  );
  // The view's shape decides the camera, so the chart starts once its host is laid out.
  return (
    <div ref={host} className="chart chart--host" data-testid={testId}>
      {chart}
      <ol className="bd-province-rank" style={{ width: `${RANKING_SHARE * 100}%` }}>
        {ranked.map((b) => (
          <li key={b.name} className="bd-province-rank__item">
            <span className="bd-province-rank__swatch" style={{ background: barColor(b.value / max) }} />
            <span className="bd-province-rank__name">{b.label}</span>
            <span className="bd-province-rank__value">{b.value}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
