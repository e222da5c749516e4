import { kioskEndpoints, type BoardConfig } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { fetchBoardData } from './fetchBoardData';
import type { KioskApi } from './kioskApi';

function recordingApi() {
  const calls: { name: string; input: unknown }[] = [];
  const api = {
    call: (endpoint: { name: string }, input: unknown) => {
      calls.push({ name: endpoint.name, input });
      return Promise.resolve({});
    },
  } as unknown as KioskApi;
  return { api, calls };
}

describe('fetchBoardData', () => {
  it("asks for the board's refresh interval and its configured windows", async () => {
    const { api, calls } = recordingApi();
    const boards: BoardConfig[] = [
      { kind: 'safety', dwellSeconds: 30, refreshSeconds: 5, riskTrendWindow: '13w' },
      { kind: 'coldChain', dwellSeconds: 30, refreshSeconds: 30, onlineRateDays: 2 },
      { kind: 'supervision', dwellSeconds: 30, refreshSeconds: 15 },
    ];
    for (const board of boards) await fetchBoardData(api, board);
    expect(calls).toEqual([
      { name: kioskEndpoints.kioskSafetyBoard.name, input: { refresh: '5', trend: '13w' } },
      { name: kioskEndpoints.kioskColdChainBoard.name, input: { refresh: '30', onlineDays: '2' } },
      { name: kioskEndpoints.kioskSupervisionBoard.name, input: { refresh: '15' } },
    ]);
  });

  it('uses 7 days for both windows when the config names none', async () => {
    const { api, calls } = recordingApi();
    await fetchBoardData(api, { kind: 'safety', dwellSeconds: 30, refreshSeconds: 15 });
    await fetchBoardData(api, { kind: 'coldChain', dwellSeconds: 30, refreshSeconds: 15 });
    expect(calls.map((c) => c.input)).toEqual([
      { refresh: '15', trend: '7d' },
      { refresh: '15', onlineDays: '7' },
    ]);
  });
});
