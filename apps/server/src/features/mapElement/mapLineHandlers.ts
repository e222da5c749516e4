import { mapLineResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';
import { elementFilter, parsePoints } from './elementColumns';

/** Lines (`map_lines`): start, up to 15 waypoints and end, with the corridor half-width in metres. */
export const mapLineHandlers = resourceHandlers({
  resource: mapLineResource,
  table: 'map_lines',
  from: (db) => withDepartment(withModifier(db.selectFrom('map_lines as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.points as points',
          't.offset_m as offset',
          't.share_mode as shareMode',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: elementFilter(['t.name']),
  toRow: (raw) =>
    ({
      ...raw,
      points: parsePoints(raw.points),
      offset: Number(raw.offset),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as RowOf<typeof mapLineResource>,
  toColumns: (s) => ({
    name: s.name,
    points: JSON.stringify(s.points),
    offset_m: s.offset,
    share_mode: s.shareMode,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  dependants: [{ table: 'line_alarms', column: 'line_id', message: 'errors.mapElementInAlarmRule' }],
});
