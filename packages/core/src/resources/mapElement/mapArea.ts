import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import {
  AREA_SHAPES,
  categoryCode,
  CIRCLE_RADIUS,
  elementFilters,
  lonLatPair,
  MAP_POLYGON_VERTICES_MAX,
  metres,
  shareMode,
} from './mapFields';

/** Province, province/city or province/city/county: the region tree's values joined with '/'. */
export const areaRegionCode = z
  .string({ error: VMSG.regionCode })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,16}(?:\/[0-9A-Za-z-]{1,16}){0,2}$/, { error: VMSG.regionCode });

/**
 * An area: a circle (centre and radius), a rectangle (two opposite corners), a polygon (3 to 100 vertices) or an
 * administrative region (province, city or county). Each shape needs its own fields; the others are ignored.
 */
export const mapAreaResource = defineResource({
  key: 'mapAreaManage',
  name: 'mapArea',
  module: 'mapApi',
  path: '/element/mapArea',
  row: z.object({
    id: rowId,
    name: z.string(),
    categoryCode: z.string(),
    shape: z.enum(AREA_SHAPES),
    /** Circle: the centre; other shapes: the middle of their outline (where the map labels them). */
    lonCenter: z.number(),
    latCenter: z.number(),
    radius: z.number(),
    /** Rectangle: two corners; polygon: its vertices; otherwise empty. */
    points: z.array(z.tuple([z.number(), z.number()])),
    regionCode: z.string(),
    address: z.string(),
    shareMode: z.enum(['department', 'company']),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      name: plainText(64),
      categoryCode,
      shape: z.enum(AREA_SHAPES, { error: VMSG.required }),
      center: lonLatPair.optional(),
      radius: metres(CIRCLE_RADIUS).optional(),
      points: z
        .array(lonLatPair, { error: VMSG.invalid })
        .max(MAP_POLYGON_VERTICES_MAX, { error: VMSG.tooBig })
        .default([]),
      regionCode: areaRegionCode.optional(),
      address: optionalText(64),
      shareMode: shareMode.default('department'),
      departmentId: chosenId,
      remark: optionalText(100),
    })
    .superRefine((area, ctx) => {
      const need = (path: string, message: string = VMSG.required) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (area.shape === 'circle') {
        if (!area.center) need('center');
        if (area.radius === undefined) need('radius');
      } else if (area.shape === 'rectangle') {
        const [a, b] = area.points;
        if (area.points.length !== 2 || !a || !b) need('points');
        else if (a[0] === b[0] || a[1] === b[1]) need('points', VMSG.invalid);
      } else if (area.shape === 'polygon') {
        if (area.points.length < 3) need('points', VMSG.tooSmall);
      } else if (!area.regionCode) need('regionCode', VMSG.regionRequired);
    }),
  filters: {
    ...elementFilters,
    shape: z.enum(AREA_SHAPES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
