import fs from 'node:fs';
import type { ENDPOINTS, Language, RegionNode } from '@roadwatch/core';
import { GAZETTEER_FILE, type GazetteerData } from '../../geo/gazetteerData';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { serverFile } from '../../serverFiles';

/**
 * Province → city → county options for the licence form, from the offline gazetteer (names only; the county
 * outlines are not needed). Values are GB/T 2260 codes where the gazetteer has them (provinces, most cities);
 * other nodes get a stable positional key. A city that is itself county-level has itself as its one county, so
 * every path has three names, as the licence form requires.
 */
export function buildRegionTree(data: GazetteerData, lang: Language): RegionNode[] {
  const en = lang === 'en-US';
  const provinces: RegionNode[] = data.provinces.map(([zh, english, code]) => ({
    value: code,
    label: en ? english : zh,
    children: [],
  }));
  const cities: RegionNode[] = data.cities.map(([zh, english, province, code], index) => {
    const node: RegionNode = { value: code || `city-${index}`, label: en ? english : zh, children: [] };
    provinces[province]?.children?.push(node);
    return node;
  });
  data.counties.forEach(([zh, english, city], index) => {
    const parent = cities[city];
    if (!parent) return;
    const label = zh === '' ? parent.label : en ? english : zh;
    parent.children?.push({ value: `${parent.value}-${index}`, label });
  });
  const byValue = (a: RegionNode, b: RegionNode) => a.value.localeCompare(b.value, 'en', { numeric: true });
  for (const province of provinces) {
    province.children?.sort(byValue);
    for (const city of province.children ?? []) city.children?.sort(byValue);
  }
  return provinces.filter((p) => (p.children?.length ?? 0) > 0).sort(byValue);
}

const trees = new Map<Language, RegionNode[]>();

function regionTreeFor(lang: Language): RegionNode[] {
  let tree = trees.get(lang);
  if (!tree) {
    const file = serverFile(GAZETTEER_FILE);
    tree = buildRegionTree(JSON.parse(fs.readFileSync(file, 'utf8')) as GazetteerData, lang);
    trees.set(lang, tree);
  }
  return tree;
}

/** The region selector's options in the caller's language (built once per language). */
export const regionTree: EndpointHandler<typeof ENDPOINTS.regionTree> = async (ctx) => {
  requireUser(ctx);
  return regionTreeFor(ctx.lang);
};
