import {
  ENDPOINTS,
  HANDLE_TYPE,
  checkHandling,
  composeOpinion,
  type AlarmHandlingInfo,
  type AlarmStatusChoice,
  type FamilySendDto,
  type HandleType,
  type TtsSendDto,
  type ValidationIssue,
  formatChinaTime,
} from '@roadwatch/core';
import { api } from '../../app/api';
import { opinionIssue, type OpinionValue } from './OpinionArea';

export interface HandlingDraft {
  tag: HandleType;
  opinion: OpinionValue;
  opinionMax: number;
  tts?: TtsSendDto;
  family?: FamilySendDto;
  talkReady: boolean;
  /** Undefined when the status radio is hidden (the alarm has ended). */
  alarmStatus?: AlarmStatusChoice;
}

/** The dialog is the alarm-dialog source of disposeVehicleAlarm's handleSource. */
const HANDLE_SOURCE_DIALOG = 1;

/**
 * Checks a handling with the shared rules (seed 000 §5) — for actions other than 1 against the vehicle's state
 * fetched now — and sends it. Resolves with the issue that stopped it, or null once the server accepted it.
 */
export async function submitHandling(
  info: AlarmHandlingInfo,
  draft: HandlingDraft,
): Promise<ValidationIssue | null> {
  const a = info.alarmDetailVO;
  if (draft.tag === HANDLE_TYPE.opinion) {
    const issue = opinionIssue(draft.opinion, draft.opinionMax);
    if (issue) return issue;
  } else {
    const vehicle = await api.call(ENDPOINTS.freshVehicleOnlineAccTree, { vehicleId: a.vehicleId });
    const issue = checkHandling({
      handleType: draft.tag,
      ttsMessage: draft.tts?.message ?? '',
      familyMessage: draft.family?.message ?? '',
      talkReady: draft.talkReady,
      vehicle,
    });
    if (issue) return issue;
  }
  const base = {
    handleSource: HANDLE_SOURCE_DIALOG,
    guid: a.guid,
    typeId: a.secondAlarmType,
    vehicleId: a.vehicleId,
    content: draft.tag === HANDLE_TYPE.opinion ? composeOpinion(draft.opinion) : '',
    alarmTimeStr: formatChinaTime(a.bTime),
    ...(draft.alarmStatus === undefined ? {} : { alarmStatus: draft.alarmStatus }),
  };
  switch (draft.tag) {
    case HANDLE_TYPE.opinion:
      await api.call(ENDPOINTS.disposeVehicleAlarm, { ...base, handleType: HANDLE_TYPE.opinion });
      break;
    case HANDLE_TYPE.tts:
      await api.call(ENDPOINTS.disposeVehicleAlarm, {
        ...base,
        handleType: HANDLE_TYPE.tts,
        ttsSendDto: draft.tts ?? { insCommon: 0, message: '' },
      });
      break;
    case HANDLE_TYPE.intercom:
      await api.call(ENDPOINTS.disposeVehicleAlarm, { ...base, handleType: HANDLE_TYPE.intercom });
      break;
    case HANDLE_TYPE.familyVoice:
      await api.call(ENDPOINTS.disposeVehicleAlarm, {
        ...base,
        handleType: HANDLE_TYPE.familyVoice,
        familySendDto: draft.family ?? { message: '' },
      });
      break;
  }
  return null;
}
