import {
  attributesMask,
  attributesOf,
  trailerResource,
  type RowOf,
  type TrailerDeviceEntry,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { inDepartmentSubtree } from '../fleet/departmentSubtree';
import { requireAllInScope, requireUniqueInCompany, twoPlaces } from './fleetRecordChecks';

type Row = RowOf<typeof trailerResource>;

const parseList = <T>(text: unknown): T[] => {
  const value: unknown = JSON.parse(typeof text === 'string' && text ? text : '[]');
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The plates of the heads a page of trailers names, in one query. */
async function withHeadPlates(db: Database, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.flatMap((r) => r.headIds))];
  const plates = new Map<number, string>();
  if (ids.length > 0)
    for (const v of await db.selectFrom('vehicles').select(['id', 'plate']).where('id', 'in', ids).execute())
      plates.set(v.id, v.plate);
  return rows.map((r) => ({ ...r, headPlates: r.headIds.map((id) => plates.get(id) ?? '') }));
}

/**
 * Trailers of the caller's department subtree. The plate is unique in the company; every head is a vehicle the
 * caller sees.
 */
export const trailerHandlers = resourceHandlers({
  resource: trailerResource,
  table: 'trailers',
  from: (db) =>
    withModifier(db.selectFrom('trailers as t').innerJoin('departments as d', 'd.id', 't.department_id')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.plate as plateNumber',
        't.department_id as departmentId',
        'd.name as departmentName',
        't.attributes as attributes',
        't.use_category as useCategory',
        't.owner_name as ownerName',
        't.owner_phone as ownerPhone',
        't.owner_address as ownerAddress',
        't.color as color',
        't.axles as axles',
        't.model as model',
        't.approved_load as approvedLoad',
        't.total_mass as totalMass',
        't.curb_weight as curbWeight',
        't.frame_no as frameNo',
        't.length_m as length',
        't.rated_volume as ratedVolume',
        't.inner_length as innerLength',
        't.inner_width as innerWidth',
        't.inner_height as innerHeight',
        't.outer_length as outerLength',
        't.outer_width as outerWidth',
        't.outer_height as outerHeight',
        't.head_ids as headIds',
        't.devices as devices',
        't.registration_day as registrationDay',
        't.scrap_day as scrapDay',
        't.customs_no as customsNo',
        't.remark as remark',
      ]),
    ),
  toRow: (raw) => {
    const day = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      ...(raw as Row),
      attributes: attributesOf(Number(raw.attributes)),
      approvedLoad: twoPlaces(raw.approvedLoad),
      totalMass: twoPlaces(raw.totalMass),
      curbWeight: twoPlaces(raw.curbWeight),
      length: twoPlaces(raw.length),
      ratedVolume: twoPlaces(raw.ratedVolume),
      headIds: parseList<number>(raw.headIds),
      headPlates: [],
      devices: parseList<TrailerDeviceEntry>(raw.devices),
      registrationDay: day(raw.registrationDay),
      scrapDay: day(raw.scrapDay),
    };
  },
  enrich: withHeadPlates,
  sortColumns: { modifiedTime: 't.modified_at', plateNumber: 't.plate' },
  filter: (q, f) => {
    let out = q;
    if (typeof f.keyword === 'string' && f.keyword) out = out.where(containsText('t.plate', f.keyword));
    if (typeof f.departmentId === 'number')
      out = out.where(inDepartmentSubtree('t.department_id', f.departmentId));
    if (typeof f.useCategory === 'string') out = out.where('t.use_category', '=', f.useCategory);
    return out;
  },
  departmentField: 'departmentId',
  toColumns: (s) => ({
    plate: s.plateNumber,
    department_id: s.departmentId,
    attributes: attributesMask(s.attributes),
    use_category: s.useCategory,
    owner_name: s.ownerName,
    owner_phone: s.ownerPhone,
    owner_address: s.ownerAddress,
    color: s.color,
    axles: s.axles,
    model: s.model,
    approved_load: s.approvedLoad,
    total_mass: s.totalMass,
    curb_weight: s.curbWeight,
    frame_no: s.frameNo,
    length_m: s.length,
    rated_volume: s.ratedVolume,
    inner_length: s.innerLength,
    inner_width: s.innerWidth,
    inner_height: s.innerHeight,
    outer_length: s.outerLength,
    outer_width: s.outerWidth,
    outer_height: s.outerHeight,
    head_ids: JSON.stringify(s.headIds),
    devices: JSON.stringify(s.devices),
    registration_day: s.registrationDay,
    scrap_day: s.scrapDay,
    customs_no: s.customsNo,
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    await requireUniqueInCompany(trx, ctx.auth, 'trailers', 'plate', s.plateNumber, ctx.id);
    await requireAllInScope(trx, ctx.auth, 'vehicles', s.headIds, 'errors.trailerHeadNotFound');
  },
});
