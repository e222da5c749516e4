import type { CompanyProfile, CompanyProfileSave, ENDPOINTS } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../../db/connect';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { writeAudit } from '../../../resources/writeAudit';

/** The profile of a company; before its first save, the company's registered name and licence number. */
export async function companyProfileOf(db: Database, companyId: number): Promise<CompanyProfile> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('users as mu', 'mu.id', 'p.modified_by')
    .select([
      'c.name as companyName',
      'c.licence_number as companyLicence',
      'p.display_name as displayName',
      'p.licence_no as licenceNo',
      'p.contact as contact',
      'p.phone as phone',
      'p.address as address',
      'p.website as website',
      'p.introduction as introduction',
      'p.show_on_share as showOnShare',
      'p.modified_at as modifiedTime',
      sql<string>`coalesce(nullif(mu.real_name, ''), mu.user_name, '')`.as('operatorName'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    displayName: row.displayName ?? row.companyName,
    licenceNo: row.licenceNo ?? row.companyLicence ?? '',
    contact: row.contact ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    website: row.website ?? '',
    introduction: row.introduction ?? '',
    showOnShare: row.showOnShare === null ? true : Number(row.showOnShare) === 1,
    operatorName: row.operatorName,
    modifiedTime: row.modifiedTime === null ? null : Number(row.modifiedTime),
  };
}

function toColumns(save: CompanyProfileSave) {
  return {
    display_name: save.displayName,
    licence_no: save.licenceNo,
    contact: save.contact,
    phone: save.phone,
    address: save.address,
    website: save.website,
    introduction: save.introduction,
    show_on_share: save.showOnShare ? 1 : 0,
  };
}

/** Company message: the profile of the signed-in user's company. */
export const companyMessageGet: EndpointHandler<typeof ENDPOINTS.companyMessageGet> = async (ctx) =>
  companyProfileOf(ctx.db, requireUser(ctx).companyId);

/** Saves the company's profile (one row per company, written whole) with an audit row. */
export const companyMessageSave: EndpointHandler<typeof ENDPOINTS.companyMessageSave> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const columns = { ...toColumns(ctx.input), modified_by: auth.userId, modified_at: now };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_profiles')
      .values({ company_id: auth.companyId, ...columns })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(columns))
      .execute();
    await writeAudit(trx as never, { auth, now }, 'companyMessage', auth.companyId, 'update', ctx.input);
  });
  return companyProfileOf(ctx.db, auth.companyId);
};
