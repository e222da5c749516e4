import { CAPTCHA_COOKIE, type ENDPOINTS } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS, storeCaptcha } from '../../auth/captchaStore';
import { sessionCookieOptions } from '../../auth/sessionCookie';
import type { EndpointHandler } from '../../http/endpointHandler';

/**
 * A new SVG image each call (clicking the image asks again); the answer stays on the server. Each image costs a
 * rendering and a stored row, so one address may ask for a limited number a minute.
 */
export const captcha: EndpointHandler<typeof ENDPOINTS.captcha> = async ({ db, deps, request, reply }) => {
  if (deps.captchaLimiter && !deps.captchaLimiter.allow(request.ip, deps.now()))
    throw new ApiFailure(429, 'errors.tooManyCaptchas');
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f4f6f8',
  });
  const id = await storeCaptcha(db, image.text, deps.now(), request.cookies[CAPTCHA_COOKIE]);
  reply
    .setCookie(CAPTCHA_COOKIE, id, sessionCookieOptions(CAPTCHA_TTL_MS))
    .header('cache-control', 'no-store')
    .type('image/svg+xml');
  return image.data;
};
