import type { ShareKind } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { AnyTrx } from '../../resources/resourceSpec';

export interface ShareIntent {
  vehicleId: number;
  plate: string;
  partnerCompanyId: number;
  kind: ShareKind;
  startAt: number;
  endAt: number;
}

/**
 * A share may not meet another live share (active or stopped, window not over) whose window overlaps its own: to
 * the same partner at all (one share per vehicle and partner), and under business authorisation to anyone (business
 * is not repeatable). Monitoring authorisation repeats across partners.
 */
export async function checkShareConflicts(
  trx: AnyTrx,
  intent: ShareIntent,
  now: number,
  exceptId: number | null = null,
): Promise<void> {
  let query = trx
    .selectFrom('vehicle_shares')
    .select(['partner_company_id', 'kind'])
    .where('vehicle_id', '=', intent.vehicleId)
    .where('state', 'in', ['active', 'stopped'])
    .where('end_at', '>', now)
    .where('start_at', '<', intent.endAt)
    .where('end_at', '>', intent.startAt);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const others = (await query.execute()) as { partner_company_id: number; kind: string }[];
  if (others.some((o) => o.partner_company_id === intent.partnerCompanyId))
    throw businessFailure('errors.shareDuplicate', { plate: intent.plate });
  if (intent.kind === 'business' && others.some((o) => o.kind === 'business'))
    throw businessFailure('errors.shareNotRepeatable', { plate: intent.plate });
}
