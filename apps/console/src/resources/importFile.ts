import { IMPORT_MAX_BYTES } from '@roadwatch/core';

/** Why a picked file cannot be imported (the server refuses the same), or null; `maxBytes` is the resource's. */
export function importFileProblem(
  file: { name: string; size: number },
  maxBytes: number = IMPORT_MAX_BYTES,
): 'wrongType' | 'tooLarge' | null {
  if (!/\.xlsx?$/i.test(file.name)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Base64 of a file's bytes, in chunks (a spread of megabytes would overflow the call stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  const chunk = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
