import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { account, loadAccountState, refreshSentry } from './accountState';
import { ACCOUNT_PATHS } from './accountPaths';
import { BusinessLoanDialog } from './BusinessLoanDialog';
import { FirstLoginGuide } from './FirstLoginGuide';
import { LicenceDialog } from './LicenceDialog';
import { nextAccountDialog } from './nextAccountDialog';
import { OnlineServiceGuide } from './OnlineServiceGuide';
import { PasswordDialog } from './PasswordDialog';
import { ProtocolConsentDialog } from './ProtocolConsentDialog';
import { SentryReplyBox } from './SentryReplyBox';
import './account.css';

/** The duty check arrives with the alarm and message summary, refreshed at the shell's pace (seed 000 §9). */
const SENTRY_REFRESH_MS = 60_000;
const PROTOCOL_PAGES: readonly string[] = [ACCOUNT_PATHS.protocol, ACCOUNT_PATHS.privacy];

/**
 * The account dialogs of the signed-in console (issue 4, parts 8–12), one at a time in the order of
 * nextAccountDialog, re-evaluated on every route change; the sentry reply box floats beside them.
 */
export function AccountDialogs() {
  const { user } = useSnapshot(session);
  const state = useSnapshot(account);
  const { pathname } = useLocation();
  const userId = user?.userId ?? null;

  useEffect(() => {
    if (userId === null) return;
    loadAccountState(userId);
    const timer = window.setInterval(refreshSentry, SENTRY_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [userId]);

  const dialog = nextAccountDialog({
    password: state.password,
    passwordSeen: state.passwordSeen,
    onPasswordPage: pathname === ACCOUNT_PATHS.passwordUpdate,
    protocolAgreed: state.protocolAgreed,
    onProtocolPage: PROTOCOL_PAGES.includes(pathname),
    guideMask: state.guideMask,
    userKind: user?.kind ?? null,
    haveLicense: state.haveLicense,
  });

  return (
    <>
      {dialog === 'password' && state.password ? <PasswordDialog notice={state.password} /> : null}
      {dialog === 'protocol' ? <ProtocolConsentDialog /> : null}
      {dialog === 'guide' ? <FirstLoginGuide /> : null}
      {dialog === 'licence' ? <LicenceDialog /> : null}
      {dialog === 'onlineService' ? <OnlineServiceGuide business={state.business} /> : null}
      {state.businessOpen && dialog === null ? <BusinessLoanDialog info={state.business} /> : null}
      {state.sentry ? <SentryReplyBox key={state.sentry.msgId} sentry={state.sentry} /> : null}
    </>
  );
}
