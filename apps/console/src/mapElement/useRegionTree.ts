import { ENDPOINTS, type RegionNode } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

/** Province → city → county of the offline gazetteer, in the user's language (null until loaded). */
export function useRegionTree(): RegionNode[] | null {
  const [tree, setTree] = useState<RegionNode[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.regionTree, {})
      .then((nodes) => {
        if (live) setTree(nodes);
      })
      .catch((error: unknown) => logError('pageLoad', 'region tree failed', error));
    return () => {
      live = false;
    };
  }, []);
  return tree;
}

/** `310000/310100/310100-3` → `上海市 / 上海市 / 浦东新区` by the tree's labels (a code without one stays). */
export function regionPathText(code: string, tree: readonly RegionNode[] | null): string {
  if (!code) return '';
  const names: string[] = [];
  let level: readonly RegionNode[] = tree ?? [];
  for (const part of code.split('/')) {
    const node = level.find((n) => n.value === part);
    names.push(node?.label ?? part);
    level = node?.children ?? [];
  }
  return names.join(' / ');
}
