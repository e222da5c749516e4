import type { GatewayCommands } from '../../gateway/gatewayCommands';
import { emailSender } from './emailSender';
import { httpProviderSender } from './httpProviderSender';
import type { NoticeSenders } from './noticeSender';
import { terminalSender } from './terminalSender';

/** How alarm notices leave the platform; a channel left unset is recorded "not configured" on each notice. */
export interface AlarmNoticeConfig {
  /** ROADWATCH_SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
  smtpUrl: string | undefined;
  /** ROADWATCH_SMTP_FROM, the sender address (default roadwatch@localhost). */
  smtpFrom: string;
  /** ROADWATCH_SMS_URL / ROADWATCH_SMS_TOKEN: the SMS provider's endpoint and optional bearer token. */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  /** ROADWATCH_WECHAT_URL / ROADWATCH_WECHAT_TOKEN: the WeChat provider's endpoint and optional bearer token. */
  wechatUrl: string | undefined;
  wechatToken: string | undefined;
  /** ROADWATCH_NOTICE_TIMEOUT_S: the limit of one send (connection, answer), default 10 s. */
  timeoutMs: number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A malformed address stops start-up rather than failing every notice later. */
function urlFrom(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const value = nonEmpty(env[name]);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not an address`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.join(' or ')}`);
  return value;
}

export function loadAlarmNoticeConfig(env: NodeJS.ProcessEnv): AlarmNoticeConfig {
  const timeout = nonEmpty(env.ROADWATCH_NOTICE_TIMEOUT_S);
  const seconds = timeout === undefined ? 10 : Number(timeout);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`ROADWATCH_NOTICE_TIMEOUT_S must be a positive integer, got "${timeout}"`);
  const web = ['http:', 'https:'] as const;
  return {
    smtpUrl: urlFrom(env, 'ROADWATCH_SMTP_URL', ['smtp:', 'smtps:']),
    smtpFrom: nonEmpty(env.ROADWATCH_SMTP_FROM) ?? 'roadwatch@localhost',
    smsUrl: urlFrom(env, 'ROADWATCH_SMS_URL', web),
    smsToken: nonEmpty(env.ROADWATCH_SMS_TOKEN),
    wechatUrl: urlFrom(env, 'ROADWATCH_WECHAT_URL', web),
    wechatToken: nonEmpty(env.ROADWATCH_WECHAT_TOKEN),
    timeoutMs: seconds * 1000,
  };
}

/** The senders of the configured channels; the terminal channel whenever the gateway's commands are at hand. */
export function alarmNoticeSenders(
  config: AlarmNoticeConfig,
  commands: Pick<GatewayCommands, 'sendText'> | null,
): NoticeSenders {
  const { timeoutMs } = config;
  return {
    ...(config.smtpUrl
      ? { email: emailSender({ url: config.smtpUrl, from: config.smtpFrom, timeoutMs }) }
      : {}),
    ...(config.smsUrl
      ? { sms: httpProviderSender({ url: config.smsUrl, token: config.smsToken, timeoutMs }) }
      : {}),
    ...(config.wechatUrl
      ? { wechat: httpProviderSender({ url: config.wechatUrl, token: config.wechatToken, timeoutMs }) }
      : {}),
    ...(commands ? { terminal: terminalSender(commands) } : {}),
  };
}
