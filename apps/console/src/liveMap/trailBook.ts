/** Positions kept per tracked vehicle (its recent path). */
export const TRAIL_POINTS = 300;

/** The recent path of each tracked vehicle: a new position is added only when it differs from the last one. */
export class TrailBook {
  private readonly trails = new Map<number, [number, number][]>();

  add(vehicleId: number, lon: number, lat: number): void {
    let trail = this.trails.get(vehicleId);
    if (!trail) {
      trail = [];
      this.trails.set(vehicleId, trail);
    }
    const last = trail.at(-1);
    if (last && last[0] === lon && last[1] === lat) return;
    trail.push([lon, lat]);
    if (trail.length > TRAIL_POINTS) trail.splice(0, trail.length - TRAIL_POINTS);
  }

  /** Forget vehicles no longer tracked. */
  keepOnly(ids: ReadonlySet<number>): void {
    for (const id of this.trails.keys()) if (!ids.has(id)) this.trails.delete(id);
  }

  get(vehicleId: number): readonly [number, number][] {
    return this.trails.get(vehicleId) ?? [];
  }
}
