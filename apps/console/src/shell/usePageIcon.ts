import { useEffect } from 'react';

/** The company's icon (loginUserMessage icoUrl) as the page icon. */
export function usePageIcon(icoUrl: string | undefined): void {
  useEffect(() => {
    if (!icoUrl) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link === null) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = icoUrl;
  }, [icoUrl]);
}
