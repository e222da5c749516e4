import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import {
  DISPLAY_TOKENS_FILE,
  displayTokenIssuedAt,
  ensureDisplayTokens,
  replaceDisplayToken,
} from './displayTokenStore';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-display-tokens-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('display token store', () => {
  it('issues a token once per display and keeps only its hash, owner-only', () => {
    const first = ensureDisplayTokens(dir, ['hall', 'lobby'], 1_000);
    expect(first.issued.map((i) => i.display)).toEqual(['hall', 'lobby']);
    const hall = first.issued[0]?.token ?? '';
    expect(first.hashes.get('hall')).toBe(hashToken(hall));
    const file = path.join(dir, DISPLAY_TOKENS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).not.toContain(hall);

    const again = ensureDisplayTokens(dir, ['hall', 'lobby'], 2_000);
    expect(again.issued).toEqual([]);
    expect(again.hashes).toEqual(first.hashes);
    expect(displayTokenIssuedAt(dir, 'hall')).toBe(1_000);
    expect(displayTokenIssuedAt(dir, 'atrium')).toBeNull();
  });

  it('replaces one display token and leaves the others', () => {
    const first = ensureDisplayTokens(dir, ['hall', 'lobby']);
    const token = replaceDisplayToken(dir, 'hall', 5_000);
    const after = ensureDisplayTokens(dir, ['hall', 'lobby']);
    expect(after.hashes.get('hall')).toBe(hashToken(token));
    expect(after.hashes.get('lobby')).toBe(first.hashes.get('lobby'));
    expect(displayTokenIssuedAt(dir, 'hall')).toBe(5_000);
  });

  it('stops on a damaged file, naming it, rather than issuing new tokens behind the walls', () => {
    fs.writeFileSync(path.join(dir, DISPLAY_TOKENS_FILE), '{ broken');
    expect(() => ensureDisplayTokens(dir, ['hall'])).toThrow(DISPLAY_TOKENS_FILE);
  });
});
