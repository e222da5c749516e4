import { TrendWindow } from './TrendWindow';

export type WarningSide = 'high' | 'low';
/** Why a warning ended: the point crossed the limit (the warning came true), its trend turned away, it moved
 * back out of the margin, its logger went offline, or its rule was switched off or removed. */
export type WarningEndReason = 'crossed' | 'trendTurned' | 'returned' | 'offline' | 'ruleRemoved';

/** One early-warning rule as the pipeline runs it. */
export interface WarningRule {
  id: number;
  kind: string;
  /** Null: every point the rule reaches (the site's, or the company's). */
  pointId: number | null;
  windowMs: number;
  horizonMs: number;
  /** A point counts as approaching only within this many °C of its limit (far from it, noise is not a trend). */
  marginC: number;
  high: boolean;
  low: boolean;
}

export interface PointLimits {
  id: number;
  minC: number;
  maxC: number;
}

export interface OpenWarning {
  ruleId: number;
  kind: string;
  pointId: number;
  side: WarningSide;
  limitC: number;
  /** The reading that raised it, and the trend then (°C per minute). */
  valueC: number;
  slopeCPerMin: number;
  warnedAt: number;
  /** When the trend line reaches the limit. */
  predictedAt: number;
  /** Given by whoever stores it (a row's guid). */
  guid: string;
}

export type WarningChange =
  | { type: 'opened'; warning: OpenWarning }
  | { type: 'ended'; warning: OpenWarning; at: number; reason: WarningEndReason; crossedAt: number | null };

/** Readings a trend needs before it is believed. */
export const MIN_TREND_READINGS = 4;
/** Readings kept per point: a 30-minute window of a logger reporting every 15 s. */
export const TREND_CAPACITY = 128;

/**
 * When the line through the recent readings reaches `limitC`: the time after `fit.at`, or null when it runs away
 * from the limit or along it. A line already beyond the limit (the readings not yet) crosses now.
 */
export function msUntilCrossing(
  fittedC: number,
  slopeCPerMs: number,
  limitC: number,
  side: WarningSide,
): number | null {
  const toward = side === 'high' ? slopeCPerMs > 0 : slopeCPerMs < 0;
  if (!toward) return null;
  return Math.max(0, (limitC - fittedC) / slopeCPerMs);
}

/**
 * The early warnings of one point: its recent readings (a ring) and the warnings open on it, one per rule and side.
 * Each reading may open a warning (in range, within the margin, trend toward the limit, crossing within the rule's
 * horizon) or end one (crossed, turned, returned). One warning per approach: while it is open no other opens.
 */
export class PointWarnings {
  readonly trend = new TrendWindow(TREND_CAPACITY);
  readonly open = new Map<string, OpenWarning>();

  constructor(private readonly newGuid: () => string) {}

  observe(
    at: number,
    valueC: number | null,
    point: PointLimits,
    rules: readonly WarningRule[],
    out: WarningChange[],
  ): void {
    if (valueC === null) {
      this.trend.clear();
      this.endAll(at, 'offline', out);
      return;
    }
    if (this.trend.length > 0 && at <= this.trend.newestAt()) return;
    this.trend.push(at, valueC);
    for (const rule of rules) {
      if (rule.pointId !== null && rule.pointId !== point.id) continue;
      if (rule.high) this.follow(rule, 'high', point.maxC, at, valueC, point.id, out);
      if (rule.low) this.follow(rule, 'low', point.minC, at, valueC, point.id, out);
    }
  }

  /** Ends the warnings whose rule (or side) is no longer among `rules`. */
  keepOnly(rules: readonly WarningRule[], at: number, out: WarningChange[]): void {
    for (const [key, warning] of this.open) {
      const rule = rules.find((r) => r.id === warning.ruleId);
      const still = rule && (rule.pointId === null || rule.pointId === warning.pointId) && rule[warning.side];
      if (still) continue;
      this.open.delete(key);
      out.push({ type: 'ended', warning, at, reason: 'ruleRemoved', crossedAt: null });
    }
  }

  endAll(at: number, reason: WarningEndReason, out: WarningChange[]): void {
    for (const warning of this.open.values())
      out.push({ type: 'ended', warning, at, reason, crossedAt: null });
    this.open.clear();
  }

  private follow(
    rule: WarningRule,
    side: WarningSide,
    limitC: number,
    at: number,
    valueC: number,
    pointId: number,
    out: WarningChange[],
  ): void {
    const key = `${rule.id}:${side}`;
    const open = this.open.get(key);
    const beyond = side === 'high' ? valueC > limitC : valueC < limitC;
    if (beyond) {
      if (open) {
        this.open.delete(key);
        out.push({ type: 'ended', warning: open, at, reason: 'crossed', crossedAt: at });
      }
      return;
    }
    const distanceC = side === 'high' ? limitC - valueC : valueC - limitC;
    const fit = this.trend.fit(rule.windowMs, MIN_TREND_READINGS);
    const untilMs = fit ? msUntilCrossing(fit.valueC, fit.slopeCPerMs, limitC, side) : null;
    if (open) {
      const reason = distanceC > rule.marginC ? 'returned' : fit && untilMs === null ? 'trendTurned' : null;
      if (reason === null) return;
      this.open.delete(key);
      out.push({ type: 'ended', warning: open, at, reason, crossedAt: null });
      return;
    }
    if (!fit || untilMs === null || distanceC > rule.marginC || untilMs > rule.horizonMs) return;
    const warning: OpenWarning = {
      ruleId: rule.id,
      kind: rule.kind,
      pointId,
      side,
      limitC,
      valueC,
      slopeCPerMin: fit.slopeCPerMs * 60_000,
      warnedAt: at,
      predictedAt: Math.round(fit.at + untilMs),
      guid: this.newGuid(),
    };
    this.open.set(key, warning);
    out.push({ type: 'opened', warning });
  }
}
