import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const SHA256 = /^[a-f0-9]{64}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** `<dataDir>/media/ab/cd/<sha256>.<ext>`: two levels of 256 folders keep each folder small. */
export function mediaPath(dataDir: string, sha256: string, extension: string): string {
  if (!SHA256.test(sha256) || !EXTENSION.test(extension))
    throw new Error(`bad media name ${sha256}.${extension}`);
  return path.join(dataDir, 'media', sha256.slice(0, 2), sha256.slice(2, 4), `${sha256}.${extension}`);
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes the bytes under their content hash, durably: to a temporary file in the same folder, fsync, rename over
 * the final name, fsync the folder. Once this resolves a crash cannot lose the file, so the terminal may be told
 * it arrived. The same picture twice is one file (the rename replaces it with identical bytes).
 */
export async function writeMediaFile(dataDir: string, bytes: Uint8Array, extension: string): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const target = mediaPath(dataDir, sha256, extension);
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${sha256}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  try {
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDirectory(dir);
  return sha256;
}

export function readMediaFile(dataDir: string, sha256: string, extension: string): Promise<Buffer> {
  return readFile(mediaPath(dataDir, sha256, extension));
}
