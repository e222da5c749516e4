import { deviceTypeKey, terminalResource, type RowOf, type TerminalBindingRow } from '@roadwatch/core';
import { sql } from 'kysely';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from './departmentColumns';
import { checkPhoneFree, checkVehicleFree, releaseBindings, writeBinding } from './terminalBindingWrites';

type TerminalRow = RowOf<typeof terminalResource>;

/**
 * Terminals and other devices. Saving one writes its binding (history and the vehicle rows the gateway reads) in
 * the same transaction, and closes the JT/T 808 session of a terminal that lost or changed its binding.
 */
export const terminalSpec = {
  resource: terminalResource,
  table: 'terminals',
  from: (db) =>
    withDepartment(withModifier(db.selectFrom('terminals as t')))
      .leftJoin('vehicles as v', 'v.id', 't.vehicle_id')
      .leftJoin('vehicle_states as vs', 'vs.vehicle_id', 't.vehicle_id'),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.device_type as deviceType',
          't.phone as phone',
          't.terminal_id as terminalId',
          't.maker as maker',
          't.model as model',
          't.imei as imei',
          't.protocol_version as protocolVersion',
          't.channels as channels',
          't.adas as adas',
          't.dsm as dsm',
          't.vehicle_id as vehicleId',
          'v.plate as plate',
          sql<number>`coalesce(vs.online, 0)`.as('online'),
          't.remark as remark',
          't.created_at as createdTime',
        ]),
      ),
    ),
  sortColumns: {
    modifiedTime: 't.modified_at',
    phone: 't.phone',
    createdTime: 't.created_at',
    plate: 'v.plate',
  },
  filter: (q, f) => {
    let out = q;
    if (typeof f.deviceType === 'number') out = out.where('t.device_type', '=', f.deviceType);
    if (f.bound === 1) out = out.where('t.vehicle_id', 'is not', null);
    if (f.bound === 0) out = out.where('t.vehicle_id', 'is', null);
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (keyword)
      out = out.where((eb) =>
        eb.or([
          containsText('t.phone', keyword),
          containsText('t.terminal_id', keyword),
          containsText('v.plate', keyword),
        ] as never),
      );
    return out;
  },
  toRow: (raw) =>
    ({
      ...raw,
      phone: (raw.phone as string | null) ?? '',
      plate: (raw.plate as string | null) ?? '',
      online: Number(raw.online) === 1 ? 1 : 0,
      createdTime: Number(raw.createdTime),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
      bindings: [],
    }) as unknown as TerminalRow,
  enrich: async (db, rows) => {
    if (rows.length === 0) return rows;
    const history = await db
      .selectFrom('terminal_bindings as b')
      .innerJoin('vehicles as v', 'v.id', 'b.vehicle_id')
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .select([
        'b.terminal_id as terminalId',
        'b.vehicle_id as vehicleId',
        'v.plate as plate',
        'b.bound_at as boundTime',
        'b.unbound_at as unboundTime',
        sql<string>`coalesce(nullif(u.real_name, ''), u.user_name, '')`.as('operatorName'),
      ])
      .where(
        'b.terminal_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('b.bound_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute();
    const byTerminal = new Map<number, TerminalBindingRow[]>();
    for (const h of history) {
      const list = byTerminal.get(h.terminalId) ?? [];
      list.push({
        vehicleId: h.vehicleId,
        plate: h.plate,
        boundTime: Number(h.boundTime),
        unboundTime: h.unboundTime === null ? null : Number(h.unboundTime),
        operatorName: h.operatorName,
      });
      byTerminal.set(h.terminalId, list);
    }
    return rows.map((r) => ({ ...r, bindings: byTerminal.get(r.id) ?? [] }));
  },
  toColumns: (s) => ({
    device_type: s.deviceType,
    phone: s.phone === '' ? null : s.phone,
    terminal_id: s.terminalId,
    maker: s.maker,
    model: s.model,
    imei: s.imei,
    protocol_version: s.protocolVersion,
    channels: s.channels,
    adas: s.adas,
    dsm: s.dsm,
    department_id: s.departmentId,
    vehicle_id: s.vehicleId,
    remark: s.remark,
  }),
  insertColumns: (_trx, _s, ctx) => ({ created_at: ctx.now }),
  departmentField: 'departmentId',
  check: async (trx, s, ctx) => {
    await checkVehicleFree(trx, s, ctx);
    await checkPhoneFree(trx, s, ctx.id);
  },
  afterWrite: (trx, id, s, ctx) => writeBinding(trx, id, s, ctx),
  beforeDelete: releaseBindings,
} satisfies Parameters<typeof resourceHandlers<typeof terminalResource>>[0];

const LABELS: Record<string, string> = {
  vehicleId: 'basicData.terminal.vehicle',
  departmentId: 'basicData.common.department',
  remark: 'basicData.common.remark',
};

/** Export only (terminals are not imported): cells in the reader's language, the vehicle by plate. */
export const terminalHandlers = resourceHandlers(terminalSpec, {
  labelKey: (field) => LABELS[field] ?? `basicData.terminal.${field}`,
  fromSheet: (values) => values,
  toSheet: (row, field, { t }) => {
    switch (field) {
      case 'deviceType':
        return t(`basicData.deviceType.${deviceTypeKey(row.deviceType) ?? 'vehicleTerminal'}`);
      case 'adas':
      case 'dsm':
        return t(row[field] === 1 ? 'basicData.common.yes' : 'basicData.common.no');
      case 'vehicleId':
        return row.plate;
      case 'departmentId':
        return row.departmentName;
      default:
        return (row as Record<string, unknown>)[field] as string | number;
    }
  },
  fileStem: 'terminals',
});
