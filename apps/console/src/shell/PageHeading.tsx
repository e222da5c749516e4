import { TEST_IDS } from '@roadwatch/core';

/**
 * The page's title as its heading for full-bleed pages (maps, playback) that give the screen to the map: the tab
 * already shows the title, so the heading is there for screen readers and the page's outline, not drawn.
 */
export function PageHeading({ title }: { title: string }) {
  return (
    <h1 className="rw-page-heading" data-testid={TEST_IDS.page.title}>
      {title}
    </h1>
  );
}
