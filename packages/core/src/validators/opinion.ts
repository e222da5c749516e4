import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  ACC_STATUS,
  HANDLE_SETTING_MODE,
  HANDLE_TYPE,
  ONLINE_STATUS,
  type HandleSettingMode,
  type HandleType,
} from '../states';
import type { VehicleState } from '../types/settings';
import type { ValidationIssue } from './issue';
import { VMSG } from './messages';

/** Event types whose setting-2 mode (edit with history) allows only the shorter opinion (seed 000 §5). */
const SHORT_OPINION_EVENT_TYPES: readonly number[] = [3, 4];

/** Longest handling opinion: 200, or 100 in the setting-2 mode of event types 3 and 4. */
export function opinionMaxLength(eventType: number, settingMode: HandleSettingMode | number): number {
  return settingMode === HANDLE_SETTING_MODE.editWithHistory && SHORT_OPINION_EVENT_TYPES.includes(eventType)
    ? LIMITS.opinionMaxEventSetting2
    : LIMITS.opinionMax;
}

/** A typed opinion: not blank, at most `max` characters. */
export function checkOpinion(text: string, max: number = LIMITS.opinionMax): ValidationIssue | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { message: VMSG.opinionRequired, path: 'content' };
  if (trimmed.length > max) return { message: VMSG.tooLong, path: 'content', maximum: max };
  return null;
}

/** Server-side schema of an opinion text. */
export function opinionSchema(max: number = LIMITS.opinionMax) {
  return z
    .string({ error: VMSG.opinionRequired })
    .trim()
    .min(1, { error: VMSG.opinionRequired })
    .max(max, { error: VMSG.tooLong });
}

/** The opinion sent: the typed text when the other-option is chosen, else the chosen presets joined with commas. */
export function composeOpinion(choice: {
  presets: readonly string[];
  otherChosen: boolean;
  otherText: string;
}): string {
  return choice.otherChosen ? choice.otherText.trim() : choice.presets.join(',');
}

export interface HandlingInput {
  handleType: HandleType;
  /** Action 1: the composed opinion. */
  opinion?: string;
  opinionMax?: number;
  /** Action 2. */
  ttsMessage?: string;
  /** Action 3: the submit-enabled flag (a talk has been set up). */
  talkReady?: boolean;
  /** Action 4. */
  familyMessage?: string;
  vehicle: VehicleState;
}

/** The first rule a handling submission breaks (seed 000 §5 "Alarm handling"), or null. */
export function checkHandling(input: HandlingInput): ValidationIssue | null {
  switch (input.handleType) {
    case HANDLE_TYPE.opinion:
      return checkOpinion(input.opinion ?? '', input.opinionMax ?? LIMITS.opinionMax);
    case HANDLE_TYPE.tts:
      if (!input.ttsMessage?.trim()) return { message: VMSG.ttsMessageRequired, path: 'ttsSendDto.message' };
      break;
    case HANDLE_TYPE.intercom:
      if (!input.talkReady) return { message: VMSG.talkNotReady };
      break;
    case HANDLE_TYPE.familyVoice:
      if (!input.familyMessage?.trim())
        return { message: VMSG.familyMessageRequired, path: 'familySendDto.message' };
      break;
  }
  return checkVehicleReachable(input.vehicle);
}

/** Any action other than an opinion needs the vehicle online with ACC on. */
export function checkVehicleReachable(vehicle: VehicleState): ValidationIssue | null {
  if (vehicle.onlineStatus !== ONLINE_STATUS.online) return { message: VMSG.vehicleOffline };
  if (vehicle.accStatus !== ACC_STATUS.on) return { message: VMSG.accOff };
  return null;
}
