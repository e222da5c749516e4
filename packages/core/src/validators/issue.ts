import type { ValidationMessage } from './messages';

/**
 * What a pure check returns when input breaks a rule: the message key, the field it belongs to, and the limit
 * that becomes the `{{min}}`/`{{max}}` interpolation — the same shape as a zod issue, so `translateIssue` takes both.
 */
export interface ValidationIssue {
  message: ValidationMessage;
  path?: string;
  minimum?: number;
  maximum?: number;
}
