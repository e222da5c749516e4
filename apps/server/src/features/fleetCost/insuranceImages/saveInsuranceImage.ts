import { INSURANCE_IMAGE_MAX, type InsuranceImageRow } from '@roadwatch/core';
import { createHash } from 'node:crypto';
import { isPostgres } from '../../../db/dialect';
import { ApiFailure } from '../../../http/apiFailure';
import type { AppDeps } from '../../../http/endpointHandler';
import type { UserAuth } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { imageInfo } from '../../basicData/imageInfo';
import { removeInsuranceImage, writeInsuranceImage } from './insuranceImageStore';

/** Longest original file name kept (shown in the form). */
const NAME_MAX = 100;

/**
 * Stores one image of a policy whose vehicle the caller sees (else 403: another company's or a missing policy alike): a JPG, PNG or BMP by content whose header
 * decodes, at most INSURANCE_IMAGE_MAX per policy (counted in the same transaction as the insert, the policy row
 * locked first on PostgreSQL so two uploads at once cannot make one too many). The file is written first and removed
 * again when the row is refused, so no row ever names a missing file.
 */
export async function saveInsuranceImage(
  deps: AppDeps,
  auth: UserAuth,
  input: { policyId: number; fileName: string; bytes: Buffer },
): Promise<InsuranceImageRow> {
  const info = imageInfo(input.bytes);
  if (!info) throw new ApiFailure(400, 'errors.insuranceImageNotImage');
  const policy = await deps.db
    .selectFrom('insurance_policies as t')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .select('t.id')
    .where('t.id', '=', input.policyId)
    .where(inScope(auth, 'vehicles', 'v'))
    .executeTakeFirst();
  if (!policy) throw new ApiFailure(403, 'errors.insuranceNotFound');
  const storedName = await writeInsuranceImage(deps, auth.companyId, info.extension, input.bytes);
  const fileName = [...input.fileName.replace(/[\\/\p{Cc}]/gu, '')].slice(-NAME_MAX).join('') || storedName;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // Lock the policy (PostgreSQL; SQLite writes one at a time) and check it is still there.
      let still = trx
        .selectFrom('insurance_policies')
        .select('id')
        .where('id', '=', input.policyId)
        .where('company_id', '=', auth.companyId);
      if (isPostgres(trx)) still = still.forUpdate();
      if (!(await still.executeTakeFirst())) throw new ApiFailure(403, 'errors.insuranceNotFound');
      const count = await trx
        .selectFrom('insurance_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('policy_id', '=', input.policyId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= INSURANCE_IMAGE_MAX)
        throw new ApiFailure(400, 'errors.insuranceImageLimit', { max: INSURANCE_IMAGE_MAX });
      const row = await trx
        .insertInto('insurance_images')
        .values({
          policy_id: input.policyId,
          company_id: auth.companyId,
          file_name: fileName,
          mime: info.mime,
          size: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          stored_name: storedName,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), fileName, size: input.bytes.length };
    });
  } catch (error) {
    await removeInsuranceImage(deps, auth.companyId, storedName);
    throw error;
  }
}
