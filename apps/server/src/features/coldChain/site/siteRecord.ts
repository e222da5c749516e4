import { fitsEdition2013 } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import type { AnySelect, AnyDb } from '../../../resources/resourceSpec';
import type { UserAuth } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';

/** A cold-chain site's kind: the `sites.kind` a warehouse or store row carries. */
export type SiteKind = 'warehouse' | 'store';

/** What the warehouse and store saves share (`siteSaveFields` of core). */
export interface SiteSave {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  contact: string;
  phone: string;
  departmentId: number;
  remark: string;
  terminalPhone: string;
}

/** Sites of one kind the caller may see (`t` = the site). */
export const siteScope = (kind: SiteKind) => (auth: UserAuth) =>
  sql<SqlBool>`(${inScope(auth, 'sites', 't')} and t.kind = ${kind})`;

/** `from sites as t` with its department and last modifier. */
export const siteFrom = (db: AnyDb): AnySelect => withDepartment(withModifier(db.selectFrom('sites as t')));

/** The basic record's columns, each named after its row field (`siteRowFields` of core). */
export const siteSelect = (query: AnySelect): AnySelect =>
  auditColumns(
    departmentColumns(
      query.select([
        't.id as id',
        't.name as name',
        't.address as address',
        't.lon as longitude',
        't.lat as latitude',
        't.contact as contact',
        't.phone as phone',
        't.remark as remark',
        't.terminal_phone as terminalPhone',
      ]),
    ),
  );

/** The keyword filter: name, address, contact or logger number contain it. */
export function siteKeyword(query: AnySelect, filters: Partial<Record<string, unknown>>): AnySelect {
  const keyword = typeof filters.keyword === 'string' ? filters.keyword : '';
  if (!keyword) return query;
  return query.where((eb) =>
    eb.or([
      containsText('t.name', keyword),
      containsText('t.address', keyword),
      containsText('t.contact', keyword),
      containsText('t.terminal_phone', keyword),
    ] as never),
  );
}

/** The basic record's fields as the client gets them (numbers from either database, '' for no logger). */
export function siteRowOf(raw: Record<string, unknown>) {
  return {
    ...raw,
    id: Number(raw.id),
    longitude: Number(raw.longitude),
    latitude: Number(raw.latitude),
    terminalPhone: typeof raw.terminalPhone === 'string' ? raw.terminalPhone : '',
    modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
  };
}

/** Table columns of the basic record. */
export function siteColumns(s: SiteSave): Record<string, unknown> {
  return {
    name: s.name,
    address: s.address,
    lon: s.longitude,
    lat: s.latitude,
    contact: s.contact,
    phone: s.phone,
    department_id: s.departmentId,
    remark: s.remark,
    terminal_phone: s.terminalPhone === '' ? null : s.terminalPhone,
  };
}

/** Columns of a new site: its kind and the header edition its logger number fits. */
export const siteInsertColumns = (kind: SiteKind, s: SiteSave) => ({
  kind,
  protocol_version: fitsEdition2013(s.terminalPhone) ? 2013 : 2019,
});
