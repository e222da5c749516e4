/** The kiosk's entry script as named in an index.html (Vite puts the content hash in its file name). */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype=["']module["'][^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc=["']([^"']+)["']/i.exec(tag)?.[1] ?? null) : null;
}

/** The entry script this page was started from. */
export function ownEntryScript(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * True when the server's kiosk index names another entry script than the one running: a new build was
 * deployed. Unreachable servers and odd answers say false (a display never reloads while the server is down).
 */
export async function isNewBuildServed(indexUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const own = ownEntryScript();
  if (own === null) return false;
  try {
    const response = await fetchImpl(indexUrl, { cache: 'no-store' });
    if (!response.ok || !/html/i.test(response.headers.get('content-type') ?? '')) return false;
    const served = entryScriptOf(await response.text());
    return served !== null && served !== own;
  } catch {
    return false;
  }
}
