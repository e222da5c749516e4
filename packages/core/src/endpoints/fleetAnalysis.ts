import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { CostByCategory } from '../fleetAnalysis/costFigures';
import {
  FLEET_ANALYSIS_LIMITS,
  type CostCategory,
  type RefuelLevelCheck,
  type RefuelStopCheck,
} from '../fleetAnalysis/fleetAnalysisLimits';
import type { ConsumptionInterval } from '../fleetAnalysis/fuelConsumption';
import { epochMs, refineDateRange } from '../validators/dateRange';
import { vehicleId } from './vehicle';

/** Costs of a vehicle, a fleet or the whole scope over the range; money in fen. */
export interface CostFigures {
  costs: CostByCategory;
  totalFen: number;
  /** Odometer km driven in the range. */
  km: number;
  /** Yuan per km with two decimals; null when no km were driven. */
  costPerKm: number | null;
}

export interface CostVehicleRow extends CostFigures {
  vehicleId: number;
  plate: string;
  fleetId: number | null;
  fleetName: string | null;
}

export interface CostFleetRow extends CostFigures {
  /** null: vehicles in no fleet. */
  fleetId: number | null;
  fleetName: string | null;
  vehicles: number;
}

export interface FleetCostAnalysis {
  vehicles: CostVehicleRow[];
  fleets: CostFleetRow[];
  categories: { category: CostCategory; fen: number; sharePercent: number }[];
  /** China months of the range (YYYY-MM), each with its costs per category. */
  months: { month: string; costs: CostByCategory }[];
  totals: CostFigures;
}

/** One refuelling and its checks against the track and the fuel level. */
export interface RefuelCheckRow {
  id: number;
  vehicleId: number;
  plate: string;
  refuelTime: number;
  fullTank: boolean;
  litres: number;
  amountFen: number;
  /** The odometer at the refuelling (the terminal's, else the one entered); null when neither is known. */
  odometerKm: number | null;
  stop: RefuelStopCheck;
  level: RefuelLevelCheck;
  levelBefore: number | null;
  levelAfter: number | null;
}

export interface FuelVehicleRow {
  vehicleId: number;
  plate: string;
  refuels: number;
  litres: number;
  amountFen: number;
  /** Odometer km driven in the range. */
  km: number;
  /** Full-to-full L/100 km over the range's intervals; null without one. */
  per100km: number | null;
  ratedPer100km: number | null;
  percentOfRated: number | null;
  overRated: boolean;
  /** Refuellings with no stop or no rise in the fuel level. */
  flagged: number;
}

export interface FuelIntervalRow extends ConsumptionInterval {
  vehicleId: number;
  plate: string;
  overRated: boolean;
}

export interface FleetFuelAnalysis {
  vehicles: FuelVehicleRow[];
  intervals: FuelIntervalRow[];
  refuels: RefuelCheckRow[];
}

const rangeRequest = z
  .strictObject({ startTime: epochMs, endTime: epochMs, vehicleId: vehicleId.optional() })
  .superRefine(refineDateRange({ maxMonths: FLEET_ANALYSIS_LIMITS.rangeMaxMonths }));

export const fleetAnalysisEndpoints = {
  /** Vehicle costs by vehicle, fleet, category and month over at most 12 months. */
  fleetCostAnalysis: endpoint<FleetCostAnalysis>()({
    name: 'fleetCostAnalysis',
    method: 'POST',
    module: 'tms',
    path: '/analysis/cost',
    access: { operationId: 'tmsCostAnalysis' },
    request: rangeRequest,
  }),
  /** Refuellings, full-to-full consumption and the checks of each refuelling over at most 12 months. */
  fleetFuelAnalysis: endpoint<FleetFuelAnalysis>()({
    name: 'fleetFuelAnalysis',
    method: 'POST',
    module: 'tms',
    path: '/analysis/fuel',
    access: { operationId: 'tmsOilAnalysis' },
    request: rangeRequest,
  }),
} as const;
