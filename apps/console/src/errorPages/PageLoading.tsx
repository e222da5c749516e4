import { useTranslation } from 'react-i18next';
import './errorPage.css';

export function PageLoading() {
  const { t } = useTranslation('console');
  return (
    <div className="page-loading" role="status">
      {t('shell.loading')}
    </div>
  );
}
