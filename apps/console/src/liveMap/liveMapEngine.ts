import type { LiveServerMessage, LiveVehicleState } from '@roadwatch/core';
import { clusterView, type ClusteredView, type MapViewport } from './clusterView';
import { LiveVehicleStore } from './liveVehicleStore';
import { NO_FILTER, isFiltering, passesFilter, type VehicleFilter } from './vehicleFilter';

/** What one computation hands to the page: small, whatever the fleet's size. */
export interface LiveFrame {
  view: ClusteredView | null;
  total: number;
  located: number;
  /** [west, south, east, north] of the located vehicles passing the filter, null when none. */
  bounds: [number, number, number, number] | null;
  /** Vehicles passing the filter (null without a filter); only when it changed or a second passed. */
  passing?: number[] | null;
  followed: LiveVehicleState | null;
  tracked: LiveVehicleState[];
  /** Feed updates applied so far. */
  version: number;
}

/** How often the tree's filtered list is sent again (rebuilding the tree is the page's costly part). */
const PASSING_EVERY_MS = 1_000;

/**
 * The live map's data work, off the main thread (it runs in `liveMapWorker`): the feed's messages (parsed there)
 * fill the store (last state per vehicle wins); `compute` derives operation states, applies the filters, and
 * clusters the located vehicles for the page's viewport. The page receives only the marks and a few figures.
 */
export class LiveMapEngine {
  readonly store = new LiveVehicleStore();
  filter: VehicleFilter = NO_FILTER;
  viewport: MapViewport | null = null;
  followId: number | null = null;
  trackIds: readonly number[] = [];
  private passingSentAt = 0;
  private forcePassing = true;

  apply(message: LiveServerMessage): void {
    this.store.apply(message);
  }

  setFilter(filter: VehicleFilter): void {
    this.filter = filter;
    this.forcePassing = true;
  }

  compute(now: number): LiveFrame {
    const states = this.store.operationStates(now);
    const withAlarm = this.store.vehiclesWithOpenAlarms();
    const filtering = isFiltering(this.filter);
    const n = this.store.vehicles.size;
    const ids = new Int32Array(n);
    const lon = new Float64Array(n);
    const lat = new Float64Array(n);
    const state = new Uint8Array(n);
    const dir = new Uint16Array(n);
    const passing: number[] | null = filtering ? [] : null;
    let [w, s, e, nn] = [180, 90, -180, -90];
    let k = 0;
    for (const v of this.store.vehicles.values()) {
      const st = states.get(v.vehicleId);
      if (filtering && !passesFilter(this.filter, v, st, withAlarm)) continue;
      passing?.push(v.vehicleId);
      if (v.lon === null || v.lat === null) continue;
      ids[k] = v.vehicleId;
      lon[k] = v.lon;
      lat[k] = v.lat;
      state[k] = st ?? 0;
      dir[k] = v.direction;
      if (v.lon < w) w = v.lon;
      if (v.lon > e) e = v.lon;
      if (v.lat < s) s = v.lat;
      if (v.lat > nn) nn = v.lat;
      k += 1;
    }
    const view = this.viewport
      ? clusterView(
          {
            ids: ids.subarray(0, k),
            lon: lon.subarray(0, k),
            lat: lat.subarray(0, k),
            state: state.subarray(0, k),
            dir: dir.subarray(0, k),
          },
          (id) => this.store.vehicles.get(id)?.plate ?? '',
          this.viewport,
        )
      : null;
    const frame: LiveFrame = {
      view,
      total: n,
      located: k,
      bounds: k > 0 ? [w, s, e, nn] : null,
      followed: this.followId === null ? null : (this.store.vehicles.get(this.followId) ?? null),
      tracked: this.trackIds.flatMap((id) => {
        const v = this.store.vehicles.get(id);
        return v ? [v] : [];
      }),
      version: this.store.version,
    };
    if (this.forcePassing || now - this.passingSentAt >= PASSING_EVERY_MS) {
      this.forcePassing = false;
      this.passingSentAt = now;
      frame.passing = passing;
    }
    return frame;
  }
}
