import type { Database } from '../../db/connect';
import type { PipelineLogger } from '../pipelineLogger';
import type { CompanyZoneRules } from './CompanyZoneRules';
import { loadCompanyZoneRules } from './loadCompanyZoneRules';

/**
 * The zone and line rules of every company whose vehicles report, indexed per company. A company is loaded when
 * its first vehicle is (`ensure`, awaited by the vehicle's first load); afterwards `refresh` (from the pipeline's
 * tick, every `refreshMs`) reads each company's revision of its rules and map elements (`zone_rule_revisions`,
 * raised by triggers on `zone_alarms`, `line_alarms`, their vehicle lists, `map_areas` and `map_lines`) and
 * rebuilds the companies whose revision changed, in the background, swapping the new index in whole. Works across processes (the gateway
 * may run apart from the API): a change is picked up within `refreshMs` plus one load.
 */
export class ZoneRuleBook {
  private readonly companies = new Map<number, CompanyZoneRules>();
  private readonly loading = new Map<number, Promise<void>>();
  private readonly fingerprints = new Map<number, string>();
  private lastRefresh = -Infinity;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: PipelineLogger,
    private readonly refreshMs: number,
  ) {}

  /** The company's rules, or undefined while they are not loaded. */
  of(companyId: number): CompanyZoneRules | undefined {
    return this.companies.get(companyId);
  }

  /** Loads the companies not loaded yet (a failure is logged; the company is tried again by `refresh`). */
  async ensure(companyIds: Iterable<number>): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const id of new Set(companyIds)) {
      if (this.companies.has(id)) continue;
      waits.push(this.load(id));
    }
    await Promise.all(waits);
  }

  /** Starts a fingerprint check when `refreshMs` has passed since the last one. */
  refresh(now: number): void {
    if (this.refreshing || now - this.lastRefresh < this.refreshMs) return;
    this.lastRefresh = now;
    this.refreshing = this.checkFingerprints()
      .catch((err: unknown) => this.logger.error({ err }, 'checking zone rules failed'))
      .finally(() => (this.refreshing = null));
  }

  /** Resolves when no check or load is running. */
  async idle(): Promise<void> {
    while (this.refreshing || this.loading.size > 0) {
      await Promise.all([this.refreshing, ...this.loading.values()]);
    }
  }

  private load(companyId: number): Promise<void> {
    const running = this.loading.get(companyId);
    if (running) return running;
    // The fingerprint is read before the rules: a change in between shows at the next check, and an unchanged
    // company is not loaded a second time by the first check.
    const started = fingerprintsOf(this.db, companyId)
      .then(async (prints) => {
        const rules = await loadCompanyZoneRules(this.db, companyId);
        this.fingerprints.set(companyId, prints.get(companyId) ?? '');
        this.companies.set(companyId, rules);
      })
      .catch((err: unknown) => this.logger.error({ err, companyId }, 'loading zone rules failed'))
      .finally(() => this.loading.delete(companyId));
    this.loading.set(companyId, started);
    return started;
  }

  private async checkFingerprints(): Promise<void> {
    const prints = await fingerprintsOf(this.db, null);
    const changed: Promise<void>[] = [];
    for (const id of new Set([...this.companies.keys(), ...this.fingerprints.keys(), ...prints.keys()])) {
      const print = prints.get(id) ?? '';
      if (this.fingerprints.get(id) === print) continue;
      this.fingerprints.set(id, print);
      if (this.companies.has(id)) changed.push(this.load(id));
    }
    await Promise.all(changed);
  }
}

/** Per company (all, or one): the revision of its zone and line rules, which the database's triggers raise on every change. */
async function fingerprintsOf(db: Database, companyId: number | null): Promise<Map<number, string>> {
  let query = db.selectFrom('zone_rule_revisions').select(['company_id', 'revision']);
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [Number(r.company_id), String(r.revision)]));
}
