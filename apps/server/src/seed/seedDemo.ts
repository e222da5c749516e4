import { seedIncubators } from './incubators';
import { DEMO_COMPANY_ICON } from './companyIcon';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/connect';
import { accountUsers } from './accountUsers';
import { BatchWriter, type TableName } from './batchWriter';
import { resetIdSequences } from './databaseState';
import { seedShellData } from './shellData';
import { planDemo, type PlanOptions } from './demoPlan';
import { MENU_OPERATION_ROWS, MENU_ROWS } from './menuRows';
import { seedTerminals } from './terminals';
import { siteHistory } from './siteHistory';
import { chinaDateStamp, DAY_MS } from './time';
import { demoUsers, roleRows } from './users';
import { vehicleHistory } from './vehicleHistory';
import { seedVehicleTypes } from './vehicleTypes';
import { markAllTrackDays, rollUpAllMarkedDays } from '../features/reports/dayStats/rollUpMarkedDays';

export interface SeedOptions extends PlanOptions {
  /** Vehicles of the demo company; the second company gets 5 % more (at least 3). */
  vehicles: number;
  /** Full days of history before today (today up to `now` comes on top). */
  days: number;
  demoPassword: string;
  /** Dense history (tracks every 30 s for the last two days): millions of rows. */
  full?: boolean;
  onProgress?: (table: string, rows: number) => void;
}

export interface SeedSummary {
  rows: Partial<Record<TableName, number>>;
  totalRows: number;
  durationMs: number;
  seed: number;
  now: number;
}

/**
 * Fills an empty, migrated database with the demo companies, menus, roles, users, fleet, sites and `days` days
 * of history ending at `now`. Everything generated is a pure function of seed, vehicles, days and the GMT+8 day
 * of `now`; `now` itself only cuts off what has not happened yet.
 */
export async function seedDemo(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const plan = planDemo(opts);
  const { dayStart } = plan;
  const writer = new BatchWriter(db, opts.onProgress);
  // One hash for every demo user: scrypt is deliberately slow.
  const passwordHash = await hashPassword(opts.demoPassword);
  const roles = roleRows();
  const users = demoUsers(plan.org, passwordHash, dayStart, plan.now);

  writer.add(
    'companies',
    plan.companies.map((c) => ({
      id: c.id,
      name: c.name,
      logo_url: '',
      ico_url: c.id === 1 ? DEMO_COMPANY_ICON : '',
      licence_number: c.licenceNumber,
      created_at: dayStart - 900 * DAY_MS,
    })),
  );
  writer.add('departments', plan.org.departments);
  writer.add('menus', MENU_ROWS);
  writer.add('menu_operations', MENU_OPERATION_ROWS);
  writer.add('roles', roles.roles);
  writer.add('role_operations', roles.operations);
  writer.add('users', users.users);
  writer.add('users', accountUsers(plan.org, passwordHash, dayStart, plan.now));
  writer.add('user_favorites', users.favourites);
  writer.add('drivers', plan.drivers);
  writer.add(
    'vehicles',
    plan.vehicles.map((v) => v.row),
  );
  writer.add('sites', plan.sites.sites);
  writer.add('temp_points', plan.sites.points);
  // Each seeded logger has been its site's since the demo's history began.
  writer.add(
    'site_bindings',
    plan.sites.sites.flatMap((s) =>
      s.terminal_phone
        ? [
            {
              company_id: s.company_id,
              site_id: s.id,
              terminal_phone: s.terminal_phone,
              bound_at: dayStart - 90 * DAY_MS,
            },
          ]
        : [],
    ),
  );
  await writer.flush();

  const base = { ...plan, handlers: users.handlers(1) };
  let handleId = 0;
  let orderSeq = 0;
  // History tables reference no row written in the same flush, so PostgreSQL may write them side by side.
  for (const v of plan.vehicles) {
    const h = vehicleHistory(v, plan.pointsByVehicle.get(v.row.id) ?? [], {
      ...base,
      handlers: users.handlers(v.row.company_id),
    });
    writer.add('vehicle_states', [h.state]);
    writer.add('track_points', h.tracks);
    writer.add('alarms', h.alarms);
    writer.add(
      'alarm_handles',
      h.handles.map((x) => ({ ...x, id: (handleId += 1) })),
    );
    writer.add('device_exceptions', h.exceptions);
    writer.add('temp_readings', h.readings);
    writer.add(
      'transport_orders',
      h.orders.map(({ tripStart, ...o }) => {
        orderSeq += 1;
        return {
          ...o,
          id: orderSeq,
          order_no: `YD${chinaDateStamp(o.created_at)}${String(orderSeq).padStart(6, '0')}`,
          plan_no: `JH${chinaDateStamp(tripStart)}${String(o.department_id).padStart(4, '0')}`,
        };
      }),
    );
    await writer.flushIfFull(true);
  }
  for (const site of plan.sites.sites) {
    const h = siteHistory(site, plan.pointsBySite.get(site.id) ?? [], {
      ...base,
      handlers: users.handlers(site.company_id),
    });
    writer.add('temp_readings', h.readings);
    writer.add('alarms', h.alarms);
    writer.add(
      'alarm_handles',
      h.handles.map((x) => ({ ...x, id: (handleId += 1) })),
    );
    await writer.flushIfFull(true);
  }
  await writer.flush(true);
  await resetIdSequences(db);
  // The reports read the daily roll-up: build it for the whole generated history.
  await markAllTrackDays(db, plan.now);
  await rollUpAllMarkedDays(db, plan.now);
  const shellRows = await seedShellData(db, plan.now);
  const terminals = await seedTerminals(db, plan.now);
  const incubators = await seedIncubators(db, plan.now);
  const dictionaries = await seedVehicleTypes(
    db,
    plan.companies.map((c) => c.id),
    plan.now,
  );

  const rows = { ...writer.counts, ...shellRows, terminals, dictionaries, incubators };
  const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
  return {
    rows,
    totalRows,
    durationMs: performance.now() - started,
    seed: plan.seed,
    now: plan.now,
  };
}
