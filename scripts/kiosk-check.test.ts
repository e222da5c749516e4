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
