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

/** The path (values) down to the node whose value is `code`, or [] when there is none. */
function pathToCode(tree: readonly RegionNode[], code: string): string[] {
  for (const node of tree) {
    if (node.value === code) return [node.value];
    const below = pathToCode(node.children ?? [], code);
    if (below.length > 0) return [node.value, ...below];
  }
  return [];
}

/**
 * The region path (values) of stored names; stops where a name is not found. Names are stored in the language
 * they were chosen in, so when they do not match this tree's language the stored region code places the path.
 */
export function regionPathOf(tree: readonly RegionNode[], names: readonly string[], code = ''): string[] {
  const byCode = code ? pathToCode(tree, code) : [];
  const path: string[] = [];
  let level: readonly RegionNode[] | undefined = tree;
  for (const name of names) {
    if (!name) break;
    const node: RegionNode | undefined = level?.find((n) => n.label === name);
    if (!node) break;
    path.push(node.value);
    level = node.children;
  }
  return byCode.length > path.length ? byCode : path;
}

/** The most precise official code on the path (the gazetteer knows province and city codes). */
export function regionCode(path: readonly string[]): string {
  return [...path].reverse().find((code) => /^\d{6}$/.test(code)) ?? '';
}
