import fs from 'node:fs';
import path from 'node:path';
import { hashToken, newToken } from '../auth/tokens';

/** Generated display tokens of this installation, in its data folder (only their hashes are kept). */
export const DISPLAY_TOKENS_FILE = 'kiosk-tokens.json';

interface StoredToken {
  tokenHash: string;
  issuedAt: number;
}
type TokenFile = Record<string, StoredToken>;

export interface IssuedToken {
  display: string;
  token: string;
}

function filePath(dataDir: string): string {
  return path.join(dataDir, DISPLAY_TOKENS_FILE);
}

function readTokens(dataDir: string): TokenFile {
  let text: string;
  try {
    text = fs.readFileSync(filePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Never silently replaced: new tokens would lock every wall out until someone read the log.
    throw new Error(
      `${filePath(dataDir)} is not valid JSON: restore it, or delete it to issue new display tokens`,
    );
  }
  const tokens: TokenFile = {};
  if (value && typeof value === 'object') {
    for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
      const e = entry as Partial<StoredToken> | null;
      if (typeof e?.tokenHash === 'string' && typeof e.issuedAt === 'number')
        tokens[name] = { tokenHash: e.tokenHash, issuedAt: e.issuedAt };
    }
  }
  return tokens;
}

/** Owner-only (0600), written to a temporary file and renamed, so a crash never leaves half a file. */
function writeTokens(dataDir: string, tokens: TokenFile): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = filePath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, target);
}

/**
 * The token hashes of the displays whose config has no `token`, generating a token for each display that has
 * none yet. A generated token exists in clear only in the result (`issued`), to be printed once: the file keeps
 * its hash, which is all the server needs, so a copy of the data folder does not open the walls.
 */
export function ensureDisplayTokens(
  dataDir: string,
  displays: readonly string[],
  now: number = Date.now(),
): { hashes: Map<string, string>; issued: IssuedToken[] } {
  const tokens = readTokens(dataDir);
  const issued: IssuedToken[] = [];
  for (const display of displays) {
    if (tokens[display]) continue;
    const token = newToken();
    tokens[display] = { tokenHash: hashToken(token), issuedAt: now };
    issued.push({ display, token });
  }
  if (issued.length > 0) writeTokens(dataDir, tokens);
  const hashes = new Map(displays.flatMap((d) => (tokens[d] ? [[d, tokens[d].tokenHash] as const] : [])));
  return { hashes, issued };
}

/** Replaces a display's generated token with a new one (returned in clear, to be printed once). */
export function replaceDisplayToken(dataDir: string, display: string, now: number = Date.now()): string {
  const tokens = readTokens(dataDir);
  const token = newToken();
  tokens[display] = { tokenHash: hashToken(token), issuedAt: now };
  writeTokens(dataDir, tokens);
  return token;
}

/** When the display's generated token was issued, or null when it has none yet. */
export function displayTokenIssuedAt(dataDir: string, display: string): number | null {
  return readTokens(dataDir)[display]?.issuedAt ?? null;
}
