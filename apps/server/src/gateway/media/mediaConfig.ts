import { DEFAULT_MEDIA_LIMITS } from './mediaLimits';

/** Where terminals send JT/T 1078 media (the address put in 0x9101), and whom the media port admits. */
export interface MediaConfig {
  /** TCP port of the media server (JT1078_PORT, default 7809; 0 = any free port). */
  port: number;
  /** Address the server binds (HOST). */
  host: string;
  /** Address terminals are told to connect to (JT1078_PUBLIC_HOST, default 127.0.0.1). */
  publicHost: string;
  /**
   * Media only from the address of the vehicle's JT/T 808 connection (JT1078_CHECK_ADDRESS, default 1; 0 for
   * terminals behind carrier NAT whose media connection leaves from another public address).
   */
  checkAddress: boolean;
  /** A media connection without a valid packet this long is closed (JT1078_IDLE_TIMEOUT_S, default 30). */
  limits: { idleTimeoutMs: number };
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const raw = env.JT1078_PORT;
  const port = raw === undefined || raw === '' ? 7809 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`JT1078_PORT must be a port number, got "${raw}"`);
  }
  const check = env.JT1078_CHECK_ADDRESS;
  if (check !== undefined && check !== '' && check !== '0' && check !== '1') {
    throw new Error(`JT1078_CHECK_ADDRESS must be 0 or 1, got "${check}"`);
  }
  const idle = env.JT1078_IDLE_TIMEOUT_S;
  const idleS = idle === undefined || idle === '' ? DEFAULT_MEDIA_LIMITS.idleTimeoutMs / 1000 : Number(idle);
  if (!Number.isInteger(idleS) || idleS < 1) {
    throw new Error(`JT1078_IDLE_TIMEOUT_S must be a whole number of seconds ≥ 1, got "${idle}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicHost: env.JT1078_PUBLIC_HOST || '127.0.0.1',
    checkAddress: check !== '0',
    limits: { idleTimeoutMs: idleS * 1000 },
  };
}
