import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachedStatements } from './cachedStatements';

describe('cachedStatements', () => {
  it('prepares a SQL text once, keeps at most `size` of them, and follows schema changes', () => {
    const raw = new SQLite(':memory:');
    let prepared = 0;
    const counting = {
      close: () => raw.close(),
      prepare: (sql: string) => {
        prepared++;
        return raw.prepare(sql);
      },
    };
    const db = cachedStatements(counting, 2);
    db.prepare('create table t (a integer)').run([]);
    const insert = 'insert into t (a) values (?)';
    db.prepare(insert).run([1]);
    db.prepare(insert).run([2]);
    expect(prepared).toBe(2);
    expect(db.prepare('select sum(a) as s from t').all([])).toEqual([{ s: 3 }]);
    db.prepare('alter table t add column b integer default 7').run([]);
    expect(prepared).toBe(4);
    // The insert was the least recently used of the two kept and has gone: it is prepared again.
    db.prepare(insert).run([3]);
    expect(prepared).toBe(5);
    expect(db.prepare('select sum(a) as s, sum(b) as b from t').all([])).toEqual([{ s: 6, b: 21 }]);
    db.close();
  });
});
