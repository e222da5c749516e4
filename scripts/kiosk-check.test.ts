import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_CONFIG_DIR, runKioskCheck } from './kiosk-check';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rw-kiosk-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function check(language: 'en-US' | 'zh-CN' = 'en-US', folder = dir) {
  const lines: string[] = [];
  const failures = await runKioskCheck({ dir: folder, language, print: (line) => lines.push(line) });
  return { failures, lines };
}

const board = { kind: 'safety', dwellSeconds: 30, refreshSeconds: 15 };
const write = (file: string, value: unknown) =>
  writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));

describe('npm run kiosk:check', () => {
  it('passes the repository displays and their schema file', async () => {
    const { failures, lines } = await check('en-US', REPO_CONFIG_DIR);
    expect(failures).toBe(0);
    expect(lines).toContain('OK     control-room.json (boards: 4)');
    expect(lines.join('\n')).not.toMatch(/WARNING/);
  });

  it('prints OK per good file and the failing field paths of a bad one', async () => {
    write('hall.json', {
      name: 'hall',
      title: 'Hall',
      token: 'hall-token-0123456789abcdef',
      boards: [board],
    });
    write('lobby.json', {
      name: 'lobby',
      title: 'Lobby',
      token: 'lobby-token-0123456789abcdef',
      boards: [board, { ...board, refreshSeconds: 10 }],
    });
    const { failures, lines } = await check();
    expect(failures).toBe(1);
    expect(lines).toEqual([
      'OK     hall.json (boards: 1)',
      'FAILED lobby.json',
      '         boards[1].refreshSeconds: must be one of 5, 15, or 30',
      '1 OK, 1 failed',
    ]);
  });

  it('warns about a display open to every address, and passes it', async () => {
    write('hall.json', { name: 'hall', title: 'Hall', allowFrom: ['0.0.0.0/0', '::/0'], boards: [board] });
    write('lobby.json', { name: 'lobby', title: 'Lobby', allowFrom: ['10.8.0.0/24'], boards: [board] });
    const { failures, lines } = await check();
    expect(failures).toBe(0);
    expect(lines).toEqual([
      'OK     hall.json (boards: 1)',
      'WARNING hall.json: allowFrom admits every address; anyone who can reach the server sees this display (plates, positions)',
      'OK     lobby.json (boards: 1)',
      '2 OK, 0 failed',
    ]);
    const zh = await check('zh-CN');
    expect(zh.lines[1]).toMatch(/^警告 +hall\.json：allowFrom 允许所有地址/);
  });

  it('speaks Chinese when asked', async () => {
    write('lobby.json', '{ not json');
    const { failures, lines } = await check('zh-CN');
    expect(failures).toBe(1);
    expect(lines[1]).toMatch(/^ +不是有效的JSON：/);
  });

  it('fails a folder without display configs', async () => {
    expect((await check()).failures).toBe(1);
  });
});
