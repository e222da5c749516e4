import { describe, expect, it } from 'vitest';
import { pageKeysMatching, pageName } from './operations';

describe('page names', () => {
  it('names a page in each language and an unknown key as itself', () => {
    expect(pageName('tagManage', 'zh-CN')).toBe('标签管理');
    expect(pageName('tagManage', 'en-US')).toBe('Tags');
    expect(pageName('noSuchPage', 'en-US')).toBe('noSuchPage');
  });

  it('finds pages by part of their name in either language or of their key, ignoring case', () => {
    expect(pageKeysMatching('标签')).toContain('tagManage');
    expect(pageKeysMatching('TAGS')).toContain('tagManage');
    expect(pageKeysMatching('tagMan')).toEqual(['tagManage']);
    expect(pageKeysMatching('no page is called this')).toEqual([]);
  });
});
