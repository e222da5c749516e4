import { ALARM_CLASS, ALARM_FIRST_TYPE } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { loadWarningRules } from '../coldWarning/loadWarningRules';
import type { OpenWarning } from '../coldWarning/PointWarnings';
import type { OpenAlarm } from '../vehicleRuntime';
import { OPEN_ALARM_COLUMNS, openAlarmOf } from '../vehicleSettings';
import type { SiteSettings } from './siteRuntime';

/**
 * A site's settings (its points and the early-warning rules that reach it), its temperature alarms and early
 * warnings not yet ended (undefined when the site is not in the table).
 */
export async function loadSite(
  db: Database,
  siteId: number,
  now: number,
): Promise<{ settings: SiteSettings; openAlarms: OpenAlarm[]; openWarnings: OpenWarning[] } | undefined> {
  const site = await db
    .selectFrom('sites as s')
    .innerJoin('departments as d', 'd.id', 's.department_id')
    .select([
      's.company_id',
      's.department_id',
      'd.path',
      's.kind',
      's.name',
      's.lon',
      's.lat',
      's.terminal_model',
    ])
    .where('s.id', '=', siteId)
    .executeTakeFirst();
  if (!site) return undefined;
  const settings: SiteSettings = {
    siteId,
    // An incubator's alarms are storage alarms of the incubator's own site row (a box of goods in storage or transit).
    alarmClass: site.kind === 'store' ? ALARM_CLASS.store : ALARM_CLASS.storage,
    companyId: site.company_id,
    departmentId: site.department_id,
    departmentPath: site.path,
    plate: site.name,
    driverId: null,
    lon: site.lon,
    lat: site.lat,
    portable: site.kind === 'incubator',
    terminalModel: site.terminal_model,
    tempPoints: new Map(),
    warningRules: [],
    loadedAt: now,
  };
  const points = await db
    .selectFrom('temp_points')
    .select(['id', 'probe_no', 'name', 'min_c', 'max_c'])
    .where('site_id', '=', siteId)
    .execute();
  for (const p of points) {
    settings.tempPoints.set(p.probe_no, {
      id: p.id,
      probeNo: p.probe_no,
      name: p.name,
      minC: p.min_c,
      maxC: p.max_c,
    });
  }
  const alarms = await db
    .selectFrom('alarms')
    .select(OPEN_ALARM_COLUMNS)
    .where('site_id', '=', siteId)
    .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
    .where('end_time', 'is', null)
    .orderBy('begin_time')
    .execute();
  const openAlarms = alarms.map(openAlarmOf);
  const warnings = await loadWarningRules(db, {
    siteId,
    companyId: site.company_id,
    departmentPath: site.path,
    isStore: site.kind === 'store',
  });
  settings.warningRules = warnings.rules;
  return { settings, openAlarms, openWarnings: warnings.open };
}
