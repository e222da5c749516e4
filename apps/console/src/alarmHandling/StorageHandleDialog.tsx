import {
  ENDPOINTS,
  HANDLE_STATUS,
  LIMITS,
  composeOpinion,
  type StorageAlarmHandleInfo,
  formatChinaTime,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Descriptions, Modal, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { HandleHistory } from './dialog/HandleHistory';
import { EMPTY_OPINION, OpinionArea, opinionIssue, type OpinionValue } from './dialog/OpinionArea';

/** Re-analysis of one warehouse alarm (cold chain getAlarmHandleDetail / updateStorageAlarm). */
export function StorageHandleDialog({
  guid,
  onClose,
}: {
  guid: string | null;
  onClose: (handled: boolean) => void;
}) {
  const { t } = useTranslation('handling');
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<StorageAlarmHandleInfo | null>(null);
  const detail = loaded?.guid === guid ? loaded : null;
  const [opinion, setOpinion] = useState<OpinionValue>(EMPTY_OPINION);
  const [verdict, setVerdict] = useState<1 | 2>(HANDLE_STATUS.processed);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!guid) return;
    api
      .call(ENDPOINTS.getAlarmHandleDetail, { alarmGuid: guid })
      .then(setLoaded)
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'getAlarmHandleDetail failed', error);
        onClose(false);
      });
  }, [guid, onClose]);

  const submit = async () => {
    if (!detail) return;
    setShowErrors(true);
    const issue = opinionIssue(opinion, LIMITS.opinionMax);
    if (issue) {
      void message.warning(translateIssue(t, issue));
      return;
    }
    setBusy(true);
    try {
      await api.call(ENDPOINTS.updateStorageAlarm, {
        alarmGuid: detail.guid,
        handleRemark: composeOpinion(opinion),
        handleStatus: verdict,
      });
      void message.success(t('dialog.submitted'));
      setOpinion(EMPTY_OPINION);
      setShowErrors(false);
      onClose(true);
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'updateStorageAlarm failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={guid !== null}
      width={620}
      maskClosable={false}
      keyboard={false}
      title={detail ? `${detail.siteName} · ${detail.pointName}` : ' '}
      okText={t('handle.submit')}
      cancelText={t('handle.cancel')}
      okButtonProps={{ disabled: !detail?.hasHandle }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        setOpinion(EMPTY_OPINION);
        setShowErrors(false);
        onClose(false);
      }}
      destroyOnHidden
    >
      {!detail ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'type', label: t('info.alarmName'), children: detail.alarmTypeName },
              {
                key: 'peak',
                label: t('info.content'),
                children: detail.peakTemperature === null ? t('info.none') : `${detail.peakTemperature} °C`,
              },
              { key: 'b', label: t('info.beginTime'), children: formatChinaTime(detail.bTime) },
              {
                key: 'e',
                label: t('info.endTime'),
                children: detail.eTime ? formatChinaTime(detail.eTime) : t('info.notEnded'),
              },
            ]}
          />
          <HandleHistory records={detail.handleTable} />
          {detail.hasHandle && (
            <>
              <OpinionArea
                ideas={detail.alarmHandleIdeas}
                value={opinion}
                onChange={setOpinion}
                max={LIMITS.opinionMax}
                showErrors={showErrors}
              />
              <Radio.Group
                value={verdict}
                onChange={(e) => setVerdict(e.target.value as 1 | 2)}
                options={[
                  { value: HANDLE_STATUS.processed, label: t('handleStatus.processed') },
                  { value: HANDLE_STATUS.ignored, label: t('handleStatus.ignored') },
                ]}
              />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
