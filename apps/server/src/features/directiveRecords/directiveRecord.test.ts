import { DIRECTIVE_PARAMS_MAX } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { CommandError } from '../../gateway/commandTracker';
import { withCommandIssuer, currentCommandIssuer } from '../../http/commandIssuer';
import { failedOutcome } from './directiveOutcome';
import { directiveParams } from './directiveParams';

describe('failedOutcome', () => {
  it('words the 0x0001 results 1–3, other refusals, time-outs and offline terminals', () => {
    const refused = (result?: number) => failedOutcome(new CommandError('refused', 'x', result));
    expect([1, 2, 3].map((r) => refused(r).outcome)).toEqual(['failure', 'badMessage', 'unsupported']);
    expect(refused(7)).toEqual({ outcome: 'failure', answered: true });
    expect(failedOutcome(new CommandError('timeout', 'x'))).toEqual({ outcome: 'timeout', answered: false });
    expect(failedOutcome(new CommandError('offline', 'x'))).toEqual({ outcome: 'offline', answered: false });
    expect(failedOutcome(new RangeError('channel 0'))).toEqual({ outcome: 'failure', answered: false });
  });
});

describe('directiveParams', () => {
  it('keeps the text (cut), the channel and the photo count, never the media address', () => {
    const text = '长'.repeat(DIRECTIVE_PARAMS_MAX + 5);
    expect(directiveParams({ kind: 'textMessage', flags: 0, textType: null, text })).toEqual({
      text: '长'.repeat(DIRECTIVE_PARAMS_MAX),
    });
    const request = directiveParams({
      kind: 'avRequest',
      serverIp: '10.1.2.3',
      tcpPort: 7810,
      udpPort: 0,
      channel: 2,
      dataType: 2,
      streamType: 0,
    });
    expect(request).toEqual({ channel: 2 });
    expect(JSON.stringify(request)).not.toContain('10.1.2.3');
    expect(directiveParams({ kind: 'locationQuery' })).toEqual({});
  });
});

describe('commandIssuer', () => {
  it("is the request's user inside its work and nobody outside", async () => {
    expect(currentCommandIssuer()).toBeNull();
    const inside = await withCommandIssuer({ userId: 7 }, () => Promise.resolve(currentCommandIssuer()));
    expect(inside).toEqual({ userId: 7 });
    expect(await withCommandIssuer(null, () => Promise.resolve(currentCommandIssuer()))).toBeNull();
  });
});
