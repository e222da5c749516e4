import type { Database } from '../../db/connect';

/** A new duty check per company this often while the demo runs (each stays answerable for 5 minutes). */
export const DEMO_DUTY_CHECK_INTERVAL_MS = 10 * 60_000;

const CHECKS = [
  '查岗：请回复当前在岗值班人员姓名。',
  '查岗：请报告当前在线车辆数。',
  '查岗：请确认监控值守情况。',
] as const;

/**
 * Issues one duty check from the upper platform to every company, as a real platform does at random times
 * during the day; returns how many were written.
 */
export async function issueDutyChecks(db: Database, now: number): Promise<number> {
  const companies = await db.selectFrom('companies').select('id').orderBy('id').execute();
  if (companies.length === 0) return 0;
  const content = CHECKS[Math.floor(now / DEMO_DUTY_CHECK_INTERVAL_MS) % CHECKS.length] ?? CHECKS[0];
  await db
    .insertInto('sentry_messages')
    .values(
      companies.map((c) => ({
        msg_id: `SM-${c.id}-${now}-demo`,
        company_id: c.id,
        plat_id: 'GOV-SH-01',
        plat_name: '上海市道路运输监管平台',
        content,
        insert_time: now,
      })),
    )
    .onConflict((oc) => oc.column('msg_id').doNothing())
    .execute();
  return companies.length;
}

export interface DemoDutyChecks {
  stop(): void;
}

/** Issues a duty check now and then every interval, so the demo's sentry reply box keeps appearing. */
export function startDemoDutyChecks(options: {
  db: Database;
  now?: () => number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): DemoDutyChecks {
  const now = options.now ?? Date.now;
  const issue = (): void => {
    issueDutyChecks(options.db, now()).catch((error: unknown) => options.onError?.(error));
  };
  issue();
  const timer = setInterval(issue, options.intervalMs ?? DEMO_DUTY_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
