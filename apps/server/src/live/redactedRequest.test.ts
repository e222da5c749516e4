import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './redactedRequest';

describe('redactTokenInUrl', () => {
  it('blanks the token query value wherever it stands', () => {
    expect(redactTokenInUrl('/api/live?token=abc-DEF_123')).toBe('/api/live?token=[redacted]');
    expect(redactTokenInUrl('/api/live?x=1&token=abc&y=2')).toBe('/api/live?x=1&token=[redacted]&y=2');
  });

  it('leaves other urls alone', () => {
    expect(redactTokenInUrl('/api/menu/menuTree')).toBe('/api/menu/menuTree');
    expect(redactTokenInUrl('/api/live?mytoken=abc')).toBe('/api/live?mytoken=abc');
  });
});
