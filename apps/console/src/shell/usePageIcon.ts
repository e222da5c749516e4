import { useEffect } from 'react';
import { BRAND_LOGO } from './brandLogo';

/** The company's icon (loginUserMessage icoUrl) as the page icon; the console's own mark without one. */
export function usePageIcon(icoUrl: string | undefined): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link === null) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = icoUrl || BRAND_LOGO;
  }, [icoUrl]);
}
