/**
 * Vehicles a company shares with a partner in cooperation. Monitoring authorisation is read-only and repeatable (a
 * vehicle may be shared to several partners at once); business authorisation is editable and not repeatable (one
 * partner per vehicle at a time). A share is seen by the partner only while it is in use: started, not stopped, and
 * the clock inside its window [startAt, endAt).
 */
export const SHARE_KINDS = ['monitor', 'business'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Whether one vehicle may be shared with several partners at once under this kind. */
export const SHARE_KIND_REPEATABLE: Record<ShareKind, boolean> = { monitor: true, business: false };

/** What is stored; the use state a user reads is derived from it and the clock (`shareUseState`). */
export const SHARE_STATES = ['active', 'stopped', 'cancelled', 'released'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

/** inUse: visible to the partner now; notUsed: the window has not started; ended: the window has passed. */
export const SHARE_USE_STATES = ['inUse', 'notUsed', 'stopped', 'ended', 'cancelled', 'released'] as const;
export type ShareUseState = (typeof SHARE_USE_STATES)[number];

export type ShareSide = 'owner' | 'partner';

export const SHARE_ACTIONS = ['cancel', 'stop', 'start', 'reauthorise', 'release'] as const;
export type ShareAction = (typeof SHARE_ACTIONS)[number];

export function shareUseState(
  share: { state: ShareState; startAt: number; endAt: number },
  now: number,
): ShareUseState {
  if (share.state !== 'active') return share.state;
  if (now < share.startAt) return 'notUsed';
  if (now >= share.endAt) return 'ended';
  return 'inUse';
}

/**
 * Legal actions by use state and side: the owner cancels a share that has not started, stops one in use, starts a
 * stopped one again (inside its window) and re-authorises (a new window) one that is over; the partner releases a
 * share it holds. Everything else is refused.
 */
const SHARE_TRANSITIONS: Record<ShareUseState, Record<ShareSide, readonly ShareAction[]>> = {
  notUsed: { owner: ['cancel'], partner: ['release'] },
  inUse: { owner: ['stop'], partner: ['release'] },
  stopped: { owner: ['start', 'reauthorise'], partner: [] },
  ended: { owner: ['reauthorise'], partner: [] },
  cancelled: { owner: ['reauthorise'], partner: [] },
  released: { owner: ['reauthorise'], partner: [] },
};

export function shareActions(useState: ShareUseState, side: ShareSide): ShareAction[] {
  return [...SHARE_TRANSITIONS[useState][side]];
}

/** The stored state after an action (re-authorising and starting also need the window checks of the server). */
export const SHARE_ACTION_RESULT: Record<ShareAction, ShareState> = {
  cancel: 'cancelled',
  stop: 'stopped',
  start: 'active',
  reauthorise: 'active',
  release: 'released',
};

/** Menu action each share action needs. */
export const SHARE_ACTION_GRANT: Record<
  ShareAction,
  'tmsVehicleShare:share' | 'tmsVehicleShare:cancel' | 'tmsShareCenter:release'
> = {
  cancel: 'tmsVehicleShare:cancel',
  stop: 'tmsVehicleShare:cancel',
  start: 'tmsVehicleShare:share',
  reauthorise: 'tmsVehicleShare:share',
  release: 'tmsShareCenter:release',
};

export const VEHICLE_SHARE_LIMITS = {
  /** Vehicles one share request may name. */
  maxVehicles: 100,
  /** Longest window, days. */
  maxDays: 366,
} as const;
