import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { i18n } from './app/i18n';
import './app/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
document.title = i18n.t('common.appName');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n} defaultNS="console">
      <App />
    </I18nextProvider>
  </StrictMode>,
);
