import type { ShareKind, ShareState, VehicleShareRow } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/**
 * Shares with their vehicle's plate and the name of the company on the other end: the partner for the owner's list,
 * the owner for the share centre (`otherCompany`).
 */
export function shareRows(db: Database, otherCompany: 'partner' | 'owner') {
  return db
    .selectFrom('vehicle_shares as t')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .innerJoin(
      'companies as c',
      'c.id',
      otherCompany === 'partner' ? 't.partner_company_id' : 't.owner_company_id',
    )
    .select([
      't.id',
      't.vehicle_id',
      'v.plate',
      'c.name as company_name',
      't.kind',
      't.state',
      't.start_at',
      't.end_at',
      't.created_at',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');
}

export function toShareRow(r: {
  id: number;
  vehicle_id: number;
  plate: string;
  company_name: string;
  kind: string;
  state: string;
  start_at: number;
  end_at: number;
  created_at: number;
}): VehicleShareRow {
  return {
    id: r.id,
    vehicleId: r.vehicle_id,
    plateNumber: r.plate,
    companyName: r.company_name,
    kind: r.kind as ShareKind,
    state: r.state as ShareState,
    startAt: Number(r.start_at),
    endAt: Number(r.end_at),
    createdTime: Number(r.created_at),
  };
}
