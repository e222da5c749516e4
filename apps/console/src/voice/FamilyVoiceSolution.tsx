import {
  ENDPOINTS,
  LIMITS,
  TEST_IDS,
  type AlarmDetailVO,
  type Driver,
  type FamilySendDto,
} from '@roadwatch/core';
import { PlayCircleOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Empty, Input, Radio, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import './voice.css';

export interface FamilyVoiceSolutionProps {
  alarm: AlarmDetailVO;
  value?: FamilySendDto;
  onChange: (value: FamilySendDto) => void;
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; vehicleId: number }
  | { status: 'ready'; vehicleId: number; driver: Driver | null };

/**
 * Solution tag 4: one of the driver's family voice files (voiceUrl, voiceName) with a reminder text. The dialog's
 * submit sends it with the handling; "play now" sends it at once. It may be chosen during a live chat.
 */
export function FamilyVoiceSolution({ alarm, value, onChange }: FamilyVoiceSolutionProps) {
  const { t } = useTranslation('voice');
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Load>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const preview = useRef<HTMLAudioElement | null>(null);
  const current: FamilySendDto = value ?? { message: '' };

  useEffect(() => {
    let live = true;
    const vehicleId = alarm.vehicleId;
    api
      .call(ENDPOINTS.getDriverDataList, { vehicleId })
      .then((answer) => live && setLoaded({ status: 'ready', vehicleId, driver: answer.data[0] ?? null }))
      .catch(() => live && setLoaded({ status: 'failed', vehicleId }));
    return () => {
      live = false;
      preview.current?.pause();
    };
  }, [alarm.vehicleId]);

  // An answer for another vehicle (the dialog moved on) counts as still loading.
  const load: Load = useMemo(
    () =>
      loaded.status !== 'loading' && loaded.vehicleId === alarm.vehicleId ? loaded : { status: 'loading' },
    [loaded, alarm.vehicleId],
  );
  const voices = useMemo(() => (load.status === 'ready' ? (load.driver?.familyVoiceList ?? []) : []), [load]);
  const chosen = current.voiceUrl ?? voices[0]?.voiceUrl;

  // The first voice is chosen until the operator picks another.
  useEffect(() => {
    if (!value?.voiceUrl && voices[0])
      onChange({ message: value?.message ?? '', voiceUrl: voices[0].voiceUrl });
  }, [voices, value, onChange]);

  const play = (url: string) => {
    preview.current?.pause();
    preview.current = new Audio(url);
    void preview.current.play().catch(() => undefined);
  };

  const sendNow = async () => {
    if (!current.message.trim()) {
      void message.warning(t('validation.familyMessageRequired'));
      return;
    }
    setSending(true);
    try {
      await api.call(ENDPOINTS.sendFamilyVoiceMessage, {
        vehicleId: alarm.vehicleId,
        alarmGuid: alarm.guid,
        familySendDto: { message: current.message.trim(), ...(chosen ? { voiceUrl: chosen } : {}) },
      });
      void message.success(t('family.sent'));
    } catch {
      // The client showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="rw-family" data-testid={TEST_IDS.voice.familyArea}>
      <span className="rw-section-title">{t('family.chooseVoice')}</span>
      {load.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {load.status === 'failed' && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('family.loadFailed')} />
      )}
      {load.status === 'ready' && !load.driver && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('family.noDriver')} />
      )}
      {load.status === 'ready' && load.driver && (
        <>
          <span>{t('family.driver', { name: load.driver.driverName })}</span>
          {voices.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('family.noVoices')} />
          ) : (
            <Radio.Group
              value={chosen}
              onChange={(e) => onChange({ ...current, voiceUrl: String(e.target.value) })}
            >
              <Space direction="vertical">
                {voices.map((voice, index) => (
                  <Space key={voice.voiceUrl}>
                    <Radio value={voice.voiceUrl} data-testid={TEST_IDS.voice.familyVoice(index)}>
                      {voice.voiceName}
                    </Radio>
                    <Button
                      size="small"
                      type="link"
                      icon={<PlayCircleOutlined />}
                      aria-label={t('family.play')}
                      onClick={() => play(voice.voiceUrl)}
                    >
                      {t('family.play')}
                    </Button>
                  </Space>
                ))}
              </Space>
            </Radio.Group>
          )}
        </>
      )}
      <span className="rw-section-title">{t('family.reminder')}</span>
      <Input.TextArea
        rows={2}
        maxLength={LIMITS.opinionMax}
        showCount
        placeholder={t('family.reminderPlaceholder')}
        value={current.message}
        data-testid={TEST_IDS.voice.familyReminder}
        onChange={(e) => onChange({ ...current, message: e.target.value })}
      />
      <div className="rw-tts__row">
        <span />
        <Button
          size="small"
          type="primary"
          ghost
          icon={<SendOutlined />}
          loading={sending}
          disabled={voices.length === 0}
          data-testid={TEST_IDS.voice.familySend}
          onClick={() => void sendNow()}
        >
          {t('family.send')}
        </Button>
      </div>
    </div>
  );
}
