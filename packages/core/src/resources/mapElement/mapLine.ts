import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import {
  elementFilters,
  LINE_OFFSET,
  lonLatPair,
  MAP_LINE_WAYPOINTS_MAX,
  metres,
  shareMode,
} from './mapFields';

/**
 * A line (a planned route): its start, up to MAP_LINE_WAYPOINTS_MAX waypoints and its end, in order, and the
 * corridor half-width in metres within which a vehicle counts as on the line.
 */
export const mapLineResource = defineResource({
  key: 'mapLineManage',
  name: 'mapLine',
  module: 'mapApi',
  path: '/element/mapLine',
  row: z.object({
    id: rowId,
    name: z.string(),
    /** Start, waypoints, end. */
    points: z.array(z.tuple([z.number(), z.number()])),
    offset: z.number(),
    shareMode: z.enum(['department', 'company']),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(64),
    points: z
      .array(lonLatPair, { error: VMSG.invalid })
      .min(2, { error: VMSG.tooSmall })
      .max(MAP_LINE_WAYPOINTS_MAX + 2, { error: VMSG.tooBig }),
    offset: metres(LINE_OFFSET).default(LINE_OFFSET.default),
    shareMode: shareMode.default('department'),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: { keyword: elementFilters.keyword },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
