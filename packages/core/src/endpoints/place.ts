import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { FetchPositionByLonLatResponse } from '../types/settings';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

export const longitude = z
  .number({ error: VMSG.required })
  .min(-180, { error: VMSG.tooSmall })
  .max(180, { error: VMSG.tooBig });
export const latitude = z
  .number({ error: VMSG.required })
  .min(-90, { error: VMSG.tooSmall })
  .max(90, { error: VMSG.tooBig });

/** Place names (seed 000 §7 fetchPositionByLonLat). */
export const placeEndpoints = {
  /** "省 市 区/县" at a point (AMap when configured, else the offline gazetteer); '' outside China. */
  fetchPositionByLonLat: endpoint<FetchPositionByLonLatResponse>()({
    name: 'fetchPositionByLonLat',
    method: 'GET',
    module: 'place',
    path: '/fetchPositionByLonLat',
    access: 'session',
    kiosk: true,
    request: z.strictObject({ lon: queryNumber(longitude), lat: queryNumber(latitude) }),
  }),
} as const;
