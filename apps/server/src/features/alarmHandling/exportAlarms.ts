import { Readable } from 'node:stream';
import { ALARM_CLASS, type AlarmClass, type ENDPOINTS, formatChinaTime } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { applyFilters, departmentFilter, ROW_COLUMNS, scopedAlarms, toGridRow } from './alarmQuery';
import { rowPermissions } from './handlingAccess';

type ExportEndpoint = typeof ENDPOINTS.exportVehicleAlarms;

/** Rows are read and written in slices so a year of alarms never sits in memory at once. */
const SLICE = 1000;
const EXPORT_MAX_ROWS = 100_000;
const BOM = '\uFEFF';

/** A CSV field: quoted when it holds a separator, a quote or a line break; formula-looking text is defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function header(t: TFunction, alarmClass: AlarmClass): string[] {
  return [
    t(alarmClass === ALARM_CLASS.vehicle ? 'handling.column.plate' : 'handling.column.site'),
    t('handling.column.org'),
    t('handling.column.alarmName'),
    t('handling.column.level'),
    t('handling.column.beginTime'),
    t('handling.column.endTime'),
    t('handling.column.speed'),
    t('handling.column.content'),
    t('handling.column.handleStatus'),
    t('handling.column.handler'),
    t('handling.column.handleTime'),
    t('handling.column.remark'),
  ];
}

/** The filtered alarms in scope as a CSV file with a BOM (Excel opens it as UTF-8), streamed slice by slice. */
function exportAlarmsOf(alarmClass: AlarmClass, fileStem: string): EndpointHandler<ExportEndpoint> {
  return async (ctx) => {
    const user = requireUser(ctx);
    const department = await departmentFilter(ctx.db, user, ctx.input.departmentId);
    const query = applyFilters(scopedAlarms(ctx.db, user, alarmClass), ctx.input, department);
    const count = Number(
      (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    if (count === 0) throw businessFailure('errors.noDataToExport');
    const perms = await rowPermissions(user, alarmClass);
    const { t } = ctx;
    const total = Math.min(count, EXPORT_MAX_ROWS);
    async function* lines(): AsyncGenerator<string> {
      yield `${BOM}${header(t, alarmClass).map(csvField).join(',')}\r\n`;
      for (let offset = 0; offset < total; offset += SLICE) {
        const rows = await query
          .select([...ROW_COLUMNS])
          .orderBy('a.begin_time', 'desc')
          .orderBy('a.guid')
          .limit(Math.min(SLICE, total - offset))
          .offset(offset)
          .execute();
        yield rows
          .map((r) => {
            const row = toGridRow(t, r, perms);
            return `${[
              row.regName,
              row.orgName,
              row.alarmName,
              row.alarmLevelName,
              formatChinaTime(row.bTime),
              row.eTime === null ? '' : formatChinaTime(row.eTime),
              row.bSpeed,
              row.alarmContent,
              row.handleStatusName,
              row.handleManName,
              row.handleTime === null ? '' : formatChinaTime(row.handleTime),
              row.handleRemark,
            ]
              .map(csvField)
              .join(',')}\r\n`;
          })
          .join('');
      }
    }
    const name = `${fileStem}-${formatChinaTime(ctx.deps.now()).slice(0, 10)}.csv`;
    ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    return Readable.from(lines());
  };
}

export const exportVehicleAlarms = exportAlarmsOf(ALARM_CLASS.vehicle, 'vehicle-alarms');
export const exportStoreAlarms = exportAlarmsOf(ALARM_CLASS.store, 'store-alarms');
export const exportStorageAlarms = exportAlarmsOf(ALARM_CLASS.storage, 'warehouse-alarms');
