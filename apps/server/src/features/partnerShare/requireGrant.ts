import type { OperationId } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import type { UserAuth } from '../../scope/authContext';

/** Endpoints that carry several actions check the one asked for here (403 like the router's own check). */
export async function requireGrant(auth: UserAuth, operationId: OperationId): Promise<void> {
  if (!(await auth.operations()).has(operationId)) throw new ApiFailure(403, 'errors.noPermission');
}
