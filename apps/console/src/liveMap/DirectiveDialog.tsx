import {
  DIRECTIVE_REPLACED,
  DIRECTIVE_TEXT_MAX,
  ENDPOINTS,
  TEST_IDS,
  sanitizeDirectiveText,
} from '@roadwatch/core';
import { App, Input, Modal, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';

/**
 * Directives from the card. "locate" runs at once and reports the place the terminal answered with; "text" asks
 * for the message (shown with quotes and angle brackets already replaced, as the server will send it).
 */
export function DirectiveDialog({
  vehicleId,
  kind,
  onClose,
}: {
  vehicleId: number;
  kind: 'text' | 'locate';
  onClose(): void;
}) {
  const { t } = useTranslation('monitor');
  const { message } = App.useApp();
  const [target, setTarget] = useState<'text' | 'lcd'>('text');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (kind !== 'locate' || started.current) return;
    started.current = true;
    api
      .call(ENDPOINTS.monitorLocate, { vehicleId })
      .then((r) => void message.success(t('directive.located', { place: r.placeName })))
      .catch(() => undefined)
      .finally(onClose);
  }, [kind, vehicleId, message, t, onClose]);

  if (kind === 'locate') return null;
  const cleaned = sanitizeDirectiveText(text);
  const send = () => {
    setBusy(true);
    api
      .call(ENDPOINTS.monitorTextMessage, { vehicleId, target, text: cleaned })
      .then(() => {
        void message.success(t('directive.sent'));
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open
      title={t('directive.title')}
      okText={t('directive.send')}
      onOk={send}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: cleaned.length === 0 || cleaned.length > DIRECTIVE_TEXT_MAX }}
      data-testid={TEST_IDS.liveMap.directiveDialog}
    >
      <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as 'text' | 'lcd')}>
        <Radio value="text">{t('directive.text')}</Radio>
        <Radio value="lcd">{t('directive.lcd')}</Radio>
      </Radio.Group>
      <Input.TextArea
        style={{ marginTop: 12, marginBottom: 20 }}
        value={text}
        onChange={(e) => setText(e.target.value.replace(DIRECTIVE_REPLACED, ' '))}
        maxLength={DIRECTIVE_TEXT_MAX}
        showCount
        rows={3}
        placeholder={t('directive.placeholder')}
      />
    </Modal>
  );
}
