import type { ZoneRuleBook } from './zones/ZoneRuleBook';
import type { Database } from '../db/connect';
import type { PipelineLogger } from './pipelineLogger';
import { restoreVehicle } from './restoreVehicle';
import { createRuntime, type VehicleRuntime } from './vehicleRuntime';
import { loadStoredVehicles, loadVehicleSettings } from './vehicleSettings';

const IDS_PER_LOAD = 500;

function take(set: Set<number>, count: number): number[] {
  const out: number[] = [];
  for (const id of set) {
    if (out.length === count) break;
    out.push(id);
  }
  for (const id of out) set.delete(id);
  return out;
}

/**
 * The vehicles the pipeline knows, each loaded lazily: the first time a vehicle is heard of, its settings, stored
 * state and open alarms are read — for all vehicles heard of in the same turn of the event loop in one query
 * each — and its reports wait in memory meanwhile. Settings are re-read when `requestReload` says they are stale;
 * the old ones serve until then.
 */
export class VehicleDirectory {
  readonly runtimes = new Map<number, VehicleRuntime>();
  /** Reports waiting for their vehicle's first load. */
  pendingReports = 0;
  private readonly toLoad = new Set<number>();
  private readonly toReload = new Set<number>();
  private scheduled = false;
  private running: Promise<void> | null = null;
  private recovering: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: PipelineLogger,
    private readonly now: () => number,
    private readonly zoneRules: ZoneRuleBook,
    private readonly onLoaded: (rt: VehicleRuntime) => void,
  ) {}

  /** The vehicle's runtime, created (and its load requested) on first sight. */
  get(vehicleId: number, terminalModel: string, at: number): VehicleRuntime {
    let rt = this.runtimes.get(vehicleId);
    if (!rt) {
      rt = createRuntime(vehicleId, terminalModel, at);
      this.runtimes.set(vehicleId, rt);
      this.toLoad.add(vehicleId);
      this.schedule();
    }
    return rt;
  }

  requestReload(vehicleId: number): void {
    if (this.toReload.has(vehicleId)) return;
    this.toReload.add(vehicleId);
    this.schedule();
  }

  /** Loads that failed (database unavailable) are tried again. */
  retry(): void {
    if (this.toLoad.size > 0 || this.toReload.size > 0) this.schedule();
  }

  /**
   * Vehicles the previous process left online: they count as last seen at their stored update time, so that a
   * terminal that never comes back is marked offline after the time-out like any other.
   */
  recover(): Promise<void> {
    this.recovering ??= (async () => {
      try {
        const rows = await this.db
          .selectFrom('vehicle_states')
          .select(['vehicle_id', 'updated_at'])
          .where('online', '=', 1)
          .execute();
        for (const row of rows) {
          if (this.runtimes.has(row.vehicle_id)) continue;
          const rt = this.get(row.vehicle_id, '', row.updated_at);
          rt.online = true;
          rt.state.online = 1;
          rt.lastSeenAt = row.updated_at;
        }
      } catch (err) {
        this.logger.error({ err }, 'could not read the vehicles left online');
      }
    })();
    return this.recovering;
  }

  /** Resolves when no load is queued or running (a failed load stays queued for `retry`). */
  async idle(): Promise<void> {
    if (this.recovering) await this.recovering;
    while (this.running || this.scheduled) {
      await (this.running ?? new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    // setImmediate rather than a microtask: every socket read of this turn adds its vehicles first.
    setImmediate(() => {
      this.scheduled = false;
      // After a failure the queue waits for `retry` (the next tick) instead of hammering the database.
      this.running = this.run().then((ok) => {
        this.running = null;
        if (ok && (this.toLoad.size > 0 || this.toReload.size > 0)) this.schedule();
      });
    });
  }

  private async run(): Promise<boolean> {
    while (this.toLoad.size > 0 || this.toReload.size > 0) {
      const fresh = this.toLoad.size > 0;
      const ids = take(fresh ? this.toLoad : this.toReload, IDS_PER_LOAD);
      let settings: Awaited<ReturnType<typeof loadVehicleSettings>>;
      let stored: Awaited<ReturnType<typeof loadStoredVehicles>> | null;
      try {
        settings = await loadVehicleSettings(this.db, ids, this.now());
        stored = fresh ? await loadStoredVehicles(this.db, ids) : null;
        // A vehicle's first reports are judged against its company's zones, so those are read first.
        if (fresh) await this.zoneRules.ensure([...settings.values()].map((s) => s.companyId));
      } catch (err) {
        for (const id of ids) (fresh ? this.toLoad : this.toReload).add(id);
        this.logger.error({ err, vehicles: ids.length }, 'loading vehicle settings failed; will retry');
        return false;
      }
      for (const id of ids) {
        const rt = this.runtimes.get(id);
        if (!rt) continue;
        const loaded = settings.get(id);
        if (loaded) {
          rt.settings = loaded;
          rt.state.plate = loaded.plate;
          rt.state.departmentId = loaded.departmentId;
        }
        if (!stored) continue;
        if (!loaded)
          this.logger.warn({ vehicleId: id }, 'vehicle not found: its reports are kept as track only');
        const left = stored.get(id);
        if (left) restoreVehicle(rt, left);
        rt.restored = true;
        try {
          this.onLoaded(rt);
        } catch (err) {
          this.logger.error({ err, vehicleId: id }, 'processing reports after loading failed');
        }
      }
    }
    return true;
  }
}
