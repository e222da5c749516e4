import type { DisplayTheme } from '@roadwatch/core';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { DESIGN } from './fitToViewport';

/**
 * The 1920×1080 design, scaled and centred on the screen by a CSS transform. Text and boxes scale crisply;
 * charts (boards issue) read `kioskState.stage.scale` and size their canvases in real pixels instead.
 */
export function Stage({ theme, children }: { theme: DisplayTheme; children: ReactNode }) {
  const { stage } = useSnapshot(kioskState);
  return (
    <div className="kiosk-viewport" data-theme={theme}>
      <div
        className="kiosk-stage"
        data-testid={KIOSK_TEST_IDS.stage}
        style={{
          width: DESIGN.width,
          height: DESIGN.height,
          transform: `translate(${stage.offsetX}px, ${stage.offsetY}px) scale(${stage.scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
