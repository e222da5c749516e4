import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import { kioskI18n } from './i18n/kioskI18n';
import { startKiosk } from './runtime/startKiosk';
import './styles/kiosk.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={kioskI18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
void startKiosk();
