/**
 * The voice part of the alarm dialog (seed 000 §2.4 solution tags 2, 3, 4): text-to-speech to the cab, the
 * driver's family voice, and real-time intercom / listening. The dialog mounts these; the chat itself lives in
 * a module-level state so it can float after the dialog closes.
 */
export { TtsSolution, type TtsSolutionProps } from './TtsSolution';
export { FamilyVoiceSolution, type FamilyVoiceSolutionProps } from './FamilyVoiceSolution';
export { TalkSolution, type TalkSolutionProps } from './TalkSolution';
export { endChatUnlessFloated } from './chat/chatSession';
