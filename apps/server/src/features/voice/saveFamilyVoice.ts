import { LIMITS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { checkVoiceContent, voiceName } from './checkVoiceUpload';
import { removeVoiceFile, voiceUrl, writeVoiceFile } from './familyVoiceStore';

export interface SaveFamilyVoiceInput {
  driverId: number;
  name: string | undefined;
  fileName: string;
  bytes: Uint8Array;
}

export interface SavedFamilyVoice {
  id: number;
  name: string;
  url: string;
  sizeBytes: number;
}

/** Stores one uploaded file after every rule passed; nothing is kept when one fails. */
export async function saveFamilyVoice(
  deps: AppDeps,
  auth: UserAuth,
  input: SaveFamilyVoiceInput,
): Promise<SavedFamilyVoice> {
  const driver = await deps.db
    .selectFrom('drivers')
    .select(['id'])
    .where('id', '=', input.driverId)
    .where(inScope(auth, 'drivers'))
    .executeTakeFirst();
  if (!driver) throw businessFailure('errors.notFound');
  const name = voiceName(input.name, input.fileName);
  const { mime, extension } = await checkVoiceContent(input.bytes);

  const existing = await deps.db
    .selectFrom('family_voices')
    .select(['name'])
    .where('driver_id', '=', driver.id)
    .execute();
  if (existing.length >= LIMITS.voiceFilesPerDriver) {
    throw businessFailure('errors.voiceFileLimit', { max: LIMITS.voiceFilesPerDriver });
  }
  if (existing.some((row) => row.name === name)) throw businessFailure('errors.voiceFileDuplicate', { name });

  const storedName = await writeVoiceFile(deps, auth.companyId, extension, input.bytes);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      // Re-counted inside the transaction: two uploads at once must not make a sixth file.
      const { n } = await trx
        .selectFrom('family_voices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('driver_id', '=', driver.id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= LIMITS.voiceFilesPerDriver) {
        throw businessFailure('errors.voiceFileLimit', { max: LIMITS.voiceFilesPerDriver });
      }
      return trx
        .insertInto('family_voices')
        .values({
          company_id: auth.companyId,
          driver_id: driver.id,
          name,
          stored_name: storedName,
          mime,
          size_bytes: input.bytes.length,
          created_by: auth.userId,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return { id: row.id, name, url: voiceUrl(row.id), sizeBytes: input.bytes.length };
  } catch (error) {
    await removeVoiceFile(deps, auth.companyId, storedName);
    // The unique (driver, name) index settles a race between two uploads of the same name.
    if (error instanceof Error && /unique|duplicate/i.test(error.message)) {
      throw businessFailure('errors.voiceFileDuplicate', { name });
    }
    throw error;
  }
}
