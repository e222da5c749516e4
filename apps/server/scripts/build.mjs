// Builds the server to run without a TypeScript loader: `dist/main.mjs` (the server), `dist/gateway.mjs` (the
// gateway alone) and `dist/exportWorker.mjs` (the export centre's worker thread), each one ES module bundling our
// own workspaces (@roadwatch/*) and leaving every npm package to be loaded from node_modules as usual.
// Running built keeps the TypeScript loader (its hooks thread and each module's transformed text) out of the
// server's memory: a server under `--import tsx` carries that loader in every thread it starts.
// Plain JavaScript, so `npm start`, the end-to-end harness and the benchmarks can build before anything else.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../', import.meta.url));
const ROOT = path.resolve(SERVER, '../..');
const DIST = path.join(SERVER, 'dist');
const ENTRIES = {
  main: 'src/main.ts',
  gateway: 'src/gateway/main.ts',
  exportWorker: 'src/features/exportCenter/exportWorker.ts',
};
/** The source trees a bundle is made of: a change in any of them makes the built server stale. */
const SOURCES = [
  path.join(SERVER, 'src'),
  ...fs
    .readdirSync(path.join(ROOT, 'packages'))
    .map((p) => path.join(ROOT, 'packages', p, 'src'))
    .filter((p) => fs.existsSync(p)),
];

/** Every npm package any workspace names: left out of the bundle and loaded from node_modules. */
function externals() {
  const manifests = [
    path.join(ROOT, 'package.json'),
    path.join(SERVER, 'package.json'),
    ...fs.readdirSync(path.join(ROOT, 'packages')).map((p) => path.join(ROOT, 'packages', p, 'package.json')),
  ].filter((f) => fs.existsSync(f));
  const names = new Set();
  for (const file of manifests) {
    const m = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const deps of [m.dependencies, m.devDependencies, m.optionalDependencies])
      for (const name of Object.keys(deps ?? {})) if (!name.startsWith('@roadwatch/')) names.add(name);
  }
  return [...names].flatMap((n) => [n, `${n}/*`]);
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|mjs|js|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when every bundle exists and is newer than every source file it is made of. */
export function serverBuildIsFresh() {
  const built = Object.keys(ENTRIES).map((name) => path.join(DIST, `${name}.mjs`));
  if (!built.every((f) => fs.existsSync(f))) return false;
  const oldest = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  return SOURCES.every((dir) => newestSource(dir) < oldest);
}

/**
 * Builds the bundles into a fresh folder and then puts it in place of `dist/`, so a server starting meanwhile never
 * meets half a build. Code split: what a module imports on demand (the PDF, spreadsheet and mail libraries) is a
 * chunk loaded on first use, not at start.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const next = `${DIST}.${process.pid}-${Date.now()}`;
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(SERVER, file)]),
    ),
    outdir: next,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externals(),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  if (result.errors.length > 0) throw new Error('server build failed');
  const old = `${DIST}.old-${process.pid}-${Date.now()}`;
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(next, DIST);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds when the bundles are missing or older than a source file; returns whether it built. */
export async function ensureServerBuilt() {
  if (serverBuildIsFresh()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = performance.now();
  await buildServer();
  console.log(`[build:server] ${path.relative(ROOT, DIST)} in ${Math.round(performance.now() - started)} ms`);
}
