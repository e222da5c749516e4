import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from '../errorPages/PageLoading';
import { ACCOUNT_PATHS } from './accountPaths';

const ProtocolPage = lazy(() => import('./pages/ProtocolPage').then((m) => ({ default: m.ProtocolPage })));
const PrivacyPolicyPage = lazy(() =>
  import('./pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const ServiceLevelAgreementPage = lazy(() =>
  import('./pages/ServiceLevelAgreementPage').then((m) => ({ default: m.ServiceLevelAgreementPage })),
);

const lazyElement = (Page: ComponentType) => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

/**
 * The fixed account routes outside the menu system (seed 000 §2.1: /protocol, /serviceLevelAgreement, and the
 * privacy policy page). Called as a function inside <Routes>, which accepts a fragment of <Route>s.
 */
export function accountRoutes() {
  return (
    <>
      <Route path={ACCOUNT_PATHS.protocol.slice(1)} element={lazyElement(ProtocolPage)} />
      <Route path={ACCOUNT_PATHS.privacy.slice(1)} element={lazyElement(PrivacyPolicyPage)} />
      <Route
        path={ACCOUNT_PATHS.serviceLevelAgreement.slice(1)}
        element={lazyElement(ServiceLevelAgreementPage)}
      />
    </>
  );
}
