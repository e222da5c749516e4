import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals share-link tokens so the list can show a link's address again while the database never holds one in
 * the clear: AES-256-GCM under a key that lives in the data folder (`share-link-key`, mode 0600), not in the
 * database. Instances sharing a database must share the data folder (as for the kiosk display tokens). A server
 * without a data folder (tests) keeps a key for the process only: its links cannot be shown again after a
 * restart, but they still open (the public page finds a link by the token's hash).
 */
export interface TokenSeal {
  seal(token: string): string;
  /** null when the sealed text was made under another key or is damaged. */
  open(sealed: string): string | null;
}

const KEY_FILE = 'share-link-key';
const seals = new Map<string, TokenSeal>();

function loadKey(dataDir: string | undefined): Buffer {
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx': two instances starting together must not each write their own key; the loser reads the winner's.
  try {
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}

function createTokenSeal(key: Buffer): TokenSeal {
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The seal of a data folder (one per folder and process). */
export function tokenSealOf(dataDir: string | undefined): TokenSeal {
  const name = dataDir ?? '';
  let seal = seals.get(name);
  if (!seal) {
    seal = createTokenSeal(loadKey(dataDir));
    seals.set(name, seal);
  }
  return seal;
}
