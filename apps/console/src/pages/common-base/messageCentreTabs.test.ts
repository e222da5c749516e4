import { describe, expect, it } from 'vitest';
import { filterOfTab, messageTabOf } from './messageCentreTabs';

describe('message centre tabs', () => {
  it('reads the tabId query, falling back to all messages', () => {
    expect(messageTabOf('alarm')).toBe('alarm');
    expect(messageTabOf('unread')).toBe('unread');
    expect(messageTabOf('bogus')).toBe('all');
    expect(messageTabOf(null)).toBe('all');
  });

  it('turns a tab into the list filter', () => {
    expect(filterOfTab('all')).toEqual({});
    expect(filterOfTab('unread')).toEqual({ unreadOnly: true });
    expect(filterOfTab('task')).toEqual({ msgType: 'task' });
  });
});
