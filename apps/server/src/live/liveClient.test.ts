import { ACC_STATUS, LIVE_CLOSE_CODE, type LiveServerMessage, type LiveVehicleState } from '@roadwatch/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, type LiveSocket } from './liveClient';
import type { LiveEvent } from './liveBus';

class FakeSocket implements LiveSocket {
  bufferedAmount = 0;
  sent: LiveServerMessage[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveServerMessage);
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }
}

const SCOPE = { companyId: 1, departmentPath: '/1/5/' };
const SNAPSHOT: Extract<LiveServerMessage, { type: 'snapshot' }> = {
  type: 'snapshot',
  vehicles: [],
  alarms: [],
  exceptions: [],
  serverTime: 0,
};

function vehicle(id: number, speedKmh: number, path = '/1/5/9/'): LiveEvent {
  const state: LiveVehicleState = {
    vehicleId: id,
    plate: `沪A${id}`,
    departmentId: 9,
    online: 1,
    acc: ACC_STATUS.on,
    lon: 121,
    lat: 31,
    speedKmh,
    direction: 0,
    mileageKm: 0,
    gpsTime: 0,
    alarmFlags: [],
  };
  return { type: 'vehicle', companyId: 1, departmentPath: path, state };
}

function alarm(guid: string, companyId = 1, path = '/1/5/'): LiveEvent {
  return {
    type: 'alarm',
    companyId,
    departmentPath: path,
    alarm: {
      guid,
      vehicleId: 1,
      plate: '',
      departmentId: 5,
      alarmClass: 1,
      firstType: 2,
      secondType: 1,
      level: 3,
      beginTime: 0,
      endTime: null,
      handleStatus: 0,
      lon: null,
      lat: null,
    },
  };
}

let socket: FakeSocket;
let clock: number;
let client: LiveClient;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  socket = new FakeSocket();
  client = new LiveClient({
    socket,
    scope: SCOPE,
    tokenHash: 'h',
    now: () => clock,
    limits: { coalesceMs: 1000, softBufferBytes: 1000, hardBufferBytes: 10_000, maxBackedUpMs: 5000 },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => {
  clock += ms;
  vi.advanceTimersByTime(ms);
};

describe('LiveClient', () => {
  it('sends the snapshot first, then what arrived while it loaded', () => {
    client.deliver(alarm('early'));
    expect(socket.sent).toEqual([]);
    client.start(SNAPSHOT);
    expect(socket.sent.map((m) => m.type)).toEqual(['snapshot', 'alarm']);
  });

  it('ignores events of another company or outside the department subtree', () => {
    client.start(SNAPSHOT);
    client.deliver(alarm('other-company', 2, '/1/5/'));
    client.deliver(alarm('sibling', 1, '/1/6/'));
    client.deliver(alarm('prefix-lookalike', 1, '/1/50/'));
    client.deliver(alarm('mine', 1, '/1/5/7/'));
    expect(socket.sent.slice(1)).toMatchObject([{ type: 'alarm', alarm: { guid: 'mine' } }]);
  });

  it('passes a partner’s shared vehicle’s states (not its alarms) only while it is shared', () => {
    const shared = (id: number, speed: number) =>
      ({ ...vehicle(id, speed, '/7/'), companyId: 7 }) as LiveEvent;
    client.start(SNAPSHOT, [70]);
    client.deliver(shared(70, 30));
    client.deliver(shared(71, 30));
    client.deliver(alarm('theirs', 7, '/7/'));
    advance(1000);
    expect(socket.sent.slice(1)).toMatchObject([{ type: 'vehicles', vehicles: [{ vehicleId: 70 }] }]);

    client.deliver(shared(70, 40));
    client.setShared([]);
    advance(1000);
    expect(socket.sent.slice(2)).toEqual([{ type: 'vehiclesGone', vehicleIds: [70] }]);
    client.deliver(shared(70, 50));
    advance(1000);
    expect(socket.sent).toHaveLength(3);

    const state = (shared(71, 20) as Extract<LiveEvent, { type: 'vehicle' }>).state;
    client.setShared([state]);
    expect(socket.sent.at(-1)).toEqual({ type: 'vehicles', vehicles: [state] });
  });

  it('sends each vehicle at most once per period, with its latest state', () => {
    client.start(SNAPSHOT);
    for (let i = 1; i <= 10; i++) {
      client.deliver(vehicle(7, i));
      advance(90);
    }
    client.deliver(vehicle(8, 1));
    advance(100);
    const batches = socket.sent.filter((m) => m.type === 'vehicles');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ vehicles: [{ vehicleId: 7, speedKmh: 10 }, { vehicleId: 8 }] });
  });

  it('holds coalesced states while the socket is backed up, keeping only the latest, and sends alarms anyway', () => {
    client.start(SNAPSHOT);
    socket.bufferedAmount = 5000;
    for (let i = 0; i < 50; i++) {
      client.deliver(vehicle(7, i));
      advance(100);
    }
    expect(socket.sent.filter((m) => m.type === 'vehicles')).toHaveLength(0);
    client.deliver(alarm('urgent'));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'alarm', alarm: { guid: 'urgent' } });
    socket.bufferedAmount = 0;
    advance(1000);
    const batches = socket.sent.filter((m) => m.type === 'vehicles');
    expect(batches).toEqual([
      expect.objectContaining({ vehicles: [expect.objectContaining({ speedKmh: 49 })] }),
    ]);
    expect(socket.closedWith).toBeNull();
  });

  it('closes a socket that stays backed up', () => {
    client.start(SNAPSHOT);
    socket.bufferedAmount = 5000;
    for (let i = 0; i < 70 && !socket.closedWith; i++) {
      client.deliver(vehicle(7, i));
      advance(100);
    }
    expect(socket.closedWith?.code).toBe(LIVE_CLOSE_CODE.backedUp);
    expect(client.isClosed).toBe(true);
  });

  it('closes a socket at once when its unsent data passes the hard limit', () => {
    client.start(SNAPSHOT);
    socket.bufferedAmount = 20_000;
    client.deliver(alarm('too-late'));
    expect(socket.closedWith?.code).toBe(LIVE_CLOSE_CODE.backedUp);
    expect(socket.sent.at(-1)?.type).toBe('snapshot');
  });

  it('drops what is pending when disposed, and sends nothing after', () => {
    client.start(SNAPSHOT);
    client.deliver(vehicle(7, 1));
    client.dispose();
    advance(2000);
    client.deliver(alarm('after'));
    expect(socket.sent.map((m) => m.type)).toEqual(['snapshot']);
  });
});
