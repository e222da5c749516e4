import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';

/**
 * The stage's scale factor: CSS pixels per design pixel (1 on a 1920×1080 screen, 2 on 3840×2160, 0.8 on a
 * 1080p screen at 125 % OS scaling). Charts draw in real pixels: ECharts `devicePixelRatio` =
 * `window.devicePixelRatio × useStageScale()`.
 */
export function useStageScale(): number {
  return useSnapshot(kioskState).stage.scale;
}
