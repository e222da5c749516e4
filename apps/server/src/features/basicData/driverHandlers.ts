import { driverResource, type DriverPhotoRow, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import type { AnyTrx, ResourceSpec, WriteContext } from '../../resources/resourceSpec';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from './departmentColumns';
import { removeDriverPhoto } from './driverPhotoStore';

type DriverRow = RowOf<typeof driverResource>;

/** Removes photo rows now and their files once the transaction has committed. */
async function dropPhotos(
  trx: AnyTrx,
  rows: readonly { id: number; stored_name: string }[],
  ctx: WriteContext,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .deleteFrom('driver_photos')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  ctx.onCommit(async () => {
    for (const row of rows) await removeDriverPhoto(ctx.deps, ctx.auth.companyId, row.stored_name);
  });
}

/** Drivers with their photos; a driver named on a vehicle (main or co-driver) or with family voices stays. */
const driverSpec = {
  resource: driverResource,
  table: 'drivers',
  from: (db) => withDepartment(withModifier(db.selectFrom('drivers as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.phone as phone',
          't.region_code as regionCode',
          't.id_card as idCard',
          't.licence_no as licenceNo',
          't.ic_card as icCard',
          't.bank_card as bankCard',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([containsText('t.name', keyword), containsText('t.phone', keyword)] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
      photos: [],
    }) as unknown as DriverRow,
  enrich: async (db, rows) => {
    if (rows.length === 0) return rows;
    const photos = await db
      .selectFrom('driver_photos')
      .select(['id', 'driver_id', 'file_name', 'size'])
      .where(
        'driver_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    const byDriver = new Map<number, DriverPhotoRow[]>();
    for (const p of photos) {
      const list = byDriver.get(p.driver_id) ?? [];
      list.push({ id: p.id, fileName: p.file_name, size: p.size });
      byDriver.set(p.driver_id, list);
    }
    return rows.map((r) => ({ ...r, photos: byDriver.get(r.id) ?? [] }));
  },
  toColumns: (s) => ({
    name: s.name,
    phone: s.phone,
    region_code: s.regionCode,
    id_card: s.idCard,
    licence_no: s.licenceNo,
    ic_card: s.icCard,
    bank_card: s.bankCard,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  afterWrite: async (trx, id, s, ctx) => {
    if (s.photoIds === undefined) return;
    let gone = trx.selectFrom('driver_photos').select(['id', 'stored_name']).where('driver_id', '=', id);
    if (s.photoIds.length > 0) gone = gone.where('id', 'not in', s.photoIds);
    await dropPhotos(trx, (await gone.execute()) as { id: number; stored_name: string }[], ctx);
  },
  dependants: [
    { table: 'vehicles', column: 'driver_id', message: 'errors.driverOnVehicle' },
    { table: 'vehicle_co_drivers', column: 'driver_id', message: 'errors.driverOnVehicle' },
    { table: 'family_voices', column: 'driver_id', message: 'errors.driverHasVoices' },
  ],
  beforeDelete: async (trx, ids, ctx) => {
    // An IC card issued to a deleted driver stays, issued to nobody.
    await trx
      .updateTable('ic_cards')
      .set({ driver_id: null })
      .where('driver_id', 'in', ids as number[])
      .execute();
    const photos = await trx
      .selectFrom('driver_photos')
      .select(['id', 'stored_name'])
      .where('driver_id', 'in', ids as number[])
      .execute();
    await dropPhotos(trx, photos as { id: number; stored_name: string }[], ctx);
  },
} satisfies ResourceSpec<typeof driverResource>;

const LABELS: Record<string, string> = {
  regionCode: 'basicData.driver.region',
  departmentId: 'basicData.common.department',
  remark: 'basicData.common.remark',
};

/** Export only (drivers are not imported). */
export const driverHandlers = resourceHandlers(driverSpec, {
  labelKey: (field) => LABELS[field] ?? `basicData.driver.${field}`,
  fromSheet: (values) => values,
  toSheet: (row, field) =>
    field === 'departmentId' ? row.departmentName : ((row as Record<string, unknown>)[field] as string),
  fileStem: 'drivers',
});
