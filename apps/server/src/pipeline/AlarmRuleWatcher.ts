import type { Database } from '../db/connect';
import type { PipelineLogger } from './pipelineLogger';

/** Changes read per poll; more wait for the next one. */
const CHANGES_PER_POLL = 1_000;

/**
 * Follows the alarm-settings change feed (`alarm_rule_changes`, written in the same transaction as a setting) so a
 * saved setting reaches the rules without a restart: each poll is one indexed read of the rows after the last id
 * seen — nothing per report — and names the vehicles (or whole companies) whose settings must be read again.
 */
export class AlarmRuleWatcher {
  private lastId: number | null = null;
  private lastPollAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: PipelineLogger,
    private readonly pollMs: number,
    private readonly onChange: (companyId: number, vehicleId: number | null) => void,
  ) {}

  /** Starts a poll when the last one is `pollMs` old and none is running. */
  tick(at: number): void {
    if (this.running || at - this.lastPollAt < this.pollMs) return;
    this.lastPollAt = at;
    this.running = this.poll().finally(() => (this.running = null));
  }

  /** Resolves when no poll is running. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async poll(): Promise<void> {
    try {
      if (this.lastId === null) {
        // Vehicles loaded from now on read the settings themselves: only later changes matter.
        const row = await this.db
          .selectFrom('alarm_rule_changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        this.lastId = Number(row?.id ?? 0);
        return;
      }
      const rows = await this.db
        .selectFrom('alarm_rule_changes')
        .select(['id', 'company_id', 'vehicle_id'])
        .where('id', '>', this.lastId)
        .orderBy('id')
        .limit(CHANGES_PER_POLL)
        .execute();
      for (const row of rows) {
        this.lastId = row.id;
        this.onChange(row.company_id, row.vehicle_id);
      }
    } catch (err) {
      this.logger.error({ err }, 'reading alarm setting changes failed; will retry');
    }
  }
}
