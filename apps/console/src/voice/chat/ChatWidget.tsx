import { CHAT_STATE, TEST_IDS } from '@roadwatch/core';
import { Button } from 'antd';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatState, formatChatTime } from './chatState';
import { hangUp, setFloated } from './chatSession';

/**
 * The floating chat (seed 000 §2.4): plate, status and timer above everything, dragged by its header. It lives
 * outside the dialog, so a floated chat goes on after the dialog closes.
 */
export function ChatWidget() {
  const { t } = useTranslation('voice');
  const chat = useSnapshot(chatState);
  const [position, setPosition] = useState({ right: 24, bottom: 24 });
  const drag = useRef<{ x: number; y: number; right: number; bottom: number } | null>(null);

  if (chat.state === CHAT_STATE.static || !chat.floated) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, ...position };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setPosition({
      right: Math.max(0, Math.min(window.innerWidth - 80, start.right - (event.clientX - start.x))),
      bottom: Math.max(0, Math.min(window.innerHeight - 40, start.bottom - (event.clientY - start.y))),
    });
  };
  const kind = chat.kind === 'listen' ? t('chat.listen') : t('chat.intercom');

  return (
    <div
      className="rw-chat-widget"
      data-testid={TEST_IDS.voice.chatWidget}
      style={{ right: position.right, bottom: position.bottom }}
      role="dialog"
      aria-label={t('chat.title', { plate: chat.plate, kind })}
    >
      <div
        className="rw-chat-widget__header"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
      >
        <span data-testid={TEST_IDS.voice.chatWidgetPlate}>{chat.plate}</span>
        <span className="rw-chat-widget__kind">{kind}</span>
      </div>
      <div className="rw-chat-widget__body">
        <span className={`rw-chat-state rw-chat-state--${chat.state}`}>{t(`chat.state.${chat.state}`)}</span>
        <span className="rw-chat-timer" aria-label={t('chat.timer')}>
          {formatChatTime(chat.seconds)}
        </span>
      </div>
      <div className="rw-chat-widget__actions">
        <Button size="small" onClick={() => setFloated(false)}>
          {t('chat.dock')}
        </Button>
        <Button size="small" danger type="primary" onClick={hangUp}>
          {t('chat.hangUp')}
        </Button>
      </div>
    </div>
  );
}
