import { NoticeSendError, shortDetail, type NoticeSender } from './noticeSender';

/**
 * SMS or WeChat through an HTTP provider: POST JSON `{channel, to, subject, text}` (with `Authorization: Bearer
 * <token>` when a token is set). Any 2xx is sent; 5xx, 429, no answer within the time limit or no connection may
 * pass later; other answers are final.
 */
export function httpProviderSender(options: {
  url: string;
  token?: string;
  timeoutMs: number;
}): NoticeSender {
  return async (delivery) => {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          channel: delivery.channel,
          to: delivery.recipient,
          subject: delivery.subject,
          text: delivery.body,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new NoticeSendError('timeout', true, `no answer within ${options.timeoutMs} ms`);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      throw new NoticeSendError('providerFailed', true, shortDetail(cause || 'connection failed'));
    }
    const answer = await response.text().catch(() => '');
    if (response.ok) return;
    const transient = response.status >= 500 || response.status === 429;
    throw new NoticeSendError(
      'providerFailed',
      transient,
      shortDetail(`HTTP ${response.status}${answer ? ` ${answer}` : ''}`),
    );
  };
}
