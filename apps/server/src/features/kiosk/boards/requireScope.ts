import type { AuthContext, Scope } from '../../../scope/authContext';
import { ApiFailure } from '../../../http/apiFailure';

/**
 * The scope a board aggregates over: the display's department subtree for a wall display, the user's for a
 * signed-in user (the console may show the same boards). Never anything wider.
 */
export function requireScope(ctx: { auth: AuthContext | null }): Scope {
  if (!ctx.auth) throw new ApiFailure(401, 'errors.notSignedIn');
  return { companyId: ctx.auth.companyId, departmentPath: ctx.auth.departmentPath };
}
