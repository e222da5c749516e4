import { describe, expect, it } from 'vitest';
import { normaliseAddress, StreamRequests } from './expectedStreams';

const request = { vehicleId: 7, sim: '013912345678', channel: 1, terminalAddress: '10.1.2.3' };

describe('which media connection a 0x9101 request admits', () => {
  it('matches a terminal seen through a dual-stack socket by its IPv4 address', () => {
    expect(normaliseAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    const requests = new StreamRequests<string>(true);
    requests.add({ ...request, terminalAddress: '::ffff:10.1.2.3' }, 1_000, () => undefined);
    expect(requests.admit('13912345678:1', '10.1.2.3')).toMatchObject({ vehicleId: 7 });
  });

  it('refuses an unrequested SIM or channel, another address, and a request already answered', () => {
    const requests = new StreamRequests<string>(true);
    const open = requests.add(request, 1_000, () => undefined);
    expect(requests.admit('13912345678:2', '10.1.2.3')).toBe('unrequested');
    expect(requests.admit('13912345678:1', '10.9.9.9')).toBe('otherAddress');
    expect(requests.admit('13912345678:1', null)).toBe('otherAddress');
    open.connection = 'first';
    expect(requests.admit('13912345678:1', '10.1.2.3')).toBe('alreadyConnected');
  });

  it('ignores the address when the check is off, and lapses unanswered requests at their deadline', () => {
    const outcomes: boolean[] = [];
    const requests = new StreamRequests<string>(false);
    requests.add(request, 1_000, (flowing) => outcomes.push(flowing));
    expect(requests.admit('13912345678:1', '100.64.0.9')).toMatchObject({ vehicleId: 7 });
    requests.expire(999);
    expect(outcomes).toEqual([]);
    requests.expire(1_000);
    expect(outcomes).toEqual([false]);
    expect(requests.admit('13912345678:1', '10.1.2.3')).toBe('unrequested');
  });
});
