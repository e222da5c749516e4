import { CAPTCHA_COOKIE, SESSION, SESSION_COOKIE, type ENDPOINTS } from '@roadwatch/core';
import { consumeCaptcha } from '../../auth/captchaStore';
import { admitLoginAttempt, loginKeys, type LoginAttempt } from '../../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../../auth/password';
import { sessionCookieOptions } from '../../auth/sessionCookie';
import { createSession } from '../../auth/sessionStore';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import type { Database } from '../../db/connect';

// Unknown user names still pay for one scrypt run, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword('unknown-user-placeholder'));

/** Order matters: captcha, then attempt limits, then the password, then the account state. */
export const login: EndpointHandler<typeof ENDPOINTS.login> = async ({ input, db, deps, request, reply }) => {
  const now = deps.now();
  const captchaId = request.cookies[CAPTCHA_COOKIE];
  const captchaOk = await consumeCaptcha(db, captchaId, input.captcha, now);
  if (captchaId) reply.clearCookie(CAPTCHA_COOKIE, { path: '/' });
  const bypass = deps.captchaBypass;
  if (!captchaOk && !(bypass !== undefined && input.captcha.toLowerCase() === bypass.toLowerCase())) {
    throw businessFailure('errors.wrongCaptcha');
  }

  const admission = await admitLoginAttempt(db, loginKeys(input.userName, request.ip), deps.now);
  if (admission.kind === 'locked')
    throw businessFailure('errors.tooManyAttempts', { minutes: admission.minutes });
  const user = await checkCredentials(db, input.userName, input.password, admission.attempt);
  if (user.disabled !== 0) throw businessFailure('errors.accountDisabled');

  const ttlMs = input.remember ? SESSION.rememberTtlMs : SESSION.userTtlMs;
  const session = await createSession(db, {
    kind: 'user',
    userId: user.id,
    kioskDisplayId: null,
    companyId: user.company_id,
    ttlMs,
    ip: request.ip,
    now,
  });
  // "Remember me" keeps the cookie across browser restarts; otherwise it lives as long as the browser session.
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(input.remember ? ttlMs : undefined));
  return { userId: user.id, userName: user.user_name, token: session.token, expiresAt: session.expiresAt };
};

/** The user behind a name and password; the attempt is settled whatever happens. */
async function checkCredentials(
  db: Database,
  userName: string,
  password: string,
  attempt: LoginAttempt,
): Promise<{ id: number; user_name: string; company_id: number; disabled: number }> {
  try {
    const user = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'company_id', 'password_hash', 'disabled'])
      .where('user_name', '=', userName)
      .executeTakeFirst();
    const passwordOk = await verifyPassword(password, user?.password_hash ?? (await hashForUnknownUser()));
    if (!user || !passwordOk) {
      await attempt.failed();
      throw businessFailure('errors.wrongCredentials');
    }
    await attempt.succeeded();
    return user;
  } finally {
    await attempt.abandoned();
  }
}
