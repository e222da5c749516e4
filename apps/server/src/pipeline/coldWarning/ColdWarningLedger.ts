import type { LiveColdWarning } from '@roadwatch/core';
import type { LiveBus } from '../../live/liveBus';
import type { PipelineWriter } from '../PipelineWriter';
import type { OpenWarning, WarningChange } from './PointWarnings';

/** Whose point: the site and the scope its rows and events carry. */
export interface WarningSubject {
  siteId: number;
  companyId: number;
  departmentId: number;
  departmentPath: string;
}

/**
 * Early warnings into the pipeline's batch (a row per warning, found by guid when it ends) and onto the live feed
 * once committed, as alarms are.
 */
export class ColdWarningLedger {
  constructor(
    private readonly writer: PipelineWriter,
    private readonly bus: LiveBus,
  ) {}

  apply(subject: WarningSubject, changes: readonly WarningChange[]): void {
    for (const change of changes) {
      const w = change.warning;
      if (change.type === 'opened') {
        this.writer.insertColdWarning({
          guid: w.guid,
          rule_id: w.ruleId,
          kind: w.kind,
          company_id: subject.companyId,
          department_id: subject.departmentId,
          site_id: subject.siteId,
          point_id: w.pointId,
          side: w.side,
          limit_c: w.limitC,
          value_c: w.valueC,
          slope_c_per_min: Math.round(w.slopeCPerMin * 1000) / 1000,
          warned_at: w.warnedAt,
          predicted_at: w.predictedAt,
          crossed_at: null,
          ended_at: null,
          end_reason: null,
        });
        this.publish(subject, w, null);
      } else {
        const end = { endedAt: change.at, endReason: change.reason, crossedAt: change.crossedAt };
        this.writer.endColdWarning(w.guid, end);
        this.publish(subject, w, end);
      }
    }
  }

  private publish(
    subject: WarningSubject,
    w: OpenWarning,
    end: { endedAt: number; endReason: string; crossedAt: number | null } | null,
  ): void {
    const warning: LiveColdWarning = {
      guid: w.guid,
      ruleId: w.ruleId,
      kind: w.kind === 'storePrediction' ? 'storePrediction' : 'sentinel',
      siteId: subject.siteId,
      pointId: w.pointId,
      departmentId: subject.departmentId,
      side: w.side,
      limitC: w.limitC,
      valueC: w.valueC,
      warnedAt: w.warnedAt,
      predictedAt: w.predictedAt,
      endedAt: end?.endedAt ?? null,
      endReason: end?.endReason ?? null,
      crossedAt: end?.crossedAt ?? null,
    };
    this.writer.afterCommit(() =>
      this.bus.publish({
        type: 'coldWarning',
        companyId: subject.companyId,
        departmentPath: subject.departmentPath,
        warning,
      }),
    );
  }
}
