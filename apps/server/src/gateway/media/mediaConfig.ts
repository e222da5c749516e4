/** Where terminals send JT/T 1078 media (the address put in 0x9101). */
export interface MediaConfig {
  /** TCP port of the media server (JT1078_PORT, default 7809; 0 = any free port). */
  port: number;
  /** Address the server binds (HOST). */
  host: string;
  /** Address terminals are told to connect to (JT1078_PUBLIC_HOST, default 127.0.0.1). */
  publicHost: string;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const raw = env.JT1078_PORT;
  const port = raw === undefined || raw === '' ? 7809 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`JT1078_PORT must be a port number, got "${raw}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicHost: env.JT1078_PUBLIC_HOST || '127.0.0.1',
  };
}
