import { ENDPOINTS, LIMITS, TEST_IDS, type AlarmDetailVO, type TtsSendDto } from '@roadwatch/core';
import { SendOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Empty, Input, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { throttle } from './throttle';
import { useTtsHistory } from './useTtsHistory';
import './voice.css';

export interface TtsSolutionProps {
  alarm: AlarmDetailVO;
  value?: TtsSendDto;
  onChange: (value: TtsSendDto) => void;
}

/** Scrolled this close to the end, the next page loads. */
const LOAD_MORE_WITHIN_PX = 24;

/**
 * Solution tag 2: the message read aloud in the cab (0x8300 with the TTS flag), templates, and the history of
 * what the terminal acknowledged — pages of 20, more on scrolling (throttled to 500 ms). The dialog's submit sends
 * it with the handling; "send now" sends it at once and the acknowledged message appears in the history.
 */
export function TtsSolution({ alarm, value, onChange }: TtsSolutionProps) {
  const { t } = useTranslation('voice');
  const { message } = App.useApp();
  const history = useTtsHistory(alarm.vehicleId, alarm.firstAlarmType, alarm.secondAlarmType);
  const [sending, setSending] = useState(false);
  const current: TtsSendDto = value ?? { insCommon: 0, message: '' };
  const filled = useRef(false);

  // The box starts with the server's default text once, unless the operator typed already.
  useEffect(() => {
    if (filled.current || !history.content) return;
    filled.current = true;
    if (!value?.message) onChange({ insCommon: value?.insCommon ?? 0, message: history.content });
  }, [history.content, value, onChange]);

  const { hasMore, loading, loadMore } = history;
  const onScroll = useMemo(
    () =>
      throttle((element: HTMLDivElement) => {
        if (element.scrollTop + element.clientHeight >= element.scrollHeight - LOAD_MORE_WITHIN_PX)
          loadMore();
      }, LIMITS.ttsHistoryScrollThrottleMs),
    [loadMore],
  );

  const sendNow = async () => {
    const text = current.message.trim();
    if (!text) {
      void message.warning(t('validation.ttsMessageRequired'));
      return;
    }
    setSending(true);
    try {
      await api.call(ENDPOINTS.sendTtsMessage, {
        vehicleId: alarm.vehicleId,
        alarmGuid: alarm.guid,
        ttsSendDto: { insCommon: current.insCommon, message: text },
      });
      void message.success(t('tts.sent'));
      await history.reload();
    } catch {
      // Offline, refused or unanswered: the client showed the server's message; nothing was recorded.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="rw-tts" data-testid={TEST_IDS.voice.ttsArea}>
      <span className="rw-section-title">{t('tts.label')}</span>
      <Input.TextArea
        rows={3}
        maxLength={LIMITS.opinionMax}
        showCount
        placeholder={t('tts.placeholder')}
        value={current.message}
        data-testid={TEST_IDS.voice.ttsMessage}
        onChange={(e) => onChange({ ...current, message: e.target.value })}
      />
      <div className="rw-tts__row">
        <Checkbox
          checked={current.insCommon === 1}
          data-testid={TEST_IDS.voice.ttsInsCommon}
          onChange={(e) => onChange({ ...current, insCommon: e.target.checked ? 1 : 0 })}
        >
          {t('tts.insCommon')}
        </Checkbox>
        <Button
          size="small"
          type="primary"
          ghost
          icon={<SendOutlined />}
          loading={sending}
          data-testid={TEST_IDS.voice.ttsSend}
          onClick={() => void sendNow()}
        >
          {sending ? t('tts.sending') : t('tts.send')}
        </Button>
      </div>
      {history.templates.length > 0 && (
        <>
          <span className="rw-section-title">{t('tts.templates')}</span>
          <div className="rw-tts__templates">
            {history.templates.map((template, index) => (
              <Tag
                key={template}
                title={template}
                data-testid={TEST_IDS.voice.ttsTemplate(index)}
                onClick={() => onChange({ ...current, message: template })}
              >
                {template}
              </Tag>
            ))}
          </div>
        </>
      )}
      <span className="rw-section-title">{t('tts.history')}</span>
      <div
        className="rw-tts__history"
        data-testid={TEST_IDS.voice.ttsHistory}
        onScroll={(e) => onScroll(e.currentTarget)}
      >
        {history.failed && history.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tts.loadFailed')}>
            <Button size="small" onClick={() => void history.reload()}>
              {t('tts.retry')}
            </Button>
          </Empty>
        ) : history.items.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tts.historyEmpty')} />
        ) : (
          history.items.map((item, index) => (
            <div
              key={`${item.sendTimeStr}-${index}`}
              className="rw-tts__history-item"
              data-testid={TEST_IDS.voice.ttsHistoryItem}
            >
              <div>{item.message}</div>
              <div className="rw-tts__history-meta">
                {t('tts.sentBy', { user: item.userName, time: item.sendTimeStr })}
              </div>
            </div>
          ))
        )}
        {loading && (
          <div className="rw-tts__history-end">
            <Spin size="small" /> {t('tts.historyLoading')}
          </div>
        )}
        {!loading && history.items.length > 0 && (
          <div className="rw-tts__history-end">{hasMore ? t('tts.historyMore') : t('tts.historyEnd')}</div>
        )}
      </div>
    </div>
  );
}
