import { describe, expect, it } from 'vitest';
import { VMSG } from './messages';
import { isSentryReplyOpen, sentryElapsedSeconds, sentryReplyForm, sentryReplyRequest } from './sentryReply';

describe('sentry reply', () => {
  it('accepts an answer of 50 characters and rejects one of 51', () => {
    expect(sentryReplyForm.safeParse({ answerContent: '在'.repeat(50) }).success).toBe(true);
    expect(sentryReplyForm.safeParse({ answerContent: '在'.repeat(51) }).error?.issues[0]?.message).toBe(
      VMSG.tooLong,
    );
  });

  it('requires an answer', () => {
    expect(sentryReplyForm.safeParse({ answerContent: '' }).error?.issues[0]?.message).toBe(VMSG.notBlank);
    expect(sentryReplyForm.safeParse({}).error?.issues[0]?.message).toBe(VMSG.required);
  });

  it('the request carries the platform and message ids', () => {
    expect(sentryReplyRequest.parse({ answerContent: ' 在岗 ', platId: 'p1', msgId: 'm1' })).toEqual({
      answerContent: '在岗',
      platId: 'p1',
      msgId: 'm1',
    });
    expect(sentryReplyRequest.safeParse({ answerContent: '在岗', platId: 'p1' }).success).toBe(false);
  });

  it('counts seconds up from the message time and closes the window after 5 minutes', () => {
    const sent = 1_700_000_000_000;
    expect(sentryElapsedSeconds(sent, sent + 61_500)).toBe(61);
    expect(sentryElapsedSeconds(sent, sent - 5_000)).toBe(0);
    expect(isSentryReplyOpen(sent, sent + 300_000)).toBe(true);
    expect(isSentryReplyOpen(sent, sent + 300_001)).toBe(false);
  });
});
