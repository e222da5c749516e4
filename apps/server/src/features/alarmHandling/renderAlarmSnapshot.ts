import { ALARM_ICON_TYPES, isAlarmIconType } from '@roadwatch/core';

export interface SnapshotInput {
  guid: string;
  channel: number;
  secondType: number;
  /** Overlay lines, already translated. */
  plate: string;
  timeText: string;
  speedKmh: number;
  alarmName: string;
}

const W = 640;
const H = 360;

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A number 0..1 from the guid and a salt, so each alarm's pictures differ but stay the same on every request. */
function noise(guid: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < guid.length; i += 1) h = Math.imul(h ^ guid.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

function roadScene(guid: string): string {
  const bend = Math.round((noise(guid, 1) - 0.5) * 120);
  const carX = Math.round(250 + noise(guid, 2) * 140);
  const carW = Math.round(70 + noise(guid, 3) * 50);
  return `
  <rect width="${W}" height="170" fill="url(#sky)"/>
  <rect y="170" width="${W}" height="190" fill="#3b4048"/>
  <polygon points="${320 + bend - 18},170 ${320 + bend + 18},170 ${W - 20},${H} 20,${H}" fill="#50565f"/>
  <path d="M${320 + bend},172 L320,${H}" stroke="#f4f4f4" stroke-width="5" stroke-dasharray="22 18"/>
  <path d="M${320 + bend - 16},172 L30,${H}" stroke="#e8c547" stroke-width="4"/>
  <path d="M${320 + bend + 16},172 L${W - 30},${H}" stroke="#f4f4f4" stroke-width="4"/>
  <rect x="${carX}" y="${200}" width="${carW}" height="${Math.round(carW * 0.7)}" rx="8" fill="#2d3a4f"/>
  <rect x="${carX + 8}" y="${208}" width="${carW - 16}" height="${Math.round(carW * 0.25)}" rx="4" fill="#7e93ad"/>
  <rect x="${carX + 6}" y="${200 + Math.round(carW * 0.55)}" width="12" height="6" fill="#ff4d4f"/>
  <rect x="${carX + carW - 18}" y="${200 + Math.round(carW * 0.55)}" width="12" height="6" fill="#ff4d4f"/>
  <rect x="${carX - 10}" y="190" width="${carW + 20}" height="${Math.round(carW * 0.7) + 20}" fill="none" stroke="#ff4d4f" stroke-width="3"/>`;
}

function cabScene(guid: string): string {
  const tilt = Math.round((noise(guid, 4) - 0.5) * 24);
  const x = Math.round(300 + (noise(guid, 5) - 0.5) * 80);
  return `
  <rect width="${W}" height="${H}" fill="#1f2329"/>
  <rect x="420" y="30" width="200" height="150" rx="10" fill="#394250"/>
  <rect x="430" y="40" width="180" height="130" rx="6" fill="#6d7f95" opacity="0.6"/>
  <g transform="rotate(${tilt} ${x} 200)">
    <path d="M${x - 120},${H} Q${x - 110},250 ${x},245 Q${x + 110},250 ${x + 120},${H} Z" fill="#30465f"/>
    <rect x="${x - 18}" y="205" width="36" height="45" fill="#c8a484"/>
    <ellipse cx="${x}" cy="160" rx="52" ry="64" fill="#d9b392"/>
    <path d="M${x - 54},150 Q${x - 50},84 ${x},88 Q${x + 52},86 ${x + 54},150 Q${x + 30},110 ${x},112 Q${x - 30},112 ${x - 54},150 Z" fill="#2b2220"/>
    <ellipse cx="${x - 20}" cy="160" rx="8" ry="4" fill="#2b2220"/>
    <ellipse cx="${x + 20}" cy="160" rx="8" ry="4" fill="#2b2220"/>
    <path d="M${x - 14},192 Q${x},198 ${x + 14},192" stroke="#8a4b3c" stroke-width="3" fill="none"/>
  </g>
  <path d="M60,${H} Q140,250 240,300" stroke="#555c66" stroke-width="26" fill="none"/>
  <rect x="${x - 80}" y="80" width="160" height="190" fill="none" stroke="#ff4d4f" stroke-width="3"/>`;
}

/**
 * A snapshot the terminal "captured" for an active-safety alarm, drawn on the server as SVG: a road scene for
 * forward and blind-spot events, the driver for cab (DSM) events, with the overlay a real DVR burns in.
 */
export function renderAlarmSnapshot(input: SnapshotInput): string {
  const kind = isAlarmIconType(input.secondType) ? ALARM_ICON_TYPES[input.secondType].kind : 'behaviour';
  const cab = kind === 'dsm' ? input.channel === 1 : input.channel !== 1;
  const scene = cab ? cabScene(input.guid) : roadScene(input.guid);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb3d9"/><stop offset="1" stop-color="#d5e3ef"/></linearGradient>
  </defs>${scene}
  <rect width="${W}" height="30" fill="#000" opacity="0.55"/>
  <text x="12" y="20" font-family="monospace" font-size="15" fill="#fff">CH${input.channel}  ${xml(input.timeText)}</text>
  <text x="${W - 12}" y="20" font-family="monospace" font-size="15" fill="#fff" text-anchor="end">${input.speedKmh} km/h</text>
  <rect y="${H - 34}" width="${W}" height="34" fill="#000" opacity="0.55"/>
  <text x="12" y="${H - 11}" font-family="sans-serif" font-size="16" fill="#fff">${xml(input.plate)}</text>
  <text x="${W - 12}" y="${H - 11}" font-family="sans-serif" font-size="16" fill="#ffd666" text-anchor="end">${xml(input.alarmName)}</text>
</svg>`;
}
