import { PROTOCOL_VERSION, type ProtocolConsent } from '@roadwatch/core';

/** The consent as the console sees it: agreement to an older version counts as none. */
export function protocolConsentOf(row: {
  protocol_version: string | null;
  protocol_agreed_at: number | null;
}): ProtocolConsent {
  const agreed = row.protocol_version === PROTOCOL_VERSION && row.protocol_agreed_at !== null;
  return {
    agreed,
    version: PROTOCOL_VERSION,
    agreedAt: agreed ? Number(row.protocol_agreed_at) : null,
  };
}
