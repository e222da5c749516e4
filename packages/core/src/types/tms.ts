/**
 * Vehicle and fleet administration (TMS): vehicles, trailers, fleets, partners, vehicle sharing and monitoring
 * authorization (seed 001 §2, §3, §4, §5, §7 "TMS"). The seed gives labels only; field names are chosen here in
 * camelCase. Cost records (maintenance, insurance, …) are in tmsCosts.ts.
 */
import type { PageParam, Page } from '../api/envelope';
import type { VehicleOperationState } from '../states';
import type { DateText, EpochMs, IdsRequest } from './scalars';

// ── Shared call shapes ────────────────────────────────────────────────────────────────────────────────────────

/** The list query every TMS page uses; pages add their own filters. */
export interface TmsListRequest {
  pageParamVO: PageParam;
  keyword?: string;
  departmentId?: number;
  vehicleId?: number;
  startTime?: EpochMs;
  endTime?: EpochMs;
}

/** Create (no id) or update (id) a row; `Derived` are fields the server computes. */
export type SaveRequest<T extends { id: number }, Derived extends keyof T = never> = Omit<
  T,
  'id' | Derived
> & {
  id?: number;
};
export type DeleteRequest = IdsRequest;

// ── Vehicles ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Freight type: own, social, outsourced, and the fourth the seed names without a label (affiliated). */
export const FREIGHT_TYPES = ['own', 'social', 'outsourced', 'affiliated'] as const;
export type FreightType = (typeof FREIGHT_TYPES)[number];

export interface PlateChange {
  plate: string;
  time: EpochMs;
  operatorName: string;
}

/** A vehicle (vehicleInfo, vehicleDetail). Limits: co-drivers at most 2, trailers at most 3, main driver not a co-driver. */
export interface TmsVehicle {
  id: number;
  /** System plate (the JT/T 808 registered one). */
  systemPlate: string;
  customPlate: string;
  customPlateHistory: PlateChange[];
  realPlate: string;
  monitoringCompany: string;
  status: VehicleOperationState;
  attributes: string[];
  freightType: FreightType;
  companyId: number;
  departmentId: number;
  departmentName: string;
  fleetId: number | null;
  ownerName: string;
  ownerPhone: string;
  ownerAddress: string;
  /** Dictionary vehicleTypeGb value. */
  vehicleType: string;
  brand: string;
  model: string;
  plateColor: string;
  /** Tonnes. */
  load: number | null;
  authorizedCapacity: number | null;
  /** Metres. */
  interiorLength: number | null;
  interiorWidth: number | null;
  interiorHeight: number | null;
  /** Kilograms. */
  totalMass: number | null;
  curbWeight: number | null;
  tractionMass: number | null;
  engineNumber: string;
  horsepower: number | null;
  frameNumber: string;
  bracketNumber: string;
  girderNumber: string;
  axles: number | null;
  tiresDelivered: number | null;
  factoryTireSpec: string;
  mainDriverId: number | null;
  coDriverIds: number[];
  trailerIds: number[];
  productionDate: DateText | null;
  registrationDate: DateText | null;
  mandatoryScrapDate: DateText | null;
  customsNumber: string;
  drivingLicenseNumber: string;
  drivingLicenseValidUntil: DateText | null;
  roadTransportLicense: string;
  businessLicense: string;
  /** Litres per 100 km. */
  fuelPer100Km: number | null;
}
export type VehicleInfoListRequest = TmsListRequest & { status?: VehicleOperationState; fleetId?: number };
export type VehicleInfoListResponse = Page<TmsVehicle>;
export type SaveVehicleInfoRequest = SaveRequest<
  TmsVehicle,
  'customPlateHistory' | 'departmentName' | 'status'
>;

/** Vehicle use record (tmsVehicleUseRecord); a vehicle counts as used on a day with more than 5 km. */
export interface VehicleUseRecord {
  id: number;
  vehicleId: number;
  regName: string;
  day: DateText;
  /** km. */
  mileage: number;
  drivingHours: number;
  used: boolean;
}

// ── Trailers ──────────────────────────────────────────────────────────────────────────────────────────────────

export type TrailerUseCategory = 'shortDistance' | 'longHaul' | 'shortBarge';

export interface TrailerDevice {
  name: string;
  deviceId: string;
  type: 'wired' | 'wireless';
}

/** A trailer. Linked heads at most 5, devices at most 5. */
export interface Trailer {
  id: number;
  plate: string;
  departmentId: number;
  attributes: string[];
  useCategory: TrailerUseCategory;
  ownerName: string;
  ownerPhone: string;
  ownerAddress: string;
  color: string;
  axles: number | null;
  model: string;
  /** Tonnes. */
  approvedLoad: number | null;
  /** Kilograms. */
  totalMass: number | null;
  curbWeight: number | null;
  frameNumber: string;
  /** Metres. */
  length: number | null;
  /** Cubic metres. */
  ratedVolume: number | null;
  /** `L×W×H` in metres. */
  interiorDimensions: string;
  outlineDimensions: string;
  headVehicleIds: number[];
  devices: TrailerDevice[];
  registrationDate: DateText | null;
  customsInfo: string;
}
export type TrailerListResponse = Page<Trailer>;
export type SaveTrailerRequest = SaveRequest<Trailer>;

// ── Fleets (motorcade) ────────────────────────────────────────────────────────────────────────────────────────

export interface Fleet {
  id: number;
  code: string;
  /** At most 10 characters. */
  name: string;
  leaderName: string;
  leaderPhone: string;
  vehicleIds: number[];
  remarks: string;
}
export type FleetListResponse = Page<Fleet>;
export type SaveFleetRequest = SaveRequest<Fleet>;

// ── Partners and sharing: packages/core/src/partnerShare (relations, shares, their transition tables) ──────────

/** Monitoring authorization: read-only access to a vehicle's position for a period, through an address. */
export interface MonitoringAuthorization {
  id: number;
  vehicleId: number;
  regName: string;
  startTime: EpochMs;
  endTime: EpochMs;
  accessAddress: string;
  addressExpiry: EpochMs;
  createdTime: EpochMs;
  /** Positive integer up to 999. */
  effectiveDays: number;
  /** Public key of the access address; its value is never shown in full. */
  publicKey: string;
}
export type MonitoringAuthorizationListResponse = Page<MonitoringAuthorization>;
export type SaveMonitoringAuthorizationRequest = SaveRequest<
  MonitoringAuthorization,
  'regName' | 'accessAddress' | 'addressExpiry' | 'createdTime' | 'publicKey'
>;
