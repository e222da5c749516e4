import {
  ACC_STATUS,
  CHAT_KIND,
  CHAT_STATE,
  ENDPOINTS,
  ONLINE_STATUS,
  TEST_IDS,
  type AlarmDetailVO,
  type ChatKind,
} from '@roadwatch/core';
import { AudioOutlined, PhoneOutlined, SoundOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { chatState, formatChatTime } from './chat/chatState';
import { hangUp, setFloated, startChat } from './chat/chatSession';
import { mountChatWidget } from './chat/mountChatWidget';
import './voice.css';

export interface TalkSolutionProps {
  alarm: AlarmDetailVO;
  onChattingChange: (chatting: boolean) => void;
}

/**
 * Solution tag 3: intercom (two-way) or listening with the alarm's vehicle. Starting needs a secure context
 * (https or localhost), a browser with the microphone API, and the vehicle online with ACC on (seed 000 §4, §5).
 */
export function TalkSolution({ alarm, onChattingChange }: TalkSolutionProps) {
  const { t } = useTranslation('voice');
  const { message } = App.useApp();
  const chat = useSnapshot(chatState);
  const [checking, setChecking] = useState<ChatKind | null>(null);
  const active = chat.state !== CHAT_STATE.static;
  const here = active && chat.vehicleId === alarm.vehicleId;

  useEffect(() => {
    mountChatWidget();
  }, []);
  // Told only when it changes (the dialog passes a new callback on every render).
  const notify = useRef(onChattingChange);
  useEffect(() => {
    notify.current = onChattingChange;
  });
  useEffect(() => {
    notify.current(here);
  }, [here]);

  const start = async (kind: ChatKind) => {
    const what = kind === CHAT_KIND.intercom ? t('chat.intercom') : t('chat.listen');
    if (active) {
      void message.warning(t('chat.exclusive'));
      return;
    }
    if (!window.isSecureContext) {
      void message.error(t('chat.needsSecure'));
      return;
    }
    if (
      !navigator.mediaDevices?.getUserMedia ||
      typeof WebSocket === 'undefined' ||
      typeof AudioContext === 'undefined'
    ) {
      void message.error(t('chat.unsupported'));
      return;
    }
    setChecking(kind);
    try {
      const vehicle = await api.call(ENDPOINTS.freshVehicleOnlineAccTree, { vehicleId: alarm.vehicleId });
      if (vehicle.onlineStatus !== ONLINE_STATUS.online) {
        void message.warning(t('chat.vehicleOffline', { kind: what }));
        return;
      }
      if (vehicle.accStatus !== ACC_STATUS.on) {
        void message.warning(t('chat.accOff', { kind: what }));
        return;
      }
      startChat(alarm, kind);
    } catch {
      // The client showed the failure.
    } finally {
      setChecking(null);
    }
  };

  const kindLabel = chat.kind === CHAT_KIND.listen ? t('chat.listen') : t('chat.intercom');
  return (
    <div className="rw-talk" data-testid={TEST_IDS.voice.talkArea}>
      <Space wrap>
        <Button
          type={here && chat.kind === CHAT_KIND.intercom ? 'primary' : 'default'}
          icon={<AudioOutlined />}
          loading={checking === CHAT_KIND.intercom}
          disabled={active && chat.kind !== CHAT_KIND.intercom}
          data-testid={TEST_IDS.voice.talkIntercom}
          onClick={() => void start(CHAT_KIND.intercom)}
        >
          {t('chat.intercom')}
        </Button>
        <Button
          type={here && chat.kind === CHAT_KIND.listen ? 'primary' : 'default'}
          icon={<SoundOutlined />}
          loading={checking === CHAT_KIND.listen}
          disabled={active && chat.kind !== CHAT_KIND.listen}
          data-testid={TEST_IDS.voice.talkListen}
          onClick={() => void start(CHAT_KIND.listen)}
        >
          {t('chat.listen')}
        </Button>
      </Space>
      <div className="rw-talk__status">
        <Tag
          className={`rw-chat-state rw-chat-state--${here ? chat.state : CHAT_STATE.static}`}
          data-testid={TEST_IDS.voice.chatState}
          data-state={here ? chat.state : CHAT_STATE.static}
        >
          {here ? `${kindLabel} · ${t(`chat.state.${chat.state}`)}` : t('chat.state.static')}
        </Tag>
        <span className="rw-chat-timer" data-testid={TEST_IDS.voice.chatTimer} aria-label={t('chat.timer')}>
          {formatChatTime(here ? chat.seconds : 0)}
        </span>
      </div>
      {here && (
        <Space>
          <Button
            danger
            type="primary"
            icon={<PhoneOutlined />}
            data-testid={TEST_IDS.voice.talkHangUp}
            onClick={hangUp}
          >
            {t('chat.hangUp')}
          </Button>
          <Button data-testid={TEST_IDS.voice.talkFloat} onClick={() => setFloated(!chat.floated)}>
            {chat.floated ? t('chat.dock') : t('chat.float')}
          </Button>
        </Space>
      )}
    </div>
  );
}
