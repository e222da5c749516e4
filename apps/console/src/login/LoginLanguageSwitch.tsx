import { LANGUAGES, TEST_IDS } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { language, switchLanguage } from '../app/i18n';

/** The login page's language choice: plain buttons (no antd on the first download), each in its own language. */
export function LoginLanguageSwitch() {
  const { t, i18n } = useTranslation('console');
  return (
    <nav className="login__languages" aria-label={t('login.language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="login__language"
          aria-pressed={lang === language}
          disabled={lang === language}
          onClick={() => switchLanguage(lang)}
          data-testid={TEST_IDS.login.language(lang)}
        >
          {/* Each name in its own language, so a reader who cannot read the current one still finds theirs. */}
          {i18n.getFixedT(lang, 'common')('languages.' + lang)}
        </button>
      ))}
    </nav>
  );
}
