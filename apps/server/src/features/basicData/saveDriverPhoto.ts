import { DRIVER_PHOTO_MAX, type DriverPhotoRow } from '@roadwatch/core';
import { createHash } from 'node:crypto';
import { businessFailure } from '../../http/apiFailure';
import type { AppDeps } from '../../http/endpointHandler';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { removeDriverPhoto, writeDriverPhoto } from './driverPhotoStore';
import { imageInfo } from './imageInfo';

/** Longest original file name kept (shown in the form). */
const NAME_MAX = 100;

/**
 * Stores one photo of a driver in scope: a JPG, PNG or BMP by content with a size that decodes, at most
 * DRIVER_PHOTO_MAX per driver (counted in the same transaction as the insert). The file is written first and
 * removed again when the row is refused, so no row ever names a missing file.
 */
export async function saveDriverPhoto(
  deps: AppDeps,
  auth: UserAuth,
  input: { driverId: number; fileName: string; bytes: Buffer },
): Promise<DriverPhotoRow> {
  const info = imageInfo(input.bytes);
  if (!info) throw businessFailure('errors.driverPhotoNotImage');
  const storedName = await writeDriverPhoto(deps, auth.companyId, info.extension, input.bytes);
  const fileName = [...input.fileName.replace(/[\\/\p{Cc}]/gu, '')].slice(-NAME_MAX).join('') || storedName;
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const driver = await trx
        .selectFrom('drivers')
        .select('id')
        .where('id', '=', input.driverId)
        .where(inScope(auth, 'drivers'))
        .executeTakeFirst();
      if (!driver) throw businessFailure('errors.driverNotFound');
      const count = await trx
        .selectFrom('driver_photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('driver_id', '=', input.driverId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= DRIVER_PHOTO_MAX)
        throw businessFailure('errors.driverPhotoLimit', { max: DRIVER_PHOTO_MAX });
      const row = await trx
        .insertInto('driver_photos')
        .values({
          driver_id: input.driverId,
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
    await removeDriverPhoto(deps, auth.companyId, storedName);
    throw error;
  }
}
