import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { ChatWidget } from './ChatWidget';
import '../voice.css';

let root: Root | null = null;

/** Renders the floating chat widget once, in its own root on <body>, so it outlives pages and dialogs. */
export function mountChatWidget(): void {
  if (root) return;
  const host = document.createElement('div');
  host.className = 'rw-chat-widget-host';
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(
    <I18nextProvider i18n={i18n} defaultNS="voice">
      <ChatWidget />
    </I18nextProvider>,
  );
}
