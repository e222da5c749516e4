import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BoardFrame } from './boards/BoardFrame';
import { Stage } from './layout/Stage';
import { ConfigErrorScreen } from './screens/ConfigErrorScreen';
import { NoticeScreen } from './screens/NoticeScreen';
import { kioskState } from './state/kioskState';

export function App() {
  const { screen, display, config } = useSnapshot(kioskState);
  const { t } = useTranslation('kiosk');

  let content;
  switch (screen.kind) {
    case 'running':
      content = <BoardFrame />;
      break;
    case 'connecting':
      content = (
        <NoticeScreen
          tone="info"
          title={t('loading')}
          lines={screen.unreachable ? [t('serverUnreachable')] : []}
        />
      );
      break;
    case 'noDisplay':
      content = <NoticeScreen tone="error" title={t('noDisplay')} lines={[t('noDisplayBody')]} />;
      break;
    case 'displayNotFound':
      content = (
        <NoticeScreen
          tone="error"
          title={t('displayNotFound', { display })}
          lines={[t('displayNotFoundBody', { display }), t('retrying')]}
        />
      );
      break;
    case 'notAuthorised':
      content = (
        <NoticeScreen
          tone="error"
          title={t('notAuthorised')}
          lines={[t('notAuthorisedBody', { display }), t('retrying')]}
        />
      );
      break;
    case 'noToken':
      content = (
        <NoticeScreen tone="error" title={t('notAuthorised')} lines={[t('noTokenBody', { display })]} />
      );
      break;
    case 'addressRefused':
      content = (
        <NoticeScreen
          tone="error"
          title={t('addressRefused')}
          lines={[t('addressRefusedBody', { display }), t('retrying')]}
        />
      );
      break;
    case 'configError':
      content = <ConfigErrorScreen display={display} issues={screen.issues} />;
      break;
  }
  return <Stage theme={config?.theme ?? 'dark'}>{content}</Stage>;
}
