import { proxy, subscribe } from 'valtio';
import { browserStorage, STORAGE_KEYS, type IntercomOrMonitor } from '../storage/browserStorage';

/** Whether this browser is in a voice intercom or listening to a vehicle (monitor). */
export interface AudioActivity {
  intercom: boolean;
  monitor: boolean;
}

function fromStored(value: IntercomOrMonitor | null): AudioActivity {
  return { intercom: value === 'intercom', monitor: value === 'monitor' };
}

/**
 * The shared intercom-or-monitor flag (seed 000 §3, §4: alarm sounds are suppressed while either is active).
 * The chat code sets `audioActivity.intercom` / `.monitor`; the value is mirrored in browser storage so the
 * console's other windows (the processing page opens in a new one) follow it through the `storage` event.
 */
export const audioActivity = proxy<AudioActivity>(fromStored(browserStorage.read('intercomOrMonitor')));

/** True while an intercom or a monitor session runs in any window of this browser. */
export function isVoiceBusy(): boolean {
  return audioActivity.intercom || audioActivity.monitor;
}

// Set by this window (not copied from another): cleared when this window goes away mid-session.
let ownedHere = false;
let applyingStored = false;

// Notified in sync so that a value copied from another window is not written back as this window's own.
subscribe(
  audioActivity,
  () => {
    if (applyingStored) return;
    const value: IntercomOrMonitor | null = audioActivity.intercom
      ? 'intercom'
      : audioActivity.monitor
        ? 'monitor'
        : null;
    ownedHere = value !== null;
    if (value === null) browserStorage.remove('intercomOrMonitor');
    else browserStorage.write('intercomOrMonitor', value);
  },
  true,
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.intercomOrMonitor && event.key !== null) return;
    const next = fromStored(browserStorage.read('intercomOrMonitor'));
    applyingStored = true;
    audioActivity.intercom = next.intercom;
    audioActivity.monitor = next.monitor;
    applyingStored = false;
  });
  window.addEventListener('pagehide', () => {
    if (ownedHere) browserStorage.remove('intercomOrMonitor');
  });
}
