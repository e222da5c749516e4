import { AsyncLocalStorage } from 'node:async_hooks';

/** Who asked for the commands sent while handling one request: the signed-in user. */
export interface CommandIssuer {
  userId: number;
}

const issuers = new AsyncLocalStorage<CommandIssuer>();

/**
 * Runs `work` (an API request's handler) with `issuer` as the sender of every command it sends to a terminal. The
 * gateway does not know users; the directive record reads the issuer from here, so no caller has to pass it on.
 */
export function withCommandIssuer<T>(issuer: CommandIssuer | null, work: () => Promise<T>): Promise<T> {
  return issuer ? issuers.run(issuer, work) : work();
}

/** The user whose request sends the command, or null for the platform's own (schedulers, alarm rules). */
export function currentCommandIssuer(): CommandIssuer | null {
  return issuers.getStore() ?? null;
}
