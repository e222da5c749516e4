import { LIMITS, TEST_IDS, composeOpinion, type AlarmGridRow } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { HANDLE_OPINION_PRESETS } from './handleOpinionPresets';
import { EMPTY_OPINION, OpinionArea, opinionIssue, type OpinionValue } from './dialog/OpinionArea';
import type { ALARM_CLASS_CALLS } from './alarmClassEndpoints';

export interface BatchHandleDialogProps {
  rows: AlarmGridRow[] | null;
  call: NonNullable<
    (typeof ALARM_CLASS_CALLS)[1]['batchHandle'] | (typeof ALARM_CLASS_CALLS)[2]['batchHandle']
  >;
  onClose: (handled: boolean) => void;
}

/** One opinion for up to 20 selected alarms (seed 001 §5); only alarms the user may handle are processed. */
export function BatchHandleDialog({ rows, call, onClose }: BatchHandleDialogProps) {
  const { t } = useTranslation('handling');
  const { message } = App.useApp();
  const [opinion, setOpinion] = useState<OpinionValue>(EMPTY_OPINION);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const ideas = HANDLE_OPINION_PRESETS.map((key) => t(`presets.${key}`));

  const submit = async () => {
    if (!rows) return;
    setShowErrors(true);
    const issue = opinionIssue(opinion, LIMITS.opinionMax);
    if (issue) {
      void message.warning(translateIssue(t, issue));
      return;
    }
    setBusy(true);
    try {
      const result = await api.call(call, {
        guids: rows.map((r) => r.guid),
        content: composeOpinion(opinion),
      });
      void message.success(t('page.batchSucceeded', { ...result }));
      setOpinion(EMPTY_OPINION);
      setShowErrors(false);
      onClose(true);
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'batch handle failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={rows !== null}
      title={t('page.batchHandleTitle', { count: rows?.length ?? 0 })}
      maskClosable={false}
      confirmLoading={busy}
      okText={t('handle.submit')}
      cancelText={t('handle.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      modalRender={(node) => <div data-testid={TEST_IDS.handling.batchDialog}>{node}</div>}
    >
      <OpinionArea
        ideas={ideas}
        value={opinion}
        onChange={setOpinion}
        max={LIMITS.opinionMax}
        showErrors={showErrors}
      />
    </Modal>
  );
}
