import { GUIDE_BITS, type PasswordOverdue, type UserKind } from '@roadwatch/core';

export type AccountDialog = 'password' | 'protocol' | 'guide' | 'licence' | 'onlineService';

export interface AccountFacts {
  /** The server's password notice; null until loaded. */
  password: PasswordOverdue | null;
  /** The user closed the (optional) password dialog this session. */
  passwordSeen: boolean;
  /** The password-update page shows the form itself. */
  onPasswordPage: boolean;
  /** null until loaded. */
  protocolAgreed: boolean | null;
  /** The pages that show the protocol texts agree by themselves. */
  onProtocolPage: boolean;
  /** Effective guide bits (the server clears the licence bit 24 h after it was set); null until loaded. */
  guideMask: number | null;
  userKind: UserKind | null;
  /** null until loaded. */
  haveLicense: boolean | null;
}

/**
 * The one account dialog to show now, in order of urgency: a mandatory password change blocks everything; then
 * the protocol consent; then an optional password reminder; then the first-login guide, the licence prompt
 * (company administrators of a company without a licence) and the online-service guide. A dialog waits until
 * the facts it depends on are loaded, so a later one never flashes before an earlier one.
 */
export function nextAccountDialog(f: AccountFacts): AccountDialog | null {
  if (f.password === null) return null;
  const passwordDue = f.password.display && !f.onPasswordPage;
  if (passwordDue && f.password.necessary) return 'password';
  if (f.protocolAgreed === null) return null;
  // On the protocol pages the page itself asks; nothing else shows before the user has agreed.
  if (!f.protocolAgreed) return f.onProtocolPage ? null : 'protocol';
  if (passwordDue && !f.passwordSeen) return 'password';
  if (f.guideMask === null) return null;
  if ((f.guideMask & GUIDE_BITS.firstLogin) === 0) return 'guide';
  if (f.userKind === 'companyAdmin') {
    if (f.haveLicense === null) return null;
    if (!f.haveLicense && (f.guideMask & GUIDE_BITS.licence) === 0) return 'licence';
  }
  if ((f.guideMask & GUIDE_BITS.onlineService) === 0) return 'onlineService';
  return null;
}
