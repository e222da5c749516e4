import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint } from '../api/endpoint';
import { VMSG } from '../validators/messages';
import type { AreaShape, LonLatPair, ShareMode } from '../resources/mapElement/mapFields';
import { MAP_ELEMENT_PAGE_SIZE } from '../resources/mapElement/mapFields';

export const MAP_ELEMENT_KINDS = ['point', 'area', 'line'] as const;
export type MapElementKind = (typeof MAP_ELEMENT_KINDS)[number];

/** One point, area or line as a map draws it. */
export interface MapElement {
  id: number;
  kind: MapElementKind;
  name: string;
  categoryCode: string;
  /** Point: its position; area: its centre; line: its start. */
  lon: number;
  lat: number;
  /** Point or circle radius in metres; line corridor half-width; 0 otherwise. */
  radius: number;
  /** Area: circle, rectangle, polygon or region; '' for points and lines. */
  shape: AreaShape | '';
  /** Rectangle corners, polygon vertices, line points; empty otherwise. */
  points: LonLatPair[];
  regionCode: string;
  shareMode: ShareMode;
}

export const mapElementEndpoints = {
  /**
   * Every point, area or line the caller's maps show: those of the caller's department subtree and those its
   * company shares. A map asks page after page (curPage from 1, MAP_ELEMENT_PAGE_SIZE a page) until it holds
   * totalRecords. Needs the kind's page (mapPointManage, mapAreaManage, mapLineManage).
   */
  mapElementList: endpoint<Page<MapElement>>()({
    name: 'mapElementList',
    method: 'POST',
    module: 'mapApi',
    path: '/element/mapLine',
    access: 'session',
    request: z.strictObject({
      kind: z.enum(MAP_ELEMENT_KINDS, { error: VMSG.invalid }),
      curPage: z
        .number({ error: VMSG.invalid })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall })
        .max(1000, { error: VMSG.tooBig }),
      pageSize: z
        .number({ error: VMSG.invalid })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall })
        .max(MAP_ELEMENT_PAGE_SIZE, { error: VMSG.tooBig }),
    }),
  }),
};
