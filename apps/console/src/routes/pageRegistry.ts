import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuRoute } from './menuRoute';

export interface PageProps {
  route: MenuRoute;
}
export type PageComponent = ComponentType<PageProps>;

type PageModule = Record<string, unknown>;

/**
 * Page files: `pages/<module>/<jsPath>.tsx`, exporting a component named after the file. Vite turns each into
 * its own chunk. A menu whose page is not written yet gets the generic ModulePage.
 */
const pageFiles = import.meta.glob<PageModule>(['../pages/*/**/*.tsx', '!**/*.test.tsx']);

const byKey = new Map(
  Object.entries(pageFiles).map(([file, load]) => [file.replace(/^\.\.\//, '').replace(/\.tsx$/, ''), load]),
);

const cache = new Map<string, LazyExoticComponent<PageComponent>>();

function pick(module: PageModule, key: string): PageComponent {
  const name = key.split('/').pop() ?? '';
  const component = module[name];
  if (typeof component !== 'function') throw new Error(`Cannot find module page export "${name}" in ${key}`);
  return component as PageComponent;
}

/** The lazy component of a page key; one per key so React keeps its state across renders. */
export function lazyPage(pageKey: string): LazyExoticComponent<PageComponent> {
  let page = cache.get(pageKey);
  if (page === undefined) {
    const load = byKey.get(pageKey);
    page = lazy(async () =>
      load
        ? { default: pick(await load(), pageKey) }
        : import('../pages/ModulePage').then((m) => ({ default: m.ModulePage })),
    );
    cache.set(pageKey, page);
  }
  return page;
}

/** Page keys that have a real page file (the rest fall back to ModulePage). */
export function registeredPageKeys(): string[] {
  return [...byKey.keys()];
}
