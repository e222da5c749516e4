import { createI18n, resources } from '@roadwatch/core/i18n';
import { describe, expect, it } from 'vitest';
import { badRequestField } from './badRequestField';

const zh = resources['zh-CN'].errors.badRequest;
const en = resources['en-US'].errors.badRequest;

describe('badRequestField', () => {
  it('finds the field and reason of the server sentence in both languages', () => {
    expect(badRequestField(zh, '错误的请求：code 不能超过 32 个字符', ['code', 'nameZh'])).toEqual({
      field: 'code',
      reason: '不能超过 32 个字符',
    });
    expect(badRequestField(en, 'Wrong request: nameZh This field is required', ['code', 'nameZh'])).toEqual({
      field: 'nameZh',
      reason: 'This field is required',
    });
  });

  it('gives a nested path to its first field', () => {
    expect(badRequestField(en, 'Wrong request: names.zh is wrong', ['names'])?.field).toBe('names');
  });

  it('answers null for fields the form does not have and other sentences', () => {
    expect(badRequestField(en, 'Wrong request: id is wrong', ['code'])).toBeNull();
    expect(badRequestField(en, 'Not found', ['code'])).toBeNull();
  });
});

describe('the template the form reads', () => {
  it('keeps its placeholders when filled with them', () => {
    const t = createI18n('en-US').t;
    expect(t('errors.badRequest', { field: '{{field}}', reason: '{{reason}}' })).toBe(en);
  });
});
