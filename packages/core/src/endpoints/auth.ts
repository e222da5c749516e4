import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import type { KioskSessionResult, LoginResult } from '../types/user';
import { VMSG } from '../validators/messages';
import { nameText, requiredText } from '../validators/text';

export const loginRequest = z.strictObject({
  userName: nameText(LIMITS.userNameMax),
  password: z
    .string({ error: VMSG.required })
    .min(1, { error: VMSG.required })
    .max(64, { error: VMSG.tooLong }),
  captcha: z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.required })
    .max(8, { error: VMSG.tooLong }),
  remember: z.boolean({ error: VMSG.invalid }).default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const kioskSessionRequest = z.strictObject({
  display: nameText(64),
  token: requiredText(128),
});

const empty = z.strictObject({});

export const authEndpoints = {
  /** SVG image; the answer is stored server-side against the captcha cookie. */
  captcha: endpoint<string>()({
    name: 'captcha',
    method: 'GET',
    module: 'login',
    path: '/captcha',
    access: 'public',
    request: z.strictObject({ t: z.string().max(32).optional() }),
    blob: true,
  }),
  login: endpoint<LoginResult>()({
    name: 'login',
    method: 'POST',
    module: 'login',
    path: '/login',
    access: 'public',
    request: loginRequest,
  }),
  signOutNoRedirect: endpoint<null>()({
    name: 'signOutNoRedirect',
    method: 'POST',
    module: 'login',
    path: '/signOutNoRedirect',
    access: 'session',
    kiosk: true,
    request: empty,
  }),
  /** A wall display exchanges its display token for a read-only session. */
  kioskSession: endpoint<KioskSessionResult>()({
    name: 'kioskSession',
    method: 'POST',
    module: 'kiosk',
    path: '/session',
    access: 'public',
    request: kioskSessionRequest,
  }),
} as const;
