import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createBrowserStorage, type StorageBackend } from './browserStorage';

function memoryBackend(): StorageBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

const user = {
  userName: 'admin',
  userId: 1,
  logoUrl: '',
  icoUrl: '/favicon.ico',
  searchMenuList: [],
  userMenuList: [],
  companyName: '路安物流',
  departmentName: '总部',
  kind: 'companyAdmin' as const,
  pageRoutes: [],
};

describe('browser storage', () => {
  it('keeps every value named in seed 000 §3 under its own key', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'alarmInfo',
        'alarmInfoTime',
        'allMenu',
        'intercomOrMonitor',
        'leftMenu',
        'passwordNotice',
        'popupSeen',
        'primaryMenu',
        'rememberedUserName',
        'routes',
        'subMenu',
        'userInfo',
        'visitedTabs',
      ].sort(),
    );
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });

  it('reads back what it wrote', () => {
    const backend = memoryBackend();
    const storage = createBrowserStorage(backend);
    storage.write('userInfo', user);
    storage.write('alarmInfoTime', 1_700_000_000_000);
    storage.write('intercomOrMonitor', 'monitor');
    expect(storage.read('userInfo')).toEqual(user);
    expect(storage.read('alarmInfoTime')).toBe(1_700_000_000_000);
    expect(storage.read('intercomOrMonitor')).toBe('monitor');
    expect(backend.entries.get('rw.userInfo')).toBe(JSON.stringify(user));
  });

  it('reads a missing or corrupt entry as absent and removes the corrupt one', () => {
    const backend = memoryBackend();
    const storage = createBrowserStorage(backend);
    expect(storage.read('routes')).toBeNull();
    backend.entries.set('rw.routes', '{not json');
    expect(storage.read('routes')).toBeNull();
    expect(backend.entries.has('rw.routes')).toBe(false);
  });

  it('clears the session but remembers the login user name, and never a password', () => {
    const backend = memoryBackend();
    const storage = createBrowserStorage(backend);
    storage.write('userInfo', user);
    storage.write('primaryMenu', []);
    storage.write('rememberedUserName', 'operator');
    backend.entries.set('someone-else', 'x');

    storage.clearSession();

    expect([...backend.entries.keys()]).toEqual(['rw.rememberedUserName']);
    expect(storage.read('rememberedUserName')).toBe('operator');
    expect(storage.read('userInfo')).toBeNull();
    expect(JSON.stringify([...backend.entries.values()])).not.toMatch(/password/i);
  });

  it('works as "nothing stored" when the browser offers no storage or refuses writes', () => {
    const none = createBrowserStorage(null);
    none.write('userInfo', user);
    expect(none.read('userInfo')).toBeNull();
    expect(() => none.clearSession()).not.toThrow();

    const full = memoryBackend();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const storage = createBrowserStorage(full);
    expect(() => storage.write('routes', [])).not.toThrow();
    expect(storage.read('routes')).toBeNull();
  });
});
