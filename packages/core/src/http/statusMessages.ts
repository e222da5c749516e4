/** Catalogue message keys (namespace `errors`) per HTTP status (seed 000 §8, seed 001 §8). */
const STATUS_KEYS: Record<number, string> = {
  400: 'http400',
  403: 'http403',
  404: 'http404',
  502: 'http502',
  503: 'http503',
  504: 'http504',
};

export function statusMessageKey(status: number): string {
  return STATUS_KEYS[status] ?? 'httpOther';
}

/** Status codes that mean "no valid session": clear local storage and go to login. */
export const UNAUTHORISED_STATUSES: readonly number[] = [303, 401];

/** Status codes that, on a verification url, raise the verification flag instead of an error toast. */
export const VERIFICATION_STATUSES: readonly number[] = [301, 403];

/** Month bill, bill check and payment record calls need an extra verification step (seed 001 §7). */
export const VERIFICATION_URL_PATTERNS: readonly RegExp[] = [/monthBill/i, /billCheck/i, /paymentRecord/i];

export function isVerificationUrl(url: string): boolean {
  return VERIFICATION_URL_PATTERNS.some((pattern) => pattern.test(url));
}
