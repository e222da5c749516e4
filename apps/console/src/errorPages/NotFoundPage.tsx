import { TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './errorPage.css';

/** The catch-all page: an apology and a way home. Plain React, so it needs no session and no antd. */
export function NotFoundPage() {
  const { t } = useTranslation('console');
  return (
    <main className="error-page" data-testid={TEST_IDS.notFound.page}>
      <p className="error-page__code">404</p>
      <h1 className="error-page__title">{t('notFound.title')}</h1>
      <Link className="error-page__link" to="/" data-testid={TEST_IDS.notFound.homeLink}>
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}
