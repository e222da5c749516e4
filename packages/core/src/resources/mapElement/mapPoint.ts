import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { optionalPlainText, plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import {
  categoryCode,
  COORDINATE_SOURCES,
  elementFilters,
  chinaLatitude,
  chinaLongitude,
  MAP_POINTS_MAX,
  metres,
  POINT_RADIUS,
  shareMode,
} from './mapFields';

/**
 * A logistics point (warehouse, customer, car park …): a position with a radius, the geometry of arrival and
 * departure checks. A company keeps at most MAP_POINTS_MAX of them; a file may bring them all at once.
 */
export const mapPointResource = defineResource({
  key: 'mapPointManage',
  name: 'mapPoint',
  module: 'mapApi',
  path: '/element/mapPoint',
  row: z.object({
    id: rowId,
    name: z.string(),
    ownNumber: z.string(),
    categoryCode: z.string(),
    address: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    radius: z.number(),
    shareMode: z.enum(['department', 'company']),
    coordinateSource: z.enum(COORDINATE_SOURCES),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(32),
    ownNumber: optionalPlainText(32),
    categoryCode,
    address: optionalText(64),
    longitude: chinaLongitude,
    latitude: chinaLatitude,
    radius: metres(POINT_RADIUS).default(POINT_RADIUS.default),
    shareMode: shareMode.default('department'),
    coordinateSource: z.enum(COORDINATE_SOURCES, { error: VMSG.invalid }).default('gcj02'),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: elementFilters,
  sortable: ['modifiedTime', 'name', 'ownNumber'],
  actions: ['add', 'update', 'delete', 'import', 'export'],
  sheet: [
    'name',
    'ownNumber',
    'category',
    'department',
    'address',
    'longitude',
    'latitude',
    'radius',
    'shareMode',
    'coordinateSource',
    'remark',
  ],
  importLimits: { maxRows: MAP_POINTS_MAX, maxBytes: 24 * 1024 * 1024 },
});
