import { createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';

export interface MonitorAuthKeys {
  /** 24 random bytes, base64url: names the authorisation in the access address. */
  accessId: string;
  /** SubjectPublicKeyInfo DER, base64: the half the server keeps. */
  publicKey: string;
  /** PKCS#8 DER, base64: the half the third party keeps, answered once. */
  privateKey: string;
}

/** A new access id and Ed25519 key pair. */
export function newMonitorAuthKeys(): MonitorAuthKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    accessId: randomBytes(24).toString('base64url'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** Whether `signature` (base64 or base64url) is the Ed25519 signature of `text` by the stored public key. */
export function monitorAuthSignatureValid(publicKey: string, text: string, signature: string): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    const sig = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (sig.length !== 64) return false;
    return verify(null, Buffer.from(text, 'utf8'), key, sig);
  } catch {
    return false;
  }
}
