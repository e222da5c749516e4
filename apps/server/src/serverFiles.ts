import fs from 'node:fs';

/**
 * The server package's folder, whether it runs from source (`src/**.ts` under tsx or the test runner) or built
 * (`dist/**.mjs`, from `scripts/build.mjs`): the nearest folder up from this module whose package.json names the
 * server.
 */
function serverRoot(): URL {
  for (let dir = new URL('./', import.meta.url); ; dir = new URL('../', dir)) {
    const manifest = new URL('package.json', dir);
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@roadwatch/server') return dir;
    }
    if (dir.pathname === '/') throw new Error('the server package folder was not found');
  }
}

export const SERVER_ROOT = serverRoot();

/** The repository checkout the server package lives in. */
export const REPO_ROOT_URL = new URL('../../', SERVER_ROOT);

/** True in a built bundle: this module was compiled into `dist/` rather than loaded from `src/`. */
export const RUNS_BUILT = !import.meta.url.endsWith('.ts');

/** A file of the server package by its path from the package (`src/geo/divisions/gazetteer.json`). */
export function serverFile(relative: string): URL {
  return new URL(relative, SERVER_ROOT);
}
