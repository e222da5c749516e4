import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chatState';

describe('chat timer text (mm : ss)', () => {
  it('shows minutes and seconds with two digits and spaces around the colon', () => {
    expect(formatChatTime(0)).toBe('00 : 00');
    expect(formatChatTime(9.7)).toBe('00 : 09');
    expect(formatChatTime(61)).toBe('01 : 01');
    expect(formatChatTime(3600)).toBe('60 : 00');
  });
});
