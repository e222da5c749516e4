import { CHAT_STATE, type ChatKind, type ChatState } from '@roadwatch/core';
import { proxy } from 'valtio';

/** What the browser measured on the chat's audio (also the e2e test hook, see below). */
export interface ChatStats {
  framesSent: number;
  framesReceived: number;
  /** RMS (0–1) of the last outgoing frame (the microphone, downsampled). */
  sentRms: number;
  sentRmsMax: number;
  /** RMS (0–1) of the last incoming frame, and the loudest so far. */
  receivedRms: number;
  receivedRmsMax: number;
  /** RMS (0–1) of the last upsampled block handed to the speakers. */
  playedRms: number;
  /** Sample count of the last played block (incoming × 6). */
  playedSamples: number;
}

export interface ChatView {
  state: ChatState;
  kind: ChatKind | null;
  plate: string;
  vehicleId: number;
  /** Seconds since the audio socket opened. */
  seconds: number;
  /** The floating widget is shown (the chat then survives the dialog closing). */
  floated: boolean;
  stats: ChatStats;
  /** Every state this window's chats went through, in order (the e2e test reads it). */
  transitions: ChatState[];
}

const emptyStats = (): ChatStats => ({
  framesSent: 0,
  framesReceived: 0,
  sentRms: 0,
  sentRmsMax: 0,
  receivedRms: 0,
  receivedRmsMax: 0,
  playedRms: 0,
  playedSamples: 0,
});

/** The one chat of this window (listening and intercom are exclusive). */
export const chatState = proxy<ChatView>({
  state: CHAT_STATE.static,
  kind: null,
  plate: '',
  vehicleId: 0,
  seconds: 0,
  floated: false,
  stats: emptyStats(),
  transitions: [],
});

export function setChatState(state: ChatState): void {
  chatState.state = state;
  chatState.transitions.push(state);
}

export function resetChatView(): void {
  if (chatState.state !== CHAT_STATE.static) setChatState(CHAT_STATE.static);
  chatState.kind = null;
  chatState.plate = '';
  chatState.vehicleId = 0;
  chatState.seconds = 0;
  chatState.floated = false;
  chatState.stats = emptyStats();
}

/** mm : ss (seed 000 §4); minutes keep counting past 59. */
export function formatChatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')} : ${String(s % 60).padStart(2, '0')}`;
}

declare global {
  interface Window {
    /** Read-only view of the chat for end-to-end tests (counters and RMS of the audio that flowed). */
    __roadwatchChat?: ChatView;
  }
}
if (typeof window !== 'undefined') window.__roadwatchChat = chatState;
