import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Vector {
  title: string;
  source: string;
  parsed: string;
  meaning: string;
  hex: string;
  /** 1-based line of the hex in the file, for failure messages. */
  line: number;
}

/** The repository root: the nearest ancestor whose package.json declares workspaces. */
export function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${from}`);
    dir = parent;
  }
}

/** The shared vectors file sits beside the checkout: <repo>/../shared/reference/jt808-vectors.txt. */
export function vectorsPath(): string {
  return process.env.JT808_VECTORS ?? join(findRepoRoot(), '..', 'shared', 'reference', 'jt808-vectors.txt');
}

/** Every frame block of the file: `## title`, `# source:`, `# parsed:`, `# meaning:`, then one hex line. */
export function loadVectors(path = vectorsPath()): Vector[] {
  const vectors: Vector[] = [];
  let current: Partial<Vector> = {};
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line.startsWith('## ')) current = { title: line.slice(3).trim() };
      else if (line.startsWith('# source:')) current.source = line.slice(9).trim();
      else if (line.startsWith('# parsed:')) current.parsed = line.slice(9).trim();
      else if (line.startsWith('# meaning:')) current.meaning = line.slice(10).trim();
      else if (/^[0-9a-fA-F]+$/.test(line) && current.title !== undefined) {
        vectors.push({
          title: current.title,
          source: current.source ?? '',
          parsed: current.parsed ?? '',
          meaning: current.meaning ?? '',
          hex: line.toLowerCase(),
          line: i + 1,
        });
        current = {};
      }
    });
  return vectors;
}
