import type { DisplayTheme } from '@roadwatch/core';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { DESIGN } from './fitToViewport';

/**
 * The 1920×1080 design, scaled and centred on the screen by a CSS transform. Text and boxes scale crisply;
 * charts draw their canvases at real pixels: ECharts devicePixelRatio = window.devicePixelRatio ×
 * useStageScale(). A transform (not CSS `zoom`) keeps getBoundingClientRect and offsetWidth in the relation
 * ECharts and zrender expect, so tooltips and hover land where the pointer is.
 */
export function Stage({ theme, children }: { theme: DisplayTheme; children: ReactNode }) {
  const { stage, drift } = useSnapshot(kioskState);
  return (
    <div className="kiosk-viewport" data-theme={theme}>
      <div
        className="kiosk-stage"
        data-testid={KIOSK_TEST_IDS.stage}
        style={{
          width: DESIGN.width,
          height: DESIGN.height,
          // Burn-in drift in whole CSS pixels, outside the scale, so the canvases stay on the pixel grid.
          transform: `translate(${stage.offsetX + drift.x}px, ${stage.offsetY + drift.y}px) scale(${stage.scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
