import type { CodeTracingSetting, ENDPOINTS } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { AuthContext } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { tokenSealOf } from '../sharing/shareTokenSeal';

/** Bullets and the last 4 characters: enough to recognise a secret, never enough to use it. */
export function maskSecret(secret: string): string {
  return secret === '' ? '' : `••••••${secret.slice(-4)}`;
}

const EMPTY: Omit<CodeTracingSetting, 'appSecretMasked'> = {
  enabled: false,
  platformUrl: '',
  enterpriseCode: '',
  appKey: '',
  vehicleIds: [],
  warehouseIds: [],
  uploadIntervalMin: 5,
  modifiedAt: null,
};

async function settingOf(db: Database, companyId: number, dataDir: string | undefined) {
  const row = await db
    .selectFrom('code_tracing_settings')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const targets = await db
    .selectFrom('code_tracing_targets')
    .select(['kind', 'target_id'])
    .where('company_id', '=', companyId)
    .orderBy('target_id')
    .execute();
  const ids = (kind: string) => targets.filter((r) => r.kind === kind).map((r) => Number(r.target_id));
  if (!row) return { setting: { ...EMPTY, appSecretMasked: '' }, sealed: null };
  const secret = tokenSealOf(dataDir).open(row.app_secret_sealed) ?? '';
  return {
    sealed: row.app_secret_sealed,
    setting: {
      enabled: Number(row.enabled) === 1,
      platformUrl: row.platform_url,
      enterpriseCode: row.enterprise_code,
      appKey: row.app_key,
      appSecretMasked: maskSecret(secret),
      vehicleIds: ids('vehicle'),
      warehouseIds: ids('warehouse'),
      uploadIntervalMin: Number(row.upload_interval_min),
      modifiedAt: Number(row.modified_at),
    } satisfies CodeTracingSetting,
  };
}

/** The ids that are the caller's vehicles / warehouses (company and department subtree). */
async function ownTargets(db: Database, auth: AuthContext, vehicleIds: number[], warehouseIds: number[]) {
  const vehicles =
    vehicleIds.length === 0
      ? []
      : await db
          .selectFrom('vehicles')
          .select('id')
          .where('id', 'in', vehicleIds)
          .where(inScope(auth, 'vehicles'))
          .execute();
  const warehouses =
    warehouseIds.length === 0
      ? []
      : await db
          .selectFrom('sites')
          .select('id')
          .where('id', 'in', warehouseIds)
          .where('kind', '=', 'warehouse')
          .where(inScope(auth, 'sites'))
          .execute();
  return { vehicles: vehicles.length, warehouses: warehouses.length };
}

/** Most vehicles and warehouses the form offers. */
const CHOICES_MAX = 2_000;

/** The setting, with the caller's refrigerated vehicles and warehouses to choose from. */
export const codeTracingSettingGet: EndpointHandler<typeof ENDPOINTS.codeTracingSettingGet> = async (ctx) => {
  const auth = requireUser(ctx);
  const { setting } = await settingOf(ctx.db, auth.companyId, ctx.deps.dataDir);
  const vehicles = await ctx.db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where(inScope(auth, 'vehicles'))
    .where('refrigerated', '=', 1)
    .orderBy('plate')
    .limit(CHOICES_MAX)
    .execute();
  const warehouses = await ctx.db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where(inScope(auth, 'sites'))
    .where('kind', '=', 'warehouse')
    .orderBy('name')
    .limit(CHOICES_MAX)
    .execute();
  return {
    ...setting,
    choices: {
      vehicles: vehicles.map((v) => ({ id: v.id, label: v.plate })),
      warehouses: warehouses.map((w) => ({ id: w.id, label: w.name })),
    },
  };
};

/**
 * Saves the company's code-tracing link. The secret is sealed at rest (the share links' key) and only ever
 * answered masked; an empty secret keeps the stored one, and a first save must give one. Every vehicle and
 * warehouse named must be the caller's; nothing is written otherwise.
 */
export const codeTracingSettingSave: EndpointHandler<typeof ENDPOINTS.codeTracingSettingSave> = async (
  ctx,
) => {
  const auth = requireUser(ctx);
  const input = ctx.input;
  const { companyId } = auth;
  const current = await settingOf(ctx.db, companyId, ctx.deps.dataDir);
  const secret = input.appSecret ?? '';
  if (secret === '' && current.sealed === null) throw businessFailure('errors.codeTracingSecretRequired');
  const vehicleIds = [...new Set(input.vehicleIds)];
  const warehouseIds = [...new Set(input.warehouseIds)];
  const own = await ownTargets(ctx.db, auth, vehicleIds, warehouseIds);
  if (own.vehicles !== vehicleIds.length || own.warehouses !== warehouseIds.length)
    throw businessFailure('errors.notFound');
  const sealed = secret === '' ? current.sealed! : tokenSealOf(ctx.deps.dataDir).seal(secret);
  const values = {
    enabled: input.enabled ? 1 : 0,
    platform_url: input.platformUrl,
    enterprise_code: input.enterpriseCode,
    app_key: input.appKey,
    app_secret_sealed: sealed,
    upload_interval_min: input.uploadIntervalMin,
    modified_by: auth.userId,
    modified_at: ctx.deps.now(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('code_tracing_settings')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('code_tracing_targets').where('company_id', '=', companyId).execute();
    const targets = [
      ...vehicleIds.map((id) => ({ company_id: companyId, kind: 'vehicle', target_id: id })),
      ...warehouseIds.map((id) => ({ company_id: companyId, kind: 'warehouse', target_id: id })),
    ];
    if (targets.length > 0) await trx.insertInto('code_tracing_targets').values(targets).execute();
  });
  return (await settingOf(ctx.db, companyId, ctx.deps.dataDir)).setting;
};
