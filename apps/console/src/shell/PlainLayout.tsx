import { TEST_IDS } from '@roadwatch/core';
import { Outlet } from 'react-router-dom';

/** The second layout: pages with neither top menu nor side menu (e.g. the message centre). */
export function PlainLayout() {
  return (
    <div className="shell-plain" data-testid={TEST_IDS.shell.content}>
      <Outlet />
    </div>
  );
}
