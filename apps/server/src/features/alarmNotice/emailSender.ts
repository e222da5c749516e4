import { smtpTransport } from '../../resources/mail/smtpTransport';
import { NoticeSendError, shortDetail, type NoticeSender } from './noticeSender';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** A 5xx answer is the server's final refusal; a 4xx answer, a dropped or slow connection may pass later. */
function smtpError(error: unknown): NoticeSendError {
  const e = (error ?? {}) as SmtpFailure;
  const detail = shortDetail(e.response ?? e.code ?? e.message ?? 'SMTP error');
  if (e.code === 'ETIMEDOUT' || e.code === 'ETIMEOUT') return new NoticeSendError('timeout', true, detail);
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500;
  return new NoticeSendError('providerFailed', !permanent, detail);
}

/** E-mail through one SMTP server (`smtp://user:pass@host:port`, `smtps://…`); plain text, one recipient each. */
export function emailSender(options: { url: string; from: string; timeoutMs: number }): NoticeSender {
  const transport = smtpTransport(options);
  return async (delivery) => {
    try {
      await (
        await transport()
      ).sendMail({
        from: options.from,
        to: delivery.recipient,
        subject: delivery.subject,
        text: delivery.body,
      });
    } catch (error) {
      throw smtpError(error);
    }
  };
}
