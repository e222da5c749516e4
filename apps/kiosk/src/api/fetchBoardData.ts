import { KIOSK_BOARD_ENDPOINT, kioskEndpoints, type BoardKind, type KioskBoardData } from '@roadwatch/core';
import type { KioskApi } from './kioskApi';

/** The one server call of a board kind (its aggregation, cached on the server for the refresh interval). */
export async function fetchBoardData<K extends BoardKind>(
  api: KioskApi,
  kind: K,
): Promise<KioskBoardData[K]> {
  // The table maps each kind to its endpoint; TypeScript cannot follow the correlation through the generic,
  // so the call is typed as the (structurally equal) operation board's: a GET whose fields are all optional.
  const endpoint = kioskEndpoints[
    KIOSK_BOARD_ENDPOINT[kind]
  ] as (typeof kioskEndpoints)['kioskOperationBoard'];
  return (await api.call(endpoint, {})) as unknown as KioskBoardData[K];
}
