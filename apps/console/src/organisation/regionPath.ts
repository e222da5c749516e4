import type { RegionNode } from '@roadwatch/core';

/** The names along a chosen region path: province, city, county. */
export function regionNames(tree: readonly RegionNode[], path: readonly string[]): string[] {
  const names: string[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  for (const value of path) {
    const node: RegionNode | undefined = level?.find((n) => n.value === value);
    if (!node) break;
    names.push(node.label);
    level = node.children;
  }
  return names;
}

/** The region path (values) of stored names; stops where a name is not found. */
export function regionPathOf(tree: readonly RegionNode[], names: readonly string[]): string[] {
  const path: string[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  for (const name of names) {
    if (!name) break;
    const node: RegionNode | undefined = level?.find((n) => n.label === name);
    if (!node) break;
    path.push(node.value);
    level = node.children;
  }
  return path;
}

/** The most precise official code on the path (the gazetteer knows province and city codes). */
export function regionCode(path: readonly string[]): string {
  return [...path].reverse().find((code) => /^\d{6}$/.test(code)) ?? '';
}
