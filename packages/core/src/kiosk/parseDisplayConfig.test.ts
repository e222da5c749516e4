import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { describeDisplayConfigIssue } from './describeDisplayConfigIssue';
import { parseDisplayConfig, parseDisplayConfigText, type DisplayConfigIssue } from './parseDisplayConfig';

// Shaped like kiosk-configs/control-room.json (which kiosk:check and its test validate as it is on disk).
const demo = {
  $schema: './display.schema.json',
  name: 'control-room',
  title: '监控中心主屏',
  token: 'kiosk-demo-control-room-7f3a9c2e51d84b06',
  theme: 'dark',
  language: 'zh-CN',
  boards: [
    { kind: 'safety', dwellSeconds: 60, refreshSeconds: 15 },
    { kind: 'coldChain', dwellSeconds: 60, refreshSeconds: 30 },
    { kind: 'supervision', dwellSeconds: 60, refreshSeconds: 5 },
    { kind: 'operation', dwellSeconds: 60, refreshSeconds: 30 },
  ] as Record<string, unknown>[],
};
const demoText = JSON.stringify(demo, null, 2);
const en = createI18n('en-US');
const zh = createI18n('zh-CN');

function issuesOf(raw: unknown, expectedName?: string): DisplayConfigIssue[] {
  const parsed = parseDisplayConfig(raw, expectedName);
  if (parsed.ok) throw new Error('expected the config to be refused');
  return parsed.issues;
}
const describeAll = (issues: DisplayConfigIssue[], i18n = en) =>
  issues.map((i) => describeDisplayConfigIssue(i, i18n));
const withBoard = (index: number, patch: Record<string, unknown>) => ({
  ...demo,
  boards: demo.boards.map((b, i) => (i === index ? { ...b, ...patch } : b)),
});

describe('display config', () => {
  it('accepts the demo control-room display and fills in defaults', () => {
    const parsed = parseDisplayConfigText(demoText, 'control-room');
    expect(parsed.ok).toBe(true);
    const { theme: _theme, language: _language, ...withoutDefaults } = demo;
    const filled = parseDisplayConfig(withoutDefaults);
    expect(filled.ok && [filled.config.theme, filled.config.language]).toEqual(['dark', 'zh-CN']);
  });

  it('names the board and field of a refresh interval that is not 5, 15 or 30, in both languages', () => {
    const issues = issuesOf(withBoard(1, { refreshSeconds: 10 }));
    expect(describeAll(issues)).toEqual(['boards[1].refreshSeconds: must be one of 5, 15, or 30']);
    expect(describeAll(issues, zh)).toEqual(['boards[1].refreshSeconds：必须是以下之一：5、15或30']);
  });

  it('names an unknown board kind with the kinds that exist', () => {
    expect(describeAll(issuesOf(withBoard(0, { kind: 'finance' })))).toEqual([
      'boards[0].kind: must be one of safety, coldChain, supervision, or operation',
    ]);
  });

  it("takes a safety board's risk-trend window and a cold-chain board's online-rate days", () => {
    const parsed = parseDisplayConfig({
      ...demo,
      boards: [
        { ...demo.boards[0], riskTrendWindow: '13w' },
        { ...demo.boards[1], onlineRateDays: 30 },
      ],
    });
    expect(parsed.ok && parsed.config.boards.map((b) => [b.riskTrendWindow, b.onlineRateDays])).toEqual([
      ['13w', undefined],
      [undefined, 30],
    ]);
  });

  it('names a window the board has not, and one set on a board without that view', () => {
    expect(describeAll(issuesOf(withBoard(0, { riskTrendWindow: '30d' })))).toEqual([
      'boards[0].riskTrendWindow: must be one of 7d, 15d, 13w, or 12m',
    ]);
    expect(describeAll(issuesOf(withBoard(1, { onlineRateDays: 5 })))).toEqual([
      'boards[1].onlineRateDays: must be one of 2, 3, 7, or 30',
    ]);
    const misplaced = issuesOf(withBoard(2, { riskTrendWindow: '7d' }));
    expect(describeAll(misplaced)).toEqual([
      'boards[2].riskTrendWindow: only applies to Active safety boards',
    ]);
    expect(describeAll(misplaced, zh)).toEqual(['boards[2].riskTrendWindow：只适用于“主动安全”看板']);
  });

  it('takes addresses and ranges to open the display from, and names one that is neither', () => {
    const parsed = parseDisplayConfig({ ...demo, allowFrom: ['10.8.0.0/24', '192.168.1.20', 'fd00::/8'] });
    expect(parsed.ok && parsed.config.allowFrom).toEqual(['10.8.0.0/24', '192.168.1.20', 'fd00::/8']);
    expect(describeAll(issuesOf({ ...demo, allowFrom: ['10.8.0.0/24', 'control-room-pc'] }))).toEqual([
      'allowFrom[1]: must be an IP address or a CIDR range such as 10.8.0.0/24',
    ]);
    expect(describeAll(issuesOf({ ...demo, allowFrom: ['300.1.1.1'] }), zh)).toEqual([
      'allowFrom[0]：必须是 IP 地址或网段，例如 10.8.0.0/24',
    ]);
  });

  it('gives the limits of a dwell that is too short, too long or not whole seconds', () => {
    expect(describeAll(issuesOf(withBoard(2, { dwellSeconds: 2 })))).toEqual([
      'boards[2].dwellSeconds: Must be at least 5',
    ]);
    expect(describeAll(issuesOf(withBoard(2, { dwellSeconds: 7200 })))).toEqual([
      'boards[2].dwellSeconds: Must be at most 3600',
    ]);
    expect(describeAll(issuesOf(withBoard(2, { dwellSeconds: 12.5 })), zh)).toEqual([
      'boards[2].dwellSeconds：请输入整数',
    ]);
  });

  it('says which field is missing and which has the wrong type', () => {
    const { title: _title, ...noTitle } = demo;
    expect(describeAll(issuesOf(noTitle))).toEqual(['title: This field is required']);
    expect(describeAll(issuesOf(withBoard(0, { dwellSeconds: '60' })))).toEqual([
      'boards[0].dwellSeconds: wrong type, expected a number',
    ]);
  });

  it('accepts a display without a token (the installation generates one)', () => {
    const { token: _token, ...noToken } = demo;
    const parsed = parseDisplayConfig(noToken);
    expect(parsed.ok && parsed.config.token).toBeUndefined();
    expect(parsed.ok).toBe(true);
  });

  it('names every unknown field, including misspelt ones inside a board', () => {
    const raw = { ...withBoard(3, { refresh: 5 }), colour: 'blue' };
    expect(describeAll(issuesOf(raw)).sort()).toEqual([
      'boards[3].refresh: unknown field',
      'colour: unknown field',
    ]);
  });

  it('refuses a short token, a bad display name and an empty board list', () => {
    const paths = issuesOf({ ...demo, token: 'short', name: 'Control Room', boards: [] }).map((i) => i.path);
    expect(paths.sort()).toEqual(['boards', 'name', 'token']);
    expect(describeAll(issuesOf({ ...demo, boards: [] }))).toEqual(['boards: needs at least 1 board(s)']);
  });

  it('requires the name inside the file to match the display it was loaded as', () => {
    expect(describeAll(issuesOf(demo, 'lobby'))).toEqual([
      'name: must equal the display name in the file name and address, "lobby"',
    ]);
  });

  it('reports a file that is not JSON as a whole', () => {
    const parsed = parseDisplayConfigText('{ "name": "control-room", }', 'control-room');
    expect(parsed.ok).toBe(false);
    const issues = parsed.ok ? [] : parsed.issues;
    expect(issues.map((i) => i.path)).toEqual(['']);
    expect(describeAll(issues)[0]).toMatch(/^not valid JSON: /);
  });
});
