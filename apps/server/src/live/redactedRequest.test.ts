import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './redactedRequest';

describe('redactTokenInUrl', () => {
  it('blanks the token query value wherever it stands', () => {
    expect(redactTokenInUrl('/api/live?token=abc-DEF_123')).toBe('/api/live?token=[redacted]');
    expect(redactTokenInUrl('/api/live?x=1&token=abc&y=2')).toBe('/api/live?x=1&token=[redacted]&y=2');
  });

  it.each([
    '/api/live?TOKEN=s3cret',
    '/api/live?Token=s3cret',
    '/api/live?x-token=s3cret',
    '/api/live?access_token=s3cret',
    '/api/live?%74oken=s3cret',
    '/api/live?to%6Ben=s3cret',
    '/api/live?a=1;token=s3cret',
    '/api/chat/audio?ticket=s3cret',
    '/api/live?token=s3cret&token=s3cret',
    '/api/live?token=s3cret#s3cret',
    '/api/live?%E0%A4%A=1&token=s3cret',
  ])('never shows the secret of %s', (url) => {
    expect(redactTokenInUrl(url)).not.toContain('s3cret');
  });

  it('blanks the token in a share page address', () => {
    expect(redactTokenInUrl('/share/OXOPJKD4kQ0Z3D1NSgRkFypnhivs-iGoU-C-o9nsffk')).toBe('/share/[redacted]');
    expect(redactTokenInUrl('/share/abc?lang=en')).toBe('/share/[redacted]?lang=en');
    expect(redactTokenInUrl('/sharedata/abc')).toBe('/sharedata/abc');
  });

  it('leaves other urls and parameters alone', () => {
    expect(redactTokenInUrl('/api/menu/menuTree')).toBe('/api/menu/menuTree');
    expect(redactTokenInUrl('/api/menu/search?keyword=沪A&pageSize=10')).toBe(
      '/api/menu/search?keyword=沪A&pageSize=10',
    );
  });
});
