import { Result } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../errorPages/PageLoading';
import type { MenuRoute } from '../routes/menuRoute';
import { lazyPage } from '../routes/pageRegistry';
import { PageErrorBoundary } from './PageErrorBoundary';

/** One menu route: its lazy page, the document title, and a contained failure if the page cannot load. */
export function MenuPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('console');
  const Page = lazyPage(route.pageKey);

  useEffect(() => {
    document.title = `${route.meta.title} - ${t('common.appName')}`;
  }, [route.meta.title, t]);

  return (
    <PageErrorBoundary
      key={route.pageKey}
      pageKey={route.pageKey}
      fallback={<Result status="warning" title={t('shell.pageLoadFailed')} />}
    >
      <Suspense fallback={<PageLoading />}>
        {/* lazyPage returns the same component for a key on every render, so state is not reset. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
}
