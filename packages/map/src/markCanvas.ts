import type { LiveMark, LiveTrail } from './liveMapView';

/** A north-pointing arrow (turned to the heading), in pixels around the vehicle's position. */
const ARROW: [number, number][] = [
  [0, -11],
  [7, 9],
  [0, 4],
  [-7, 9],
];

const clusterRadius = (count: number) => Math.min(28, 13 + Math.log2(count) * 2);
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The live marks on a canvas of their own above the map: a new set of marks costs one clear and a few hundred
 * paths, and never repaints the map below. Hover shows a mark's tooltip lines (HTML, class `rw-live-map-tooltip`);
 * a click reports the mark under the pointer.
 */
export class MarkCanvas {
  private readonly canvas: HTMLCanvasElement;
  private readonly tooltip: HTMLDivElement;
  private marks: readonly LiveMark[] = [];
  private trails: readonly LiveTrail[] = [];
  private placed: { mark: LiveMark; x: number; y: number; r: number }[] = [];
  private readonly clickListeners: ((mark: LiveMark) => void)[] = [];

  constructor(
    private readonly element: HTMLElement,
    private readonly project: (lon: number, lat: number) => [number, number] | null,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.style.cssText = 'position:absolute;inset:0;pointer-events:none;z-index:2';
    this.tooltip = document.createElement('div');
    this.tooltip.className = 'rw-live-map-tooltip';
    this.tooltip.style.cssText =
      'position:absolute;display:none;z-index:3;pointer-events:none;background:#fff;border:1px solid #1677ff;' +
      'border-radius:4px;padding:6px 10px;font-size:12px;line-height:19px;color:#595959;white-space:nowrap;' +
      'box-shadow:0 2px 8px rgba(0,0,0,.15)';
    element.append(this.canvas, this.tooltip);
    element.addEventListener('mousemove', this.onMove);
    element.addEventListener('mouseleave', this.onLeave);
    element.addEventListener('click', this.onClick);
  }

  setMarks(marks: readonly LiveMark[]): void {
    this.marks = marks;
    this.draw();
  }

  setTrails(trails: readonly LiveTrail[]): void {
    this.trails = trails;
    this.draw();
  }

  onMarkClick(listener: (mark: LiveMark) => void): void {
    this.clickListeners.push(listener);
  }

  /** Draws everything again at the map's current view (after a pan, zoom or resize). */
  draw(): void {
    const dpr = window.devicePixelRatio || 1;
    const w = this.element.clientWidth;
    const h = this.element.clientHeight;
    if (this.canvas.width !== Math.round(w * dpr) || this.canvas.height !== Math.round(h * dpr)) {
      this.canvas.width = Math.round(w * dpr);
      this.canvas.height = Math.round(h * dpr);
      this.canvas.style.width = `${w}px`;
      this.canvas.style.height = `${h}px`;
    }
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const trail of this.trails) {
      ctx.beginPath();
      let first = true;
      for (const [lon, lat] of trail.coords) {
        const p = this.project(lon, lat);
        if (!p) continue;
        if (first) ctx.moveTo(p[0], p[1]);
        else ctx.lineTo(p[0], p[1]);
        first = false;
      }
      ctx.strokeStyle = trail.color;
      ctx.globalAlpha = 0.85;
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    this.placed = [];
    for (const mark of this.marks) {
      const p = this.project(mark.lon, mark.lat);
      if (!p) continue;
      const [x, y] = p;
      if (x < -40 || y < -40 || x > w + 40 || y > h + 40) continue;
      if (mark.kind === 'cluster') this.drawCluster(ctx, mark, x, y);
      else this.drawVehicle(ctx, mark, x, y);
      this.placed.push({ mark, x, y, r: mark.kind === 'cluster' ? clusterRadius(mark.count) : 10 });
    }
  }

  dispose(): void {
    this.element.removeEventListener('mousemove', this.onMove);
    this.element.removeEventListener('mouseleave', this.onLeave);
    this.element.removeEventListener('click', this.onClick);
    this.canvas.remove();
    this.tooltip.remove();
  }

  private drawCluster(ctx: CanvasRenderingContext2D, mark: LiveMark, x: number, y: number): void {
    ctx.beginPath();
    ctx.arc(x, y, clusterRadius(mark.count), 0, Math.PI * 2);
    ctx.fillStyle = mark.color;
    ctx.globalAlpha = 0.9;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#fff';
    ctx.stroke();
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(mark.count), x, y);
  }

  private drawVehicle(ctx: CanvasRenderingContext2D, mark: LiveMark, x: number, y: number): void {
    const scale = mark.selected ? 1.4 : 1;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate((mark.dir * Math.PI) / 180);
    ctx.scale(scale, scale);
    ctx.beginPath();
    ARROW.forEach(([ax, ay], i) => (i === 0 ? ctx.moveTo(ax, ay) : ctx.lineTo(ax, ay)));
    ctx.closePath();
    ctx.fillStyle = mark.color;
    ctx.fill();
    ctx.lineWidth = mark.selected ? 1.5 : 1;
    ctx.strokeStyle = mark.selected ? '#1f2329' : '#fff';
    ctx.stroke();
    ctx.restore();
    if (mark.label) {
      ctx.font = '12px sans-serif';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      const width = ctx.measureText(mark.label).width;
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fillRect(x + 13, y - 9, width + 8, 18);
      ctx.fillStyle = '#1f2329';
      ctx.fillText(mark.label, x + 17, y);
    }
  }

  private hit(event: MouseEvent): LiveMark | null {
    const rect = this.element.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    for (let i = this.placed.length - 1; i >= 0; i -= 1) {
      const p = this.placed[i];
      if (p && (p.x - x) ** 2 + (p.y - y) ** 2 <= p.r ** 2) return p.mark;
    }
    return null;
  }

  private readonly onMove = (event: MouseEvent) => {
    const mark = this.hit(event);
    if (!mark || mark.tooltip.length === 0) {
      this.tooltip.style.display = 'none';
      return;
    }
    const rect = this.element.getBoundingClientRect();
    this.tooltip.innerHTML = mark.tooltip.map(escapeHtml).join('<br/>');
    this.tooltip.style.display = 'block';
    const left = Math.min(event.clientX - rect.left + 14, rect.width - this.tooltip.offsetWidth - 4);
    const top = Math.min(event.clientY - rect.top + 14, rect.height - this.tooltip.offsetHeight - 4);
    this.tooltip.style.left = `${Math.max(4, left)}px`;
    this.tooltip.style.top = `${Math.max(4, top)}px`;
  };

  private readonly onLeave = () => {
    this.tooltip.style.display = 'none';
  };

  private readonly onClick = (event: MouseEvent) => {
    const mark = this.hit(event);
    if (mark) for (const listener of this.clickListeners) listener(mark);
  };
}
