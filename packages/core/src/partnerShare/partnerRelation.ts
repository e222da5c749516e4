/**
 * Partner relationships between two companies. The requester (A) adds the partner (B) by B's cooperation code and
 * verification code; B agrees or refuses; A may cancel while B has not answered; either side may end a cooperation.
 * One table of who may do what in which state, read by the server (to refuse) and the console (to offer buttons).
 */
export const PARTNER_STATES = ['pending', 'cooperating', 'rejected', 'cancelled', 'terminated'] as const;
export type PartnerState = (typeof PARTNER_STATES)[number];

/** Which end of the relationship the caller's company is. */
export type PartnerSide = 'requester' | 'partner';

/** What a side reads: a pending relation is "waiting for the other side" to A and "to be agreed" to B. */
export const PARTNER_VIEW_STATES = [
  'waiting',
  'toBeAgreed',
  'cooperating',
  'rejected',
  'cancelled',
  'terminated',
] as const;
export type PartnerViewState = (typeof PARTNER_VIEW_STATES)[number];

export const PARTNER_ACTIONS = ['readd', 'agree', 'refuse', 'cancel', 'terminate'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

/** Legal actions by state and side; anything absent is refused. */
const PARTNER_TRANSITIONS: Record<
  PartnerState,
  Record<PartnerSide, Partial<Record<PartnerAction, PartnerState>>>
> = {
  pending: { requester: { cancel: 'cancelled' }, partner: { agree: 'cooperating', refuse: 'rejected' } },
  cooperating: { requester: { terminate: 'terminated' }, partner: { terminate: 'terminated' } },
  rejected: { requester: { readd: 'pending' }, partner: {} },
  cancelled: { requester: { readd: 'pending' }, partner: {} },
  // After a cooperation ended either company may ask again; the one asking becomes the requester.
  terminated: { requester: { readd: 'pending' }, partner: { readd: 'pending' } },
};

/** The state an action leads to, or null when the action is not allowed to that side in that state. */
export function partnerTransition(
  state: PartnerState,
  side: PartnerSide,
  action: PartnerAction,
): PartnerState | null {
  return PARTNER_TRANSITIONS[state][side][action] ?? null;
}

/** The actions a side may take now (the buttons a row offers). */
export function partnerActions(state: PartnerState, side: PartnerSide): PartnerAction[] {
  return PARTNER_ACTIONS.filter((a) => partnerTransition(state, side, a) !== null);
}

export function partnerViewState(state: PartnerState, side: PartnerSide): PartnerViewState {
  if (state === 'pending') return side === 'requester' ? 'waiting' : 'toBeAgreed';
  return state;
}

/** Relations in these states hold the pair: a second add between the same two companies is refused. */
export const PARTNER_OPEN_STATES: readonly PartnerState[] = ['pending', 'cooperating'];

/** Menu action each relationship action needs (catalogue `tmsPartner`). */
export const PARTNER_ACTION_GRANT: Record<PartnerAction, 'add' | 'approve' | 'terminate'> = {
  readd: 'add',
  cancel: 'add',
  agree: 'approve',
  refuse: 'approve',
  terminate: 'terminate',
};
