import { describe, expect, it } from 'vitest';
import { loadMediaConfig } from './mediaConfig';

describe('media port configuration', () => {
  it('admits media only from the vehicle’s own address unless JT1078_CHECK_ADDRESS=0 (carrier NAT)', () => {
    expect(loadMediaConfig({}).checkAddress).toBe(true);
    expect(loadMediaConfig({ JT1078_CHECK_ADDRESS: '1' }).checkAddress).toBe(true);
    expect(loadMediaConfig({ JT1078_CHECK_ADDRESS: '0' }).checkAddress).toBe(false);
    expect(() => loadMediaConfig({ JT1078_CHECK_ADDRESS: 'no' })).toThrow('JT1078_CHECK_ADDRESS');
  });

  it('closes idle media connections after JT1078_IDLE_TIMEOUT_S, 30 s by default', () => {
    expect(loadMediaConfig({}).limits.idleTimeoutMs).toBe(30_000);
    expect(loadMediaConfig({ JT1078_IDLE_TIMEOUT_S: '90' }).limits.idleTimeoutMs).toBe(90_000);
    expect(() => loadMediaConfig({ JT1078_IDLE_TIMEOUT_S: '0' })).toThrow('JT1078_IDLE_TIMEOUT_S');
  });
});
