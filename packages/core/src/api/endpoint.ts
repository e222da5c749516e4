import type { z } from 'zod';
import { refuseUnsafeText } from '../validators/safeText';
import type { OperationId } from '../catalogue/menuCatalogue';
import { API_PREFIX, MODULE_BASE, type ModuleKey } from './modules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - `public`: no session (login, captcha, kiosk display authentication).
 * - `session`: any signed-in user (shell calls).
 * - `{ operationId }`: a signed-in user whose role grants that operation (seed 000 §6).
 * Kiosk display sessions are read-only: they reach an endpoint only when it sets `kiosk: true`.
 */
export type Access = 'public' | 'session' | { operationId: OperationId };

declare const responseType: unique symbol;

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res = unknown> {
  name: string;
  method: HttpMethod;
  module: ModuleKey;
  /** Path inside the module, starting with '/'. */
  path: string;
  access: Access;
  kiosk?: boolean;
  /**
   * A GET that changes state (kept for compatibility with the old clients): with a cookie session it is refused
   * unless the browser says it came from our own pages, since a link on another site would carry the cookie.
   */
  changesState?: boolean;
  /** Body (POST/PUT) or query (GET/DELETE) schema, shared by client and server. */
  request: Req;
  /** The answer is a file download (attachment header), not an envelope. */
  blob?: boolean;
  /** Largest body in bytes, when it must exceed the server's 1 MB default (spreadsheet imports). */
  bodyLimit?: number;
  readonly [responseType]?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Q, unknown> ? z.input<Q> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Q, unknown> ? z.output<Q> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer R> ? R : never;

/**
 * Declare an endpoint; the response type is given explicitly: `endpoint<UserInfo>()({...})`. Every request schema
 * refuses control characters and malformed text in any of its strings (`refuseUnsafeText`), so the rule holds for
 * every field of every endpoint without each schema repeating it.
 */
export function endpoint<Res>() {
  return <Req extends z.ZodType>(def: Omit<Endpoint<Req, Res>, typeof responseType>): Endpoint<Req, Res> =>
    ({ ...def, request: def.request.superRefine(refuseUnsafeText) }) as Endpoint<Req, Res>;
}

/** Path on the server, e.g. `/api/menu/menuTree`. */
export function endpointPath(e: Pick<Endpoint, 'module' | 'path'>): string {
  return `${API_PREFIX}${MODULE_BASE[e.module]}${e.path}`;
}
