/** Why the store cannot take writes (or answer at all), as an operator reads it on /healthz. */
export interface StoreFailure {
  /** The driver's code: SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR_WRITE, 53100, ECONNREFUSED, … */
  code: string;
  reason: string;
}

/** SQLite result codes (primary part) that mean the database file or its disk is unusable, not a bad statement. */
const SQLITE_STORE_CODES = [
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_PROTOCOL',
];

/**
 * PostgreSQL SQLSTATE classes and codes for an unavailable server or store: 08 connection exceptions, 53
 * insufficient resources (53100 disk full), 57P0x shutdown / cannot connect now, 58 system errors, 25006 read-only
 * transaction (a replica or `default_transaction_read_only`).
 */
const PG_STORE_CLASSES = ['08', '53', '58'];
const PG_STORE_CODES = ['57P01', '57P02', '57P03', '25006'];

/** Node socket errors on the way to the database server. */
const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ENOSPC',
  'EROFS',
  'EIO',
];

/** What SQLite says to a ROLLBACK after it rolled the transaction back itself. */
const SQLITE_ROLLED_BACK = /^cannot rollback - no transaction is active/;

/** pg raises these without a code when the connection is lost or cannot be had. */
const PG_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

function codeOf(err: object): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/**
 * The store failure behind `err`, or null for anything else (a bad statement, a constraint, a bug): store failures
 * pass by themselves when space, permissions or the server come back, so writes are kept and retried and clients
 * are told to try later; other errors are the server's own fault.
 */
export function storeFailureOf(err: unknown): StoreFailure | null {
  if (typeof err !== 'object' || err === null) return null;
  const code = codeOf(err);
  const message = err instanceof Error ? err.message : String((err as { message?: unknown }).message ?? '');
  const found =
    SQLITE_STORE_CODES.some((c) => code === c || code.startsWith(`${c}_`)) ||
    (/^[0-9A-Z]{5}$/.test(code) &&
      (PG_STORE_CLASSES.includes(code.slice(0, 2)) || PG_STORE_CODES.includes(code))) ||
    NETWORK_CODES.includes(code) ||
    (code === '' && PG_CONNECTION_MESSAGES.test(message));
  if (found) return { code: code || 'CONNECTION_LOST', reason: message || code };
  // SQLite rolls a transaction back by itself when the disk is full or failing (FULL, IOERR, BUSY, NOMEM); the
  // ROLLBACK that follows then fails and is all the caller sees of the store's refusal.
  if (code === 'SQLITE_ERROR' && SQLITE_ROLLED_BACK.test(message))
    return { code: 'SQLITE_ROLLED_BACK', reason: message };
  // AggregateError (a connection refused on every address) carries the causes.
  const nested = (err as { errors?: unknown }).errors;
  if (Array.isArray(nested)) {
    for (const inner of nested) {
      const failure = storeFailureOf(inner);
      if (failure) return failure;
    }
  }
  const cause = (err as { cause?: unknown }).cause;
  return cause !== undefined && cause !== err ? storeFailureOf(cause) : null;
}
