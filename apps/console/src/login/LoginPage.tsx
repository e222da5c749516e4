import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import { loadShellData } from '../session/loadShellData';
import { session } from '../session/sessionState';
import { browserStorage } from '../storage/browserStorage';
import { landingPath } from './landingPath';
import { LoginLanguageSwitch } from './LoginLanguageSwitch';
import './LoginPage.css';

const ids = TEST_IDS.login;

/**
 * The login page is part of the first download, so it is plain React and CSS: antd and the shell load only
 * after sign-in.
 *
 * "Remember password" (seed 000 §2.1) is kept as remember-me: the server gives the session cookie a longer
 * life, and this page remembers only the user name. The password itself is never written to browser
 * storage, in plain text or "encoded": anything a page script can read back, an injected script can read
 * too. Saving passwords is left to the browser's password manager (autocomplete="current-password").
 */
export function LoginPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = browserStorage.read('rememberedUserName');
  const [userName, setUserName] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('login.title')} - ${t('common.appName')}`;
  }, [t]);

  // The nonce defeats caches: each click asks the server for a new image (and a new answer).
  const captchaUrl = api.url(ENDPOINTS.captcha, { t: String(captchaNonce) });
  const newCaptcha = () => {
    setCaptcha('');
    setCaptchaNonce(Date.now());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = userName.trim();
    if (name === '' || password === '' || captcha.trim() === '') {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // Failures are shown inline, from the server's own message (wrong password, captcha, too many tries).
      const quiet = { toast: false, cancelOnRouteChange: false };
      await api.call(ENDPOINTS.login, { userName: name, password, captcha: captcha.trim(), remember }, quiet);
      if (remember) browserStorage.write('rememberedUserName', name);
      else browserStorage.remove('rememberedUserName');
      // A new sign-in is reminded once of the unprocessed events of the last 30 days.
      browserStorage.remove('popupSeen');
      await loadShellData(api, quiet);
      navigate(landingPath(session.routes, params.get('redirect')), { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.serverMessage || failure.message : t('login.failed'));
      setPassword('');
      newCaptcha();
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <LoginLanguageSwitch />
      <form className="login__card" onSubmit={onSubmit} data-testid={ids.form} noValidate>
        <header className="login__header">
          <h1 className="login__app">{t('common.appName')}</h1>
          <p className="login__tagline">{t('common.appTagline')}</p>
        </header>
        <h2 className="login__title">{t('login.title')}</h2>

        <label className="login__field">
          <span>{t('login.userName')}</span>
          <input
            name="userName"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            data-testid={ids.userName}
            autoFocus={remembered === null}
          />
        </label>
        <label className="login__field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid={ids.password}
            autoFocus={remembered !== null}
          />
        </label>
        <label className="login__field">
          <span>{t('login.captcha')}</span>
          <span className="login__captcha">
            <input
              name="captcha"
              autoComplete="off"
              inputMode="text"
              value={captcha}
              onChange={(e) => setCaptcha(e.target.value)}
              data-testid={ids.captcha}
            />
            <img
              src={captchaUrl}
              alt={t('login.captchaImage')}
              title={t('login.captchaRefresh')}
              onClick={newCaptcha}
              data-testid={ids.captchaImage}
            />
          </span>
        </label>
        <label className="login__remember">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            data-testid={ids.remember}
          />
          <span>{t('login.remember')}</span>
        </label>

        <p className="login__error" role="alert" data-testid={ids.error} hidden={error === null}>
          {error}
        </p>
        <button className="login__submit" type="submit" disabled={busy} data-testid={ids.submit}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
