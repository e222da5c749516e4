import {
  ALARM_ENDED,
  ALARM_STATUS_CHOICE,
  HANDLE_SETTING_MODE,
  HANDLE_TYPE,
  LIMITS,
  TEST_IDS,
  opinionMaxLength,
  type AlarmHandlingInfo,
  type AlarmStatusChoice,
  type FamilySendDto,
  type HandleType,
  type TtsSendDto,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Button, Radio, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../../app/errorLogger';
import { session } from '../../session/sessionState';
import { FamilyVoiceSolution, TalkSolution, TtsSolution, endChatUnlessFloated } from '../../voice';
import { HandleHistory } from './HandleHistory';
import { EMPTY_OPINION, OpinionArea, type OpinionValue } from './OpinionArea';
import { ReadOnlyHandling } from './ReadOnlyHandling';
import { submitHandling } from './submitHandling';

/** Event types 3 and 4 have their own opinion editor (seed 000 §2.4). */
const OWN_EDITOR_EVENT_TYPES: readonly number[] = [3, 4];

const TAG_LABELS: Record<HandleType, string> = {
  [HANDLE_TYPE.opinion]: 'handle.tagOpinion',
  [HANDLE_TYPE.tts]: 'handle.tagTts',
  [HANDLE_TYPE.intercom]: 'handle.tagTalk',
  [HANDLE_TYPE.familyVoice]: 'handle.tagFamily',
};

export interface HandlingAreaProps {
  info: AlarmHandlingInfo;
  /** After a successful submit: `stay` for the continue submit, else the dialog moves to the next alarm. */
  onSubmitted: (stay: boolean) => void;
  onCancel: () => void;
  onChattingChange: (chatting: boolean) => void;
  chatting: boolean;
}

/** The handling area: mode by setting value and event type, solution tags, opinion, status radio, submit. */
export function HandlingArea({ info, onSubmitted, onCancel, onChattingChange, chatting }: HandlingAreaProps) {
  const { t } = useTranslation('handling');
  const { message, modal } = App.useApp();
  const [tag, setTag] = useState<HandleType>(HANDLE_TYPE.opinion);
  const [opinion, setOpinion] = useState<OpinionValue>(EMPTY_OPINION);
  const [tts, setTts] = useState<TtsSendDto | undefined>();
  const [family, setFamily] = useState<FamilySendDto | undefined>();
  const [status, setStatus] = useState<AlarmStatusChoice>(ALARM_STATUS_CHOICE.processed);
  const [talked, setTalked] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const a = info.alarmDetailVO;
  const setting = info.handleSetting;
  const ownEditor = OWN_EDITOR_EVENT_TYPES.includes(info.eventType);
  const opinionMax = ownEditor ? opinionMaxLength(info.eventType, setting) : LIMITS.opinionMax;
  const statusVisible = a.alarmStatusValue !== ALARM_ENDED.ended;

  if (setting !== HANDLE_SETTING_MODE.handle && setting !== HANDLE_SETTING_MODE.editWithHistory) {
    return ownEditor ? <HandleHistory records={info.handleTable} /> : <ReadOnlyHandling info={info} />;
  }

  const submit = async (stay: boolean) => {
    setShowErrors(true);
    setSubmitting(true);
    try {
      const issue = await submitHandling(info, {
        tag,
        opinion,
        opinionMax,
        tts,
        family,
        talkReady: talked && !chatting,
        alarmStatus: stay ? ALARM_STATUS_CHOICE.notProcessed : statusVisible ? status : undefined,
      });
      if (issue) {
        void message.warning(translateIssue(t, issue));
        return;
      }
      void message.success(t('dialog.submitted'));
      onSubmitted(stay);
    } catch (error) {
      // Code 0 answers were already shown as a toast by the client.
      if (!isApiError(error)) logError('pageLoad', 'disposeVehicleAlarm failed', error);
    } finally {
      setSubmitting(false);
    }
  };

  const chooseTag = (next: HandleType) => {
    if (!chatting || next === HANDLE_TYPE.familyVoice) {
      setTag(next);
      return;
    }
    modal.confirm({
      title: t('handle.switchChatTitle'),
      content: t('handle.switchChat'),
      onOk: () => {
        endChatUnlessFloated();
        onChattingChange(false);
        setTag(next);
      },
    });
  };

  const opinionArea = (
    <OpinionArea
      ideas={info.alarmHandleIdeas}
      value={opinion}
      onChange={setOpinion}
      max={opinionMax}
      showErrors={showErrors}
      canEditPresets={session.routes.some(
        (r) =>
          r.name === 'personalSetting' && r.meta.operationIds.includes('personalSetting:handlingOpinions'),
      )}
    />
  );

  const statusRadio = statusVisible && (
    // The radio's label text is not shown (seed 000 §2.4); the choices say what it is.
    <Radio.Group
      data-testid={TEST_IDS.handling.statusRadio}
      value={status}
      onChange={(e) => setStatus(e.target.value as AlarmStatusChoice)}
      options={[
        { value: ALARM_STATUS_CHOICE.processed, label: t('handle.processed') },
        { value: ALARM_STATUS_CHOICE.notProcessed, label: t('handle.notProcessed') },
      ]}
    />
  );

  // The footers are children of the dialog's scrolling side panel (this returns fragments), so that they stick
  // to its bottom: the submit button shows without scrolling however long the area above it is.
  if (ownEditor) {
    return (
      <>
        <div className="handling-area">
          {setting === HANDLE_SETTING_MODE.editWithHistory && <HandleHistory records={info.handleTable} />}
          {opinionArea}
        </div>
        <Space className="handling-area__actions">
          <Button onClick={onCancel}>{t('handle.cancel')}</Button>
          <Button
            type="primary"
            loading={submitting}
            data-testid={TEST_IDS.handling.submit}
            onClick={() => void submit(false)}
          >
            {t('handle.submit')}
          </Button>
        </Space>
      </>
    );
  }

  return (
    <>
      <div className="handling-area">
        <Segmented<HandleType>
          block
          size="small"
          value={tag}
          onChange={chooseTag}
          options={info.solutionTags.map((value) => ({
            value: value as HandleType,
            label: (
              <span data-testid={TEST_IDS.handling.solutionTag(value)}>
                {t(TAG_LABELS[value as HandleType])}
              </span>
            ),
          }))}
        />
        <div className="handling-area__body">
          {tag === HANDLE_TYPE.opinion && opinionArea}
          {tag === HANDLE_TYPE.tts && <TtsSolution alarm={a} value={tts} onChange={setTts} />}
          {tag === HANDLE_TYPE.intercom && (
            <TalkSolution
              alarm={a}
              onChattingChange={(on) => {
                if (on) setTalked(true);
                onChattingChange(on);
              }}
            />
          )}
          {tag === HANDLE_TYPE.familyVoice && (
            <FamilyVoiceSolution alarm={a} value={family} onChange={setFamily} />
          )}
        </div>
        {setting === HANDLE_SETTING_MODE.editWithHistory && info.handleTable.length > 0 && (
          <HandleHistory records={info.handleTable} />
        )}
      </div>
      <div className="handling-area__footer">
        {statusRadio}
        <Space>
          {info.canContinue && (
            <Button
              disabled={chatting}
              loading={submitting}
              data-testid={TEST_IDS.handling.continueSubmit}
              onClick={() => void submit(true)}
            >
              {t('handle.continueSubmit')}
            </Button>
          )}
          <Button
            type="primary"
            disabled={chatting}
            loading={submitting}
            data-testid={TEST_IDS.handling.submit}
            onClick={() => void submit(false)}
          >
            {t('handle.submit')}
          </Button>
        </Space>
      </div>
    </>
  );
}
