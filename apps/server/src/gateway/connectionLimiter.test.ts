import { describe, expect, it } from 'vitest';
import { ConnectionLimiter } from './connectionLimiter';

function limiter(limits: {
  maxConnections: number;
  maxUnauthenticated: number;
  maxUnauthenticatedPerAddress: number;
}) {
  const dropped: string[] = [];
  const l: ConnectionLimiter<string> = new ConnectionLimiter<string>(limits, (c) => dropped.push(c));
  const open = (name: string, address: string): boolean => {
    if (!l.makeRoom(address)) return false;
    l.add(name, address);
    return true;
  };
  return { l, dropped, open };
}

describe('ConnectionLimiter', () => {
  it('drops the oldest unauthenticated connection of an address that reached its share', () => {
    const { l, dropped, open } = limiter({
      maxConnections: 100,
      maxUnauthenticated: 100,
      maxUnauthenticatedPerAddress: 2,
    });
    expect([open('a1', 'A'), open('a2', 'A'), open('b1', 'B'), open('a3', 'A')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(dropped).toEqual(['a1']);
    expect(l.unauthenticated).toBe(3);
  });

  it('drops the oldest unauthenticated connection overall when their quota is full, never an authenticated one', () => {
    const { l, dropped, open } = limiter({
      maxConnections: 100,
      maxUnauthenticated: 2,
      maxUnauthenticatedPerAddress: 10,
    });
    open('known', 'K');
    l.authenticated('known', true);
    open('x1', 'X');
    open('y1', 'Y');
    expect(open('k2', 'K')).toBe(true);
    expect(dropped).toEqual(['x1']);
    expect(l.size).toBe(3);
  });

  it('refuses a newcomer only when authenticated connections alone fill the total', () => {
    const { l, dropped, open } = limiter({
      maxConnections: 2,
      maxUnauthenticated: 2,
      maxUnauthenticatedPerAddress: 2,
    });
    open('a', 'A');
    open('b', 'B');
    expect(open('c', 'C')).toBe(true);
    expect(dropped).toEqual(['a']);
    l.authenticated('b', true);
    l.authenticated('c', true);
    expect(open('d', 'D')).toBe(false);
    // A session that ends puts its connection back among the unauthenticated ones, newest.
    l.authenticated('b', false);
    expect(open('e', 'E')).toBe(true);
    expect(dropped).toEqual(['a', 'b']);
  });

  it('forgets removed connections', () => {
    const { l, open } = limiter({
      maxConnections: 1,
      maxUnauthenticated: 1,
      maxUnauthenticatedPerAddress: 1,
    });
    open('a', 'A');
    l.remove('a');
    expect(l.size).toBe(0);
    expect(l.unauthenticated).toBe(0);
    expect(open('b', 'A')).toBe(true);
  });
});
