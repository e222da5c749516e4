import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, loadVectors } from '../testing/loadVectors';
import { decodeInputs } from './decodeInputs';

const vectors = loadVectors();
const hexOf = (meaningPart: string) => vectors.find((v) => v.meaning.includes(meaningPart))!.hex;

describe('decodeInputs (what `npm run jt808 -- decode` prints)', () => {
  it('shows a location report with hex id, edition, phone, serial, units in names and flags by name', () => {
    const [view] = decodeInputs([hexOf('serial 0x007E and fuel 0x007D both escaped').toUpperCase()]);
    expect(view).toMatchObject({
      ok: true,
      messageId: '0x0200',
      edition: 2013,
      phone: '123456789012',
      serial: 126,
      body: {
        alarms: ['sos'],
        status: { positioned: true, acc: false },
        latitude: 12.222222,
        longitude: 132.444444,
        altitudeM: 40,
        speedKmh: 6,
        time: '2018-10-15T10:10:10+08:00',
        items: [
          { itemId: '0x01', mileageKm: 10 },
          { itemId: '0x02', fuelL: 12.5 },
        ],
      },
    });
  });

  it('names codes next to their numbers', () => {
    const [reply] = decodeInputs([hexOf('8001: reply serial 123')]);
    expect(reply).toMatchObject({ body: { replyMessageId: '0x01c8', result: 3, resultName: 'unsupported' } });
    const [request] = decodeInputs([hexOf('9101: ip 123.123.123.123')]);
    expect(request).toMatchObject({ body: { dataType: 1, dataTypeName: 'video', streamTypeName: 'main' } });
    const [text] = decodeInputs([hexOf('8300 2013: flag 0x3f')]);
    expect(text).toMatchObject({ body: { tts: true, text: '测试123@456#abc!...结束' } });
    const [safety] = decodeInputs([hexOf('JSATL12 0x64 ADAS')]);
    const [adas] = (safety!.body as { items: unknown[] }).items;
    expect(adas).toMatchObject({ itemId: '0x64', eventName: 'forwardCollision', flagState: 'start' });
  });

  it('reports each bad frame with a code and a reason', () => {
    const good = hexOf('2013 heartbeat');
    const badCheck = good.slice(0, -4) + '887e';
    // 00 02 | check 02: a correct check code around a 2-byte "header".
    expect(decodeInputs([badCheck, '7e7e', 'xyz', '000202'])).toEqual([
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'badCheck' }) }),
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'emptyFrame' }) }),
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'badHex' }) }),
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'truncatedHeader' }) }),
    ]);
  });

  it('splits an input holding several frames and reassembles subpackages', () => {
    const views = decodeInputs([hexOf('0x0104 packet 1/2') + hexOf('0x0104 packet 2/2')]);
    expect(views.map((v) => v.kind)).toEqual(['raw', 'raw', 'parameterQueryReply']);
    expect(views[2]).toMatchObject({ assembledFromPackets: 2, messageId: '0x0104', serial: 0x048a });
  });

  it('decodes JT/T 1078 media packets', () => {
    expect(decodeInputs([hexOf('downlink intercom')])).toEqual([
      expect.objectContaining({
        ok: true,
        protocol: 'JT/T 1078',
        sim: '013800138000',
        dataTypeName: 'audio',
      }),
    ]);
  });
});

describe('the jt808 command', () => {
  const root = findRepoRoot();
  const run = (args: string[], input?: string) =>
    spawnSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/jt808.ts'), ...args],
      {
        cwd: root,
        input,
        encoding: 'utf8',
      },
    );

  it('decodes hex lines from standard input, one compact JSON per frame, exit code 0 even for bad frames', () => {
    const good = hexOf('2013 heartbeat');
    const result = run(['decode', '--compact'], `# captured\n${good}\n\n7e7e\n`);
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ ok: true, messageId: '0x0002' }),
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'emptyFrame' }) }),
    ]);
  });

  it('exits non-zero with usage for a missing or unknown command', () => {
    expect(run([]).status).toBe(2);
    const unknown = run(['encode', '7e7e']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "encode"');
  });

  it('prints indented JSON for hex arguments', () => {
    const out = execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/jt808.ts', 'decode', hexOf('2019 heartbeat')],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(out).toContain('\n  "edition": 2019,\n');
  });
}, 30_000);
