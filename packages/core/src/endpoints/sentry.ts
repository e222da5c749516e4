import { endpoint } from '../api/endpoint';
import type { SentryReplyResponse } from '../types/shell';
import { sentryReplyRequest } from '../validators/sentryReply';

/** Upper-platform duty checks (seed 000 §2.5, §4 "Sentry reply"). */
export const sentryEndpoints = {
  /** Refused after LIMITS.sentryReplyWindowMs; answers with the next pending message, or null. */
  sentryReply: endpoint<SentryReplyResponse>()({
    name: 'sentryReply',
    method: 'POST',
    module: 'sentry',
    path: '/reply',
    access: 'session',
    request: sentryReplyRequest,
  }),
} as const;
