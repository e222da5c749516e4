import { describe, expect, it } from 'vitest';
import { opinionIssue } from './OpinionArea';

describe('opinionIssue', () => {
  it('wants a preset or a typed opinion', () => {
    expect(opinionIssue({ presets: [], otherChosen: false, otherText: '' }, 200)?.message).toBe(
      'validation.opinionRequired',
    );
    expect(opinionIssue({ presets: ['a', 'b'], otherChosen: false, otherText: '' }, 200)).toBeNull();
  });

  it('refuses a blank other text and one over the limit (200, or 100 in the short mode)', () => {
    expect(opinionIssue({ presets: [], otherChosen: true, otherText: '   ' }, 200)?.message).toBe(
      'validation.opinionRequired',
    );
    expect(opinionIssue({ presets: [], otherChosen: true, otherText: 'x'.repeat(201) }, 200)).toMatchObject({
      message: 'validation.tooLong',
      maximum: 200,
    });
    expect(opinionIssue({ presets: [], otherChosen: true, otherText: 'x'.repeat(200) }, 200)).toBeNull();
    expect(opinionIssue({ presets: [], otherChosen: true, otherText: 'x'.repeat(101) }, 100)).not.toBeNull();
  });
});
