import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import {
  aroundDetailFilters,
  aroundDetailRequest,
  aroundSummaryRequest,
  epidemicVehicleDetailRequest,
  epidemicVehicleFilters,
  epidemicVehicleSummaryRequest,
  type EpidemicArea,
  type PlacePassRow,
  type PlacePassSummaryRow,
} from '../reports/placeTraceReport';
import type { BlobBody } from './alarmHandling';

/**
 * The place-tracing reports over stored positions: vehicles around a point (the around query) and vehicles inside
 * stored areas (the epidemic trace), as passes and per vehicle, with exports, and the areas the trace offers.
 */
export const placeTraceReportEndpoints = {
  aroundDetailReport: endpoint<Page<PlacePassRow>>()({
    name: 'aroundDetailReport',
    method: 'POST',
    module: 'report',
    path: '/around/detail',
    access: { operationId: 'aroundDetailReport' },
    request: aroundDetailRequest,
  }),
  exportAroundDetailReport: endpoint<BlobBody>()({
    name: 'exportAroundDetailReport',
    method: 'POST',
    module: 'report',
    path: '/around/detail/export',
    access: { operationId: 'aroundDetailReport:export' },
    request: aroundDetailFilters,
    blob: true,
  }),
  aroundSummaryReport: endpoint<Page<PlacePassSummaryRow>>()({
    name: 'aroundSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/around/summary',
    access: { operationId: 'aroundDetailReport' },
    request: aroundSummaryRequest,
  }),
  exportAroundSummaryReport: endpoint<BlobBody>()({
    name: 'exportAroundSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/around/summary/export',
    access: { operationId: 'aroundDetailReport:export' },
    request: aroundDetailFilters,
    blob: true,
  }),
  epidemicVehicleDetailReport: endpoint<Page<PlacePassRow>>()({
    name: 'epidemicVehicleDetailReport',
    method: 'POST',
    module: 'report',
    path: '/epidemic-vehicle/detail',
    access: { operationId: 'epidemicVehicleReport' },
    request: epidemicVehicleDetailRequest,
  }),
  exportEpidemicVehicleDetailReport: endpoint<BlobBody>()({
    name: 'exportEpidemicVehicleDetailReport',
    method: 'POST',
    module: 'report',
    path: '/epidemic-vehicle/detail/export',
    access: { operationId: 'epidemicVehicleReport:export' },
    request: epidemicVehicleFilters,
    blob: true,
  }),
  epidemicVehicleSummaryReport: endpoint<Page<PlacePassSummaryRow>>()({
    name: 'epidemicVehicleSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/epidemic-vehicle/summary',
    access: { operationId: 'epidemicVehicleReport' },
    request: epidemicVehicleSummaryRequest,
  }),
  exportEpidemicVehicleSummaryReport: endpoint<BlobBody>()({
    name: 'exportEpidemicVehicleSummaryReport',
    method: 'POST',
    module: 'report',
    path: '/epidemic-vehicle/summary/export',
    access: { operationId: 'epidemicVehicleReport:export' },
    request: epidemicVehicleFilters,
    blob: true,
  }),
  /** The areas an epidemic trace offers: the stored circles, rectangles and polygons the caller sees, by name. */
  epidemicVehicleAreas: endpoint<EpidemicArea[]>()({
    name: 'epidemicVehicleAreas',
    method: 'GET',
    module: 'report',
    path: '/epidemic-vehicle/areas',
    access: { operationId: 'epidemicVehicleReport' },
    request: z.strictObject({}),
  }),
} as const;
