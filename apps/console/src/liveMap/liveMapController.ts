import { createLiveMap, type LiveMapView, type LiveMark, type MapProvider } from '@roadwatch/map';
import type { LiveVehicleState } from '@roadwatch/core';
import { clusterZoom } from './clusterView';
import { frameScheduler } from './frameScheduler';
import type { LiveFeedStatus } from './liveFeedClient';
import type { LiveFrame } from './liveMapEngine';
import { startLiveMapWorker } from './liveMapWorkerClient';
import { colorOfState } from './operationColors';
import type { VehicleFilter } from './vehicleFilter';

export interface LiveMapStats {
  total: number;
  located: number;
  marks: number;
  clustered: boolean;
  zoom: number;
  /** Vehicles passing the filter (null without a filter). */
  passing: ReadonlySet<number> | null;
}

export interface LiveMapCallbacks {
  onStats(stats: LiveMapStats): void;
  onStatus(status: LiveFeedStatus): void;
  /** The followed vehicle's state as the feed has it now (the card re-reads on a change). */
  onFollowed(state: LiveVehicleState | null): void;
  /** A vehicle mark was clicked. */
  onVehicleClick(vehicleId: number): void;
  moreText(count: number): string;
}

/** Map zoom a followed vehicle is shown at. */
const FOLLOW_ZOOM = 12;

/** A small margin around a box, so the outermost vehicles are not on the edge. */
function padded([w, s, e, n]: [number, number, number, number]): [number, number, number, number] {
  const pad = Math.max(0.05, (e - w) * 0.08, (n - s) * 0.08);
  return [w - pad, s - pad, e + pad, n + pad];
}

/**
 * The live map on the page: the worker reads the feed, keeps the last state per vehicle, filters and clusters for
 * the current viewport; each of its frames (a few hundred marks at most) is drawn on the next animation frame as one
 * series, and only then is the next frame asked for — nothing queues behind a slow frame.
 */
export class LiveMapController {
  view: LiveMapView | null = null;
  provider: MapProvider = 'offline';
  fellBack = false;
  /** What the last frame drew (read by the end-to-end test and the benchmark). */
  lastStats: LiveMapStats | null = null;
  lastMarks: readonly LiveMark[] = [];
  /** Frames drawn so far. */
  frames = 0;
  /** How long the map took to take each of the last frames (ms), for the benchmark. */
  readonly drawMs: number[] = [];
  private followId: number | null = null;
  private focusPending = false;
  private fitted = false;
  private passing: ReadonlySet<number> | null = null;
  private pending: LiveFrame | null = null;
  private disposed = false;
  private readonly frame = frameScheduler(() => this.draw());
  private worker: ReturnType<typeof startLiveMapWorker> | null = null;

  constructor(private readonly callbacks: LiveMapCallbacks) {}

  async mount(
    element: HTMLElement,
    options: { mapType: number; amapKey?: string | undefined },
  ): Promise<void> {
    const created = await createLiveMap(element, options);
    if (this.disposed) {
      created.view.dispose();
      return;
    }
    this.view = created.view;
    this.provider = created.provider;
    this.fellBack = created.fellBack;
    this.view.onViewportChange(() => this.sendViewport());
    this.view.onMarkClick((mark) => this.clicked(mark));
    this.worker = startLiveMapWorker(
      (frame) => {
        this.pending = frame;
        this.frame.request();
      },
      (status) => this.callbacks.onStatus(status),
    );
    this.sendViewport();
    this.worker.send({ type: 'follow', vehicleId: this.followId });
  }

  setFilter(filter: VehicleFilter): void {
    this.worker?.send({ type: 'filter', filter });
  }

  /** Follow a vehicle: centred (once its position is known), highlighted, its card open. null stops following. */
  follow(vehicleId: number | null): void {
    this.followId = vehicleId;
    this.focusPending = vehicleId !== null;
    this.worker?.send({ type: 'follow', vehicleId });
  }

  dispose(): void {
    this.disposed = true;
    this.frame.dispose();
    this.worker?.dispose();
    this.view?.dispose();
  }

  private sendViewport(): void {
    const view = this.view;
    if (!view) return;
    const vp = view.viewport();
    this.worker?.send({
      type: 'viewport',
      viewport: { bbox: vp.bbox, zoom: clusterZoom(vp.widthPx, vp.bbox[2] - vp.bbox[0]) },
    });
  }

  private clicked(mark: LiveMark & { expandZoom?: number }): void {
    if (!this.view) return;
    if (mark.kind === 'cluster') {
      // Zoom to where the cluster splits (at least one level in), centred on it; supercluster levels are 512-px
      // tiles, one below the map's 256-px levels.
      const target = Math.max(this.view.zoom() + 1, (mark.expandZoom ?? 0) + 1);
      this.view.focus(mark.lon, mark.lat, Math.min(18, target));
      return;
    }
    this.callbacks.onVehicleClick(mark.id);
  }

  private draw(): void {
    const view = this.view;
    const frame = this.pending;
    if (!view || !frame) return;
    this.pending = null;
    if (frame.passing !== undefined) this.passing = frame.passing === null ? null : new Set(frame.passing);
    const followed = frame.followed;
    if (this.focusPending && followed && followed.lon !== null && followed.lat !== null) {
      this.focusPending = false;
      this.fitted = true;
      view.focus(followed.lon, followed.lat, Math.max(FOLLOW_ZOOM, view.zoom()));
    } else if (!this.fitted && frame.bounds && this.followId === null) {
      // The first view fits the located fleet.
      this.fitted = true;
      view.fit(padded(frame.bounds));
    }
    const marks: (LiveMark & { expandZoom: number })[] = (frame.view?.marks ?? []).map((m) => {
      const isFollowed = m.kind === 'vehicle' && m.id === this.followId;
      return {
        kind: m.kind,
        id: m.id,
        lon: m.lon,
        lat: m.lat,
        color: colorOfState(m.state),
        dir: m.dir,
        count: m.count,
        expandZoom: m.expandZoom,
        selected: isFollowed,
        ...(isFollowed ? { label: m.plates[0] ?? '' } : {}),
        tooltip: m.more > 0 ? [...m.plates, this.callbacks.moreText(m.more)] : m.plates,
      };
    });
    const drawStart = performance.now();
    view.setMarks(marks);
    this.drawMs.push(performance.now() - drawStart);
    if (this.drawMs.length > 120) this.drawMs.shift();
    this.lastMarks = marks;
    this.frames += 1;
    this.lastStats = {
      total: frame.total,
      located: frame.located,
      marks: marks.length,
      clustered: frame.view?.clustered ?? false,
      zoom: view.zoom(),
      passing: this.passing,
    };
    this.callbacks.onStats(this.lastStats);
    this.callbacks.onFollowed(followed);
    // Drawn: the worker may send the next frame.
    this.worker?.send({ type: 'drawn' });
  }
}
