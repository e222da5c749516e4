import type { Database } from '../../src/db/connect';
import { TestTerminal } from './testTerminal';

export interface ReportingVehicle {
  vehicleId: number;
  phone: string;
  authCode: string;
}

/** `count` vehicles with terminals that may authenticate at once (auth codes set), in an existing department. */
export async function seedReportingVehicles(
  db: Database,
  options: { count: number; firstId: number; companyId?: number; departmentId?: number; createOrg?: boolean },
): Promise<ReportingVehicle[]> {
  const companyId = options.companyId ?? 1;
  const departmentId = options.departmentId ?? 1;
  const now = Date.now();
  if (options.createOrg) {
    await db.insertInto('companies').values({ id: companyId, name: '耐久测试', created_at: now }).execute();
    await db
      .insertInto('departments')
      .values({
        id: departmentId,
        company_id: companyId,
        parent_id: null,
        level: 1,
        name: '总部',
        path: `/${departmentId}/`,
      })
      .execute();
  }
  const vehicles = Array.from({ length: options.count }, (_, i) => {
    const vehicleId = options.firstId + i;
    return { vehicleId, phone: `0199${String(vehicleId).padStart(8, '0')}`, authCode: `DUR${vehicleId}` };
  });
  await db
    .insertInto('vehicles')
    .values(
      vehicles.map((v) => ({
        id: v.vehicleId,
        company_id: companyId,
        department_id: departmentId,
        plate: `沪D${String(v.vehicleId).padStart(5, '0')}`,
        terminal_phone: v.phone,
        terminal_model: 'GT-1013',
        protocol_version: 2013,
        auth_code: v.authCode,
        created_at: now,
      })),
    )
    .execute();
  return vehicles;
}

/** A report the gateway acknowledged: it must be in track_points from then on. */
export interface AcknowledgedReport {
  vehicleId: number;
  gpsTime: number;
}

/**
 * Terminals that report 0x0200 as fast as the gateway acknowledges them (each keeps `window` reports
 * unacknowledged), every report a second of terminal time after the previous one, and write down each report whose
 * 0x8001 (result 0) came back — what the terminal would then delete from its own store.
 */
export class ReportingFleet {
  readonly acknowledged: AcknowledgedReport[] = [];
  sent = 0;
  private readonly terminals: TestTerminal[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  constructor(
    private readonly vehicles: readonly ReportingVehicle[],
    private readonly firstGpsTime: number,
    private readonly window = 4,
  ) {}

  /** Connects and authenticates every terminal. */
  async connect(port: number): Promise<void> {
    for (const v of this.vehicles) {
      const terminal = await TestTerminal.connect(port, v.phone);
      const auth = await terminal.authenticate(v.authCode);
      if (auth.body.kind !== 'platformGeneralReply' || auth.body.result !== 0)
        throw new Error(`terminal ${v.phone} was not authenticated`);
      this.terminals.push(terminal);
    }
  }

  start(): void {
    this.running = true;
    this.loops = this.terminals.map((terminal, i) => this.drive(terminal, this.vehicles[i]!));
  }

  /** Stops sending; resolves once every report sent was answered or its connection closed. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Resolves once at least `count` reports in total were acknowledged. */
  untilAcknowledged(count: number): Promise<void> {
    if (this.acknowledged.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async close(): Promise<void> {
    this.running = false;
    await Promise.all(this.terminals.map((t) => (t.closed ? undefined : t.close())));
    await Promise.all(this.loops);
  }

  private async drive(terminal: TestTerminal, vehicle: ReportingVehicle): Promise<void> {
    let gpsTime = this.firstGpsTime;
    const inFlight = new Set<Promise<void>>();
    const closed = terminal.whenClosed();
    while (!terminal.closed && (this.running || inFlight.size > 0)) {
      while (this.running && inFlight.size < this.window) {
        const time = gpsTime;
        gpsTime += 1_000;
        const serial = terminal.send(0x0200, terminal.locationBody({ time }));
        this.sent += 1;
        const answered = terminal.replyTo(serial).then((reply) => {
          if (reply.body.kind === 'platformGeneralReply' && reply.body.result === 0)
            this.record(vehicle, time);
        });
        const tracked: Promise<void> = answered.finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
      }
      await Promise.race([...inFlight, closed]);
    }
  }

  private record(vehicle: ReportingVehicle, gpsTime: number): void {
    // The terminal's time has whole seconds (BCD): that is what is stored.
    this.acknowledged.push({ vehicleId: vehicle.vehicleId, gpsTime: Math.floor(gpsTime / 1000) * 1000 });
    for (const waiter of [...this.waiters]) {
      if (this.acknowledged.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
}

/** The acknowledged reports that are not in track_points. */
export async function missingFromTrack(
  db: Database,
  reports: readonly AcknowledgedReport[],
): Promise<AcknowledgedReport[]> {
  const stored = new Set<string>();
  const ids = [...new Set(reports.map((r) => r.vehicleId))];
  for (let i = 0; i < ids.length; i += 200) {
    const rows = await db
      .selectFrom('track_points')
      .select(['vehicle_id', 'gps_time'])
      .where('vehicle_id', 'in', ids.slice(i, i + 200))
      .execute();
    for (const row of rows) stored.add(`${row.vehicle_id}:${row.gps_time}`);
  }
  return reports.filter((r) => !stored.has(`${r.vehicleId}:${r.gpsTime}`));
}
