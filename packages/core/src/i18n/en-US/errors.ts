import type { Messages } from '../messages';
import type { errors as zh } from '../zh-CN/errors';

export const errors: Messages<typeof zh> = {
  http400: 'Wrong request',
  http401: 'Your session has ended, please sign in again',
  http403: 'You do not have this permission',
  http404: 'The requested content does not exist',
  http502: 'Bad Gateway',
  http503: 'The service is temporarily unavailable',
  http504: 'Gateway timeout',
  httpOther: 'Request error',
  network: 'Network exception, try again later',
  requestCancelled: 'The page changed, so this request was cancelled: {{url}}',
  malformedJson: 'The request body is not valid JSON',
  badRequest: 'Wrong request: {{field}} {{reason}}',
  notSignedIn: 'Not signed in, or the session has expired',
  noPermission: 'You do not have this permission',
  kioskReadOnly: 'A display token can only read data',
  wrongCredentials: 'Wrong user name or password',
  wrongCaptcha: 'The verification code is wrong or has expired',
  tooManyAttempts: 'Too many sign-in attempts, try again in {{minutes}} minutes',
  accountDisabled: 'This account is disabled; contact the company account administrator',
  displayNotAuthorised: 'Display not authorised',
  notFound: 'The record does not exist',
  internal: 'Internal server error, please try again later',
  logoutFailed: 'Exit failed',
};
