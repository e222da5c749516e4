import {
  ENDPOINTS,
  GUIDE_BITS,
  PROTOCOL_VERSION,
  type BusinessInfo,
  type PasswordNotice,
  type PasswordOverdue,
  type SentryInfo,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { proxy, ref } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { browserStorage } from '../storage/browserStorage';

type Kept<T extends object> = ReturnType<typeof ref<T>>;

/** What the account dialogs know about the signed-in user (issue 4, parts 8–12). */
export interface AccountState {
  password: Kept<PasswordOverdue> | null;
  /** The user closed the optional password dialog (kept in the stored notice as isLook). */
  passwordSeen: boolean;
  protocolAgreed: boolean | null;
  protocolAgreedAt: number | null;
  guideMask: number | null;
  haveLicense: boolean | null;
  business: Kept<BusinessInfo> | null;
  businessOpen: boolean;
  sentry: Kept<SentryInfo> | null;
}

export const account = proxy<AccountState>({
  password: null,
  passwordSeen: false,
  protocolAgreed: null,
  protocolAgreedAt: null,
  guideMask: null,
  haveLicense: null,
  business: null,
  businessOpen: false,
  sentry: null,
});

// The account calls belong to the shell, not to a page: a route change must not cancel them.
const SHELL = { cancelOnRouteChange: false } as const;
const QUIET = { cancelOnRouteChange: false, toast: false } as const;

function logged(what: string) {
  return (error: unknown) => {
    if (isApiError(error) && (error.kind === 'unauthorised' || error.kind === 'cancelled')) return;
    logError('shellData', `account: ${what} failed`, error);
  };
}

/** Loads everything the dialogs decide on; each part fills in as it arrives. */
export function loadAccountState(userId: number): void {
  Object.assign(account, {
    password: null,
    passwordSeen: false,
    protocolAgreed: null,
    protocolAgreedAt: null,
    guideMask: null,
    haveLicense: null,
    business: null,
    businessOpen: false,
    sentry: null,
  } satisfies AccountState);
  void api
    .call(ENDPOINTS.getPasswordOverdue, {}, QUIET)
    .then((notice) => applyPasswordNotice(notice, userId))
    .catch(logged('password notice'));
  void api
    .call(ENDPOINTS.getProtocolConsent, {}, QUIET)
    .then((consent) => {
      account.protocolAgreed = consent.agreed;
      account.protocolAgreedAt = consent.agreedAt;
    })
    .catch(logged('protocol consent'));
  void api
    .call(ENDPOINTS.fetchCommonSetting, {}, QUIET)
    .then((settings) => {
      account.guideMask = settings.operationalGuide;
    })
    .catch(logged('common settings'));
  void api
    .call(ENDPOINTS.haveLicense, {}, QUIET)
    .then((have) => {
      account.haveLicense = have;
    })
    .catch(logged('licence'));
  void api
    .call(ENDPOINTS.getBusinessInfo, {}, QUIET)
    .then((info) => {
      account.business = ref(info);
    })
    .catch(logged('business info'));
  refreshSentry();
}

/**
 * The stored notice (seed 000 §3 "password-change notice") remembers that this user dismissed the dialog; a
 * mandatory change cannot be dismissed, and a notice of another user does not count.
 */
function applyPasswordNotice(notice: PasswordOverdue, userId: number): void {
  const stored = browserStorage.read('passwordNotice');
  const isLook = !notice.necessary && stored?.userId === userId && stored.isLook;
  const kept: PasswordNotice = { ...notice, isLook, userId };
  browserStorage.write('passwordNotice', kept);
  account.password = ref(notice);
  account.passwordSeen = isLook;
}

/** Closing the optional dialog marks the notice as seen. */
export function markPasswordSeen(): void {
  account.passwordSeen = true;
  const stored = browserStorage.read('passwordNotice');
  if (stored) browserStorage.write('passwordNotice', { ...stored, isLook: true });
}

/** After a successful change the notice no longer applies. */
export function passwordChanged(): void {
  const cleared: PasswordOverdue = {
    display: false,
    necessary: false,
    content: '',
    lastPasswordModifiedTime: Date.now(),
  };
  account.password = ref(cleared);
  const stored = browserStorage.read('passwordNotice');
  if (stored) browserStorage.write('passwordNotice', { ...stored, ...cleared, isLook: true });
}

export async function agreeProtocol(): Promise<void> {
  const consent = await api.call(ENDPOINTS.agreeProtocol, { version: PROTOCOL_VERSION }, SHELL);
  account.protocolAgreed = consent.agreed;
  account.protocolAgreedAt = consent.agreedAt;
}

/** Sets a guide bit and saves the mask; the dialog closes at once, a failed save is toasted. */
export async function setGuideBit(bit: number): Promise<void> {
  const mask = (account.guideMask ?? 0) | bit;
  account.guideMask = mask;
  await api.call(ENDPOINTS.updateOperationalGuide, { operationalGuide: mask }, SHELL);
}

export function licenceRegistered(): void {
  account.haveLicense = true;
  void api
    .call(ENDPOINTS.getBusinessInfo, {}, QUIET)
    .then((info) => {
      account.business = ref(info);
    })
    .catch(logged('business info'));
}

export function openBusinessLoan(): void {
  account.businessOpen = true;
}

export function closeBusinessLoan(): void {
  account.businessOpen = false;
}

/** Reads the pending duty check from the alarm and message summary (polled with it, every 60 s). */
export function refreshSentry(): void {
  void api
    .call(ENDPOINTS.fetchAlarmAbnormalMsg, {}, QUIET)
    .then((summary) => showSentry(summary.sentryInfo))
    .catch(logged('sentry'));
}

/** The box shows this duty check, or closes for null (also what a reply answers with). */
export function showSentry(next: SentryInfo | null): void {
  if (next?.msgId === account.sentry?.msgId) return;
  account.sentry = next ? ref(next) : null;
}

export const GUIDE = GUIDE_BITS;
