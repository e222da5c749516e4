import { describe, expect, it } from 'vitest';
import { maskRecipient } from './maskRecipient';

describe('maskRecipient', () => {
  it('keeps the first 3 and last 4 digits of a phone number', () => {
    expect(maskRecipient('sms', '13800000000')).toBe('138****0000');
    expect(maskRecipient('sms', '13912345678')).toBe('139****5678');
  });
  it('keeps the first letter of the mailbox and the domain of an e-mail address', () => {
    expect(maskRecipient('email', 'alice@x.com')).toBe('a***@x.com');
    expect(maskRecipient('email', 'b@fleet.example.cn')).toBe('b***@fleet.example.cn');
  });
  it('hides the middle of a WeChat id and of short or malformed values', () => {
    expect(maskRecipient('wechat', 'wx_dispatch01')).toBe('w***1');
    expect(maskRecipient('sms', '12345')).toBe('1***5');
    expect(maskRecipient('email', 'no-at-sign')).toBe('n***n');
    expect(maskRecipient('wechat', 'ab')).toBe('**');
  });
  it('shows the plate of a terminal notice as it is', () => {
    expect(maskRecipient('terminal', '粤B12345')).toBe('粤B12345');
  });
});
