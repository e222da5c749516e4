import { describe, expect, it } from 'vitest';
import { validateDisplayConfigFiles } from './validateDisplayConfigFiles';

const config = (name: string, token: string) =>
  JSON.stringify({
    name,
    title: name,
    token,
    boards: [{ kind: 'safety', dwellSeconds: 30, refreshSeconds: 5 }],
  });

describe('a folder of display configs', () => {
  it('skips the JSON Schema that sits next to the displays', () => {
    const results = validateDisplayConfigFiles([
      { fileName: 'display.schema.json', text: '{"type":"object"}' },
      { fileName: 'lobby.json', text: config('lobby', 'lobby-token-0123456789abcdef') },
    ]);
    expect(results.map((r) => [r.fileName, r.ok])).toEqual([['lobby.json', true]]);
  });

  it('refuses a display whose token another display already uses, naming that file', () => {
    const token = 'shared-token-0123456789abcdef';
    const results = validateDisplayConfigFiles([
      { fileName: 'hall.json', text: config('hall', token) },
      { fileName: 'lobby.json', text: config('lobby', token) },
    ]);
    expect(results[0]?.ok).toBe(true);
    const second = results[1];
    expect(second?.ok === false && second.issues).toEqual([
      { path: 'token', message: 'kiosk.configIssue.duplicateToken', params: { file: 'hall.json' } },
    ]);
  });

  it('refuses a file named differently from the display inside it', () => {
    const [result] = validateDisplayConfigFiles([
      { fileName: 'hall.json', text: config('lobby', 'x'.repeat(24)) },
    ]);
    expect(result?.ok === false && result.issues.map((i) => i.path)).toEqual(['name']);
  });
});
