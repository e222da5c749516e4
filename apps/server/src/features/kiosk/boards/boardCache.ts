import type { AppDeps } from '../../../http/endpointHandler';
import type { Scope } from '../../../scope/authContext';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

// One cache per app (tests build many apps); keyed by the deps object the app hands its handlers.
const caches = new WeakMap<AppDeps, Map<string, Entry>>();
const MAX_ENTRIES = 500;

/**
 * Board answers per scope and options, kept for the board's refresh interval: a wall of ten displays on the
 * same department costs one aggregation per interval. Concurrent callers share the one in flight; a failure is
 * not kept.
 */
export function cachedBoard<T>(
  deps: AppDeps,
  key: { board: string; scope: Scope; options?: string; ttlMs: number },
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  const now = deps.now();
  const id = `${key.board}|${key.scope.companyId}|${key.scope.departmentPath}|${key.options ?? ''}|${key.ttlMs}`;
  const hit = cache.get(id);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    for (const [k, e] of cache) if (e.expires <= now) cache.delete(k);
    if (cache.size >= MAX_ENTRIES) cache.clear();
  }
  const value = compute();
  const entry: Entry = { expires: now + key.ttlMs, value };
  cache.set(id, entry);
  value.catch(() => {
    if (cache.get(id) === entry) cache.delete(id);
  });
  return value;
}
