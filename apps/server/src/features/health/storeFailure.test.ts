import { describe, expect, it } from 'vitest';
import { storeFailureOf } from './storeFailure';

function failure(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('storeFailureOf', () => {
  it('names SQLite disk, permission and I/O failures', () => {
    expect(storeFailureOf(failure('SQLITE_FULL', 'database or disk is full'))).toEqual({
      code: 'SQLITE_FULL',
      reason: 'database or disk is full',
    });
    expect(storeFailureOf(failure('SQLITE_READONLY_DBMOVED'))?.code).toBe('SQLITE_READONLY_DBMOVED');
    expect(storeFailureOf(failure('SQLITE_IOERR_WRITE'))?.code).toBe('SQLITE_IOERR_WRITE');
    // A full disk rolls the transaction back; the ROLLBACK after it is all a caller sees.
    const rolledBack = failure('SQLITE_ERROR', 'cannot rollback - no transaction is active');
    expect(storeFailureOf(rolledBack)?.code).toBe('SQLITE_ROLLED_BACK');
  });

  it('names PostgreSQL disk-full, read-only and lost-connection failures', () => {
    expect(storeFailureOf(failure('53100'))?.code).toBe('53100');
    expect(storeFailureOf(failure('25006'))?.code).toBe('25006');
    expect(storeFailureOf(failure('57P01'))?.code).toBe('57P01');
    expect(storeFailureOf(failure('08006'))?.code).toBe('08006');
    expect(storeFailureOf(failure('ECONNREFUSED'))?.code).toBe('ECONNREFUSED');
    expect(storeFailureOf(new Error('Connection terminated unexpectedly'))?.code).toBe('CONNECTION_LOST');
    const refusedEverywhere = new AggregateError([failure('ECONNREFUSED')], 'connect failed');
    expect(storeFailureOf(refusedEverywhere)?.code).toBe('ECONNREFUSED');
  });

  it('leaves bad statements, constraints and bugs to the 500 path', () => {
    expect(storeFailureOf(failure('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(storeFailureOf(failure('SQLITE_ERROR', 'no such column: x'))).toBeNull();
    expect(storeFailureOf(failure('23505'))).toBeNull();
    expect(storeFailureOf(failure('42P01'))).toBeNull();
    expect(storeFailureOf(new TypeError('x is undefined'))).toBeNull();
    expect(storeFailureOf('text')).toBeNull();
  });
});
