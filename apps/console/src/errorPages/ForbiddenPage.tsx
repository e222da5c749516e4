import { TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './errorPage.css';

/** No permission: tells the user who grants access (seed 000 §2.1). Public. */
export function ForbiddenPage() {
  const { t } = useTranslation('console');
  return (
    <main className="error-page" data-testid={TEST_IDS.forbidden.page}>
      <p className="error-page__code">403</p>
      <h1 className="error-page__title">{t('forbidden.title')}</h1>
      <p className="error-page__body">{t('forbidden.body')}</p>
      <Link className="error-page__link" to="/">
        {t('forbidden.backHome')}
      </Link>
    </main>
  );
}
