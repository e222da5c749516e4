import { TEST_IDS } from '@roadwatch/core';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { alarmShell, hideFloating, markRead } from './alarmShellState';

const ids = TEST_IDS.alarmShell;

/** Messages of sources 8, 22 and 23 float bottom-right and hide after 10 s (seed 000 §2.5). */
export function FloatingMessageBox() {
  const { t } = useTranslation('popover');
  const { floating } = useSnapshot(alarmShell);
  if (floating.length === 0) return null;
  return (
    <Card
      size="small"
      className="alarm-shell__floating"
      title={t('message.floatingTitle')}
      data-testid={ids.floatingBox}
      role="status"
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('ui.close')}
          onClick={() => hideFloating()}
          data-testid={ids.floatingClose}
        />
      }
    >
      {floating.map((m) => (
        <div
          key={m.messageId}
          className="alarm-shell__floating-item"
          data-testid={ids.floatingMessage(m.messageId)}
        >
          <div className="alarm-shell__item-main">
            <span className="alarm-shell__item-title">{m.title}</span>
            <span className="alarm-shell__item-time">{m.pubTime}</span>
          </div>
          <div className="alarm-shell__item-content">{m.msgContent}</div>
          <Button size="small" type="link" onClick={() => void markRead(m.messageId)}>
            {t('message.markRead')}
          </Button>
        </div>
      ))}
    </Card>
  );
}
