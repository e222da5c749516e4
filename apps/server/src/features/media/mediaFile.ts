import { ENDPOINTS, endpointPath } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { DEFAULT_DATA_DIR } from '../../seed/defaults';
import { inScope } from '../../scope/inScope';
import { readMediaFile } from './mediaFiles';

/** The media item's address relative to the alarm module (picDataType 1: the console prefixes the media host). */
export function mediaFileUrl(id: number): string {
  const path = endpointPath(ENDPOINTS.mediaFile);
  return `${path.slice(path.lastIndexOf('/') + 1)}?id=${id}`;
}

/**
 * mediaFile: the bytes of an uploaded picture whose vehicle the caller's company and department scope hold, as
 * image/jpeg. Any other id — another company's, another branch's, none — is the same 404, so ids cannot be
 * probed. A stored picture never changes (it is named by its hash), so browsers may keep it.
 */
export const mediaFile: EndpointHandler<typeof ENDPOINTS.mediaFile> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('media')
    .innerJoin('vehicles', 'vehicles.id', 'media.vehicle_id')
    .select(['media.sha256', 'media.mime'])
    .where('media.id', '=', ctx.input.id)
    .where(inScope(user, 'vehicles'))
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'errors.notFound');
  const bytes = await readMediaFile(ctx.deps.dataDir ?? DEFAULT_DATA_DIR, row.sha256, 'jpg');
  void ctx.reply
    .type(row.mime)
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('etag', `"${row.sha256}"`)
    .header('x-content-type-options', 'nosniff');
  return bytes;
};
