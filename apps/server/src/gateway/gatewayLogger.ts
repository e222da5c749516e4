/** The slice of pino the gateway uses; Fastify's `app.log` and a plain `pino()` both fit. */
export interface GatewayLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: GatewayLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Logs at most `perWindow` warnings per window and reports how many were held back; the rest go to debug.
 * A terminal spraying garbage must not flood the log (or slow the process down writing it).
 */
export function rateLimitedWarn(
  logger: GatewayLogger,
  now: () => number,
  perWindow = 20,
  windowMs = 10_000,
): (obj: object, msg: string) => void {
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;
  return (obj, msg) => {
    const at = now();
    if (at - windowStart >= windowMs) {
      if (suppressed > 0) logger.warn({ suppressed, windowMs }, 'similar gateway warnings suppressed');
      windowStart = at;
      logged = 0;
      suppressed = 0;
    }
    if (logged < perWindow) {
      logged += 1;
      logger.warn(obj, msg);
    } else {
      suppressed += 1;
      logger.debug(obj, msg);
    }
  };
}
