import { certificateResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { inScope } from '../../scope/inScope';
import { expiryStatusColumns, expiryStatusOf, whereExpiryStatus, type ExpiryTable } from './expiryStatus';
import { fromOptionalFen, toFen } from './fleetCostMoney';
import { requireVehicleInScope } from './insuranceHandlers';

const EXPIRY: ExpiryTable = {
  table: 'vehicle_certificates',
  typeColumn: 'kind',
  reminderKind: 'certificate',
};

/** Certificates of the vehicles in the caller's scope; a renewed certificate makes the older one historical. */
export const certificateHandlers = resourceHandlers({
  resource: certificateResource,
  table: 'vehicle_certificates',
  from: (db) =>
    withModifier(
      db.selectFrom('vehicle_certificates as t').innerJoin('vehicles as v', 'v.id', 't.vehicle_id'),
    ),
  scope: (auth) => inScope(auth, 'vehicles', 'v'),
  select: (q) =>
    auditColumns(
      expiryStatusColumns(q, EXPIRY).select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plateNumber',
        't.kind as kind',
        't.certificate_no as certificateNo',
        't.file_no as fileNo',
        't.authority as authority',
        't.start_day as startDay',
        't.fee_fen as feeFen',
        't.remark as remark',
      ]),
    ),
  toRow: (raw, at) => {
    const { feeFen, newestEndDay: _n, firstReminderDays: _f, ...rest } = raw;
    return {
      ...(rest as RowOf<typeof certificateResource>),
      startDay: Number(raw.startDay),
      fee: fromOptionalFen(feeFen),
      ...expiryStatusOf(raw, at.now),
    };
  },
  sortColumns: { endDay: 't.end_day', modifiedTime: 't.modified_at', startDay: 't.start_day' },
  filter: (q, f, at) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const k = f.keyword;
      out = out.where((eb) =>
        eb.or([containsText('v.plate', k), containsText('t.certificate_no', k)] as never),
      );
    }
    if (typeof f.kind === 'string') out = out.where('t.kind', '=', f.kind);
    if (typeof f.status === 'string') out = whereExpiryStatus(out, f.status as never, at.now, EXPIRY);
    return out;
  },
  toColumns: (s) => ({
    vehicle_id: s.vehicleId,
    kind: s.kind,
    certificate_no: s.certificateNo,
    file_no: s.fileNo,
    authority: s.authority,
    start_day: s.startDay,
    end_day: s.endDay,
    fee_fen: s.fee === null ? null : toFen(s.fee),
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    await requireVehicleInScope(trx, ctx.auth, s.vehicleId);
  },
});
