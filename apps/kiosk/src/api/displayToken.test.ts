import { describe, expect, it } from 'vitest';
import { takeDisplayToken } from './displayToken';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('takeDisplayToken', () => {
  it('keeps the token of the printed address and takes it out of the address bar', () => {
    const storage = memoryStorage();
    const replaced: string[] = [];
    const location = { pathname: '/kiosk/', search: '?display=hall', hash: '#token=abc-123_XYZ' };
    expect(takeDisplayToken('hall', location, storage, (url) => replaced.push(url))).toBe('abc-123_XYZ');
    expect(replaced).toEqual(['/kiosk/?display=hall']);
    // After a reload without the fragment, the kept token is used.
    const reloaded = { ...location, hash: '' };
    expect(takeDisplayToken('hall', reloaded, storage, (url) => replaced.push(url))).toBe('abc-123_XYZ');
    expect(replaced).toHaveLength(1);
  });

  it('keeps a token per display and has none for a display it was never given', () => {
    const storage = memoryStorage();
    const noop = () => {};
    takeDisplayToken(
      'hall',
      { pathname: '/kiosk/', search: '?display=hall', hash: '#token=one' },
      storage,
      noop,
    );
    const lobby = { pathname: '/kiosk/', search: '?display=lobby', hash: '' };
    expect(takeDisplayToken('lobby', lobby, storage, noop)).toBeNull();
  });

  it('replaces a kept token with a newer printed one (after a rotation)', () => {
    const storage = memoryStorage();
    const noop = () => {};
    const at = (hash: string) => ({ pathname: '/kiosk/', search: '?display=hall', hash });
    takeDisplayToken('hall', at('#token=old'), storage, noop);
    expect(takeDisplayToken('hall', at('#token=new'), storage, noop)).toBe('new');
    expect(takeDisplayToken('hall', at(''), storage, noop)).toBe('new');
  });
});
