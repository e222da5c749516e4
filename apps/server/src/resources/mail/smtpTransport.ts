import type { Transporter } from 'nodemailer';

/**
 * One SMTP server's transport (`smtp://user:pass@host:port`, `smtps://…`), made on the first send: a server that
 * never sends mail never loads the mail library.
 */
export function smtpTransport(options: { url: string; timeoutMs: number }): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      }),
    ));
}
