import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenSealOf } from './shareTokenSeal';

describe('tokenSealOf', () => {
  it('opens what it sealed, keeps the key in the data folder only readable by the owner', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-seal-'));
    const seal = tokenSealOf(dir);
    const sealed = seal.seal('the-token');
    expect(sealed).not.toContain('the-token');
    expect(seal.open(sealed)).toBe('the-token');
    expect(fs.statSync(path.join(dir, 'share-link-key')).mode & 0o777).toBe(0o600);
  });

  it('cannot open a token sealed under another key, nor a damaged one', () => {
    const a = tokenSealOf(fs.mkdtempSync(path.join(os.tmpdir(), 'rw-seal-')));
    const b = tokenSealOf(fs.mkdtempSync(path.join(os.tmpdir(), 'rw-seal-')));
    const sealed = a.seal('the-token');
    expect(b.open(sealed)).toBeNull();
    expect(a.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(a.open('garbage')).toBeNull();
  });
});
