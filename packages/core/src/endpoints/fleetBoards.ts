import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import type { ExpiryStatus } from '../resources/fleetCost/expiryStatus';
import type { OperationBoardData, SupervisionBoardData } from '../types/kioskBoards';
import { queryNumber } from './queryNumber';

/** A current insurance policy or certificate that is about to expire or has expired. */
export interface FleetDocumentItem {
  id: number;
  vehicleId: number;
  plate: string;
  kind: 'insurance' | 'certificate';
  /** Insurance type or certificate kind (the fleetCost words). */
  type: string;
  endDay: number;
  status: ExpiryStatus;
  daysLeft: number;
}

export interface FleetDocumentFigures {
  insurance: { aboutToExpire: number; expired: number };
  certificate: { aboutToExpire: number; expired: number };
  /** The current records closest to their expiry, expired ones first (at most 10). */
  soonest: FleetDocumentItem[];
}

/** The console's supervision board: the wall board's vehicle figures, today's alarms and expiring documents. */
export interface FleetSupervisionBoard {
  generatedAt: number;
  vehicles: SupervisionBoardData['vehicles'];
  departments: SupervisionBoardData['departments'];
  alarmsToday: number;
  documents: FleetDocumentFigures;
}

/** One department group (secondary departments of the company) of the enterprise overview. */
export interface FleetDepartmentFigures {
  id: number;
  name: string;
  vehicles: number;
  online: number;
  todayKm: number;
  alarmsToday: number;
  /** Used vehicle-days of the last 30 days ÷ (vehicles × 30), percent with one decimal; null without vehicles. */
  usageRate: number | null;
}

export interface FleetEnterpriseOverview {
  generatedAt: number;
  totals: Omit<FleetDepartmentFigures, 'id' | 'name'>;
  departments: FleetDepartmentFigures[];
}

/** Company profile board: who the company is and its fleet in figures. */
export interface FleetCompanyProfileBoard {
  generatedAt: number;
  companyName: string;
  departments: number;
  drivers: number;
  vehicles: SupervisionBoardData['vehicles'];
  mileage: OperationBoardData['mileage'];
  utilisation: OperationBoardData['utilisation'];
  documents: FleetDocumentFigures;
}

/** One vehicle's figures on the car dashboard. */
export interface FleetCarDashboard {
  generatedAt: number;
  vehicleId: number;
  plate: string;
  online: boolean;
  speed: number;
  /** Time, place and coordinates of its latest position; null before its first. */
  lastPosition: { time: number; lon: number; lat: number; place: string } | null;
  todayKm: number;
  thirtyDayKm: number;
  /** Days of the last 30 on which it drove more than 5 km. */
  usedDays: number;
  daily: { date: string; km: number }[];
  alarmsToday: number;
  documents: FleetDocumentItem[];
}

export const fleetBoardEndpoints = {
  fleetSupervisionBoard: endpoint<FleetSupervisionBoard>()({
    name: 'fleetSupervisionBoard',
    method: 'GET',
    module: 'tms',
    path: '/board/supervision',
    access: { operationId: 'tmsSupervisionBoard' },
    request: z.strictObject({}),
  }),
  /** The wall display's operation board, for the console's operation kanban. */
  fleetOperationBoard: endpoint<OperationBoardData>()({
    name: 'fleetOperationBoard',
    method: 'GET',
    module: 'tms',
    path: '/board/operation',
    access: { operationId: 'tmsOperationKanban' },
    request: z.strictObject({}),
  }),
  fleetCompanyProfileBoard: endpoint<FleetCompanyProfileBoard>()({
    name: 'fleetCompanyProfileBoard',
    method: 'GET',
    module: 'tms',
    path: '/board/companyProfile',
    access: { operationId: 'tmsCompanyProfileBoard' },
    request: z.strictObject({}),
  }),
  fleetEnterpriseOverview: endpoint<FleetEnterpriseOverview>()({
    name: 'fleetEnterpriseOverview',
    method: 'GET',
    module: 'tms',
    path: '/board/enterpriseOverview',
    access: { operationId: 'tmsEnterpriseOverview' },
    request: z.strictObject({}),
  }),
  fleetCarDashboard: endpoint<FleetCarDashboard>()({
    name: 'fleetCarDashboard',
    method: 'GET',
    module: 'tms',
    path: '/board/car',
    access: { operationId: 'tmsCarDashboard' },
    request: z.strictObject({ vehicleId: queryNumber(rowId) }),
  }),
} as const;
