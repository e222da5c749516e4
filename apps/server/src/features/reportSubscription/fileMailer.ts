import { smtpTransport } from '../../resources/mail/smtpTransport';

/** An e-mail to one recipient, with a file from disk attached when given. */
export type FileMailer = (mail: {
  to: string;
  subject: string;
  text: string;
  file?: { name: string; path: string };
}) => Promise<void>;

/** E-mail through one SMTP server (`smtp://…`, `smtps://…`), the alarm notices' server and sender. */
export function fileMailer(options: { url: string; from: string; timeoutMs: number }): FileMailer {
  const transport = smtpTransport(options);
  return async ({ to, subject, text, file }) => {
    await (
      await transport()
    ).sendMail({
      from: options.from,
      to,
      subject,
      text,
      ...(file ? { attachments: [{ filename: file.name, path: file.path }] } : {}),
    });
  };
}
